import { describe, expect, test } from 'bun:test';
import { buildDocx, buildPdf, wordParagraph, wordPart } from './documents/test-fixtures.ts';
import { writeZip } from './documents/zip.ts';
import { sniffKind } from './sniff.ts';

const enc = (s: string) => new TextEncoder().encode(s);
const PDF = buildPdf([{ lines: ['x'] }]);
const DOCX = buildDocx({ 'word/document.xml': wordPart('document', wordParagraph('x')) });

describe('sniffKind', () => {
  test.each([
    ['report.pdf', undefined, PDF, 'pdf'],
    ['report.txt', 'text/plain', PDF, 'pdf'],
    ['junk-before-header', undefined, new Uint8Array([...enc('\r\n\x00junk'), ...PDF]), 'pdf'],
    ['letter.docx', undefined, DOCX, 'docx'],
    ['letter.md', 'text/markdown', DOCX, 'docx'],
    ['page.txt', 'text/plain', enc('\ufeff  <!DOCTYPE html><p>x'), 'html'],
    ['notes.md', undefined, enc('<!-- c -->\n<html><body>x'), 'html'],
    ['x', undefined, enc('<body>hi</body>'), 'html'],
    ['fragment.html', 'text/html', enc('Hello <b>there</b>'), 'html'],
    ['dense', undefined, enc('<div><p>a</p><p>b</p><span>c</span></div>'), 'html'],
    ['readme.md', undefined, enc('<p align="center"><img src="x"></p><p>a</p><div>b</div>'), 'markdown'],
    ['notes.md', undefined, enc('# Title\n\ntext'), 'markdown'],
    ['notes.txt', 'text/markdown; charset=utf-8', enc('# Title'), 'markdown'],
    ['notes.txt', undefined, enc('# Title'), 'txt'],
    ['page.html', 'text/html', enc('no markup at all'), 'txt'],
    ['a < b', undefined, enc('if a < b and b > c then <x> is fine'), 'txt'],
    ['report.pdf', 'application/pdf', enc('not really a pdf, just text'), 'txt'],
    ['broken.docx', undefined, enc('PK\x03\x04 truncated'), 'docx'],
  ] as const)('%s (%s) → %s', (name, declaredType, data, kind) => {
    expect(sniffKind({ name, declaredType, data })).toBe(kind);
  });

  test.each([
    ['image.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['legacy.doc', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])],
    ['utf16.txt', new Uint8Array([0xff, 0xfe, 0x41, 0x00])],
    ['latin1.bin', new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x20, 0x20])],
    ['sheet.xlsx', writeZip([{ name: 'xl/workbook.xml', data: '<x/>' }])],
  ])('%s is not an accepted kind', (name, data) => {
    expect(sniffKind({ name, data })).toBeUndefined();
  });

  test('non-UTF-8 text named as text goes to its extractor, which explains the encoding problem', () => {
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x20, 0x20]);
    expect(sniffKind({ name: 'latin1.txt', data: latin1 })).toBe('txt');
    expect(sniffKind({ name: 'x', declaredType: 'text/markdown', data: latin1 })).toBe('markdown');
    expect(sniffKind({ name: 'utf16.txt', data: new Uint8Array([0xff, 0xfe, 0x41, 0x00]) })).toBeUndefined();
  });

  test('a multi-byte character cut at the head boundary is still text', () => {
    const data = enc('a'.repeat(64 * 1024 - 1) + 'é more');
    expect(sniffKind({ name: 'x.txt', data })).toBe('txt');
  });
});
