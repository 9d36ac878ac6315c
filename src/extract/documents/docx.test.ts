import { describe, expect, test } from 'bun:test';
import { extractDocx } from './docx.ts';
import { buildDocx, wordNotes, wordPart, wordParagraph } from './test-fixtures.ts';
import { writeZip } from './zip.ts';
import { rejection, surface } from './test-assertions.ts';

const budget = () => ({ maxChars: 1_000_000, deadline: Date.now() + 10_000 });

const FULL = buildDocx({
  'word/document.xml': wordPart('document', wordParagraph('Dear customer') + wordParagraph('INJ-HIDDEN-RUN', { hidden: true })
    + wordParagraph('INJ-DELETED', { deleted: true })),
  'word/header1.xml': wordPart('hdr', wordParagraph('INJ-HEADER')),
  'word/footer2.xml': wordPart('ftr', wordParagraph('INJ-FOOTER') + wordParagraph('INJ-FOOTER-HIDDEN', { hidden: true })),
  'word/footnotes.xml': wordNotes('footnotes', ['INJ-FOOTNOTE']),
  'word/endnotes.xml': wordNotes('endnotes', ['INJ-ENDNOTE']),
  'word/comments.xml': wordNotes('comments', ['INJ-COMMENT']),
  'docProps/core.xml': '<?xml version="1.0"?><cp:coreProperties xmlns:cp="c" xmlns:dc="d"><dc:title>INJ-PROPERTY</dc:title></cp:coreProperties>',
  'word/vbaProject.bin': new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]),
  'word/embeddings/oleObject1.bin': new Uint8Array(16),
  'word/media/image1.png': new Uint8Array(16),
}, { links: ['https://evil.example/INJ-LINK?a=1&amp;b=2'] });

describe('extractDocx', () => {
  test('body first, then every surface mammoth leaves out', async () => {
    const doc = await extractDocx(FULL, budget());
    expect(doc.kind).toBe('docx');
    expect(surface(doc, 'docx:body')).toContain('Dear customer');
    const expected: Array<[string, string]> = [
      ['docx:header', 'INJ-HEADER'], ['docx:footer', 'INJ-FOOTER'], ['docx:footnote', 'INJ-FOOTNOTE'], ['docx:endnote', 'INJ-ENDNOTE'],
      ['docx:comment', 'INJ-COMMENT'], ['docx:hidden-run', 'INJ-HIDDEN-RUN'], ['docx:hidden-run', 'INJ-FOOTER-HIDDEN'],
      ['docx:deleted-text', 'INJ-DELETED'], ['docx:link-target', 'https://evil.example/INJ-LINK?a=1&b=2'], ['docx:properties', 'INJ-PROPERTY'],
    ];
    for (const [kind, needle] of expected) expect(surface(doc, kind)).toContain(needle);
    expect(doc.surfaces.find((s) => s.kind === 'docx:header')?.label).toBe('word/header1.xml');
  });

  test('macros, embedded objects and media are reported, never opened', async () => {
    const doc = await extractDocx(FULL, budget());
    expect(doc.warnings).toEqual([
      'docx: macros present (not executed)',
      'docx: embedded objects present (not opened or scanned)',
      'docx: embedded media present (not processed; no OCR)',
    ]);
    expect(doc.state).toBe('partial');
  });

  test('a plain document is complete', async () => {
    const doc = await extractDocx(buildDocx({ 'word/document.xml': wordPart('document', wordParagraph('Just text')) }), budget());
    expect([doc.state, doc.warnings, doc.text]).toEqual(['complete', [], 'Just text']);
  });

  test('a body too large for mammoth is read by the linear reader', async () => {
    const paragraphs = Array.from({ length: 60_000 }, (_, i) => wordParagraph(`paragraph ${i} of a long contract`)).join('');
    const doc = await extractDocx(buildDocx({ 'word/document.xml': wordPart('document', paragraphs + wordParagraph('INJ-LAST')) }), { ...budget(), maxChars: 10_000_000 });
    expect(surface(doc, 'docx:body')!.endsWith('paragraph 59999 of a long contract\nINJ-LAST')).toBe(true);
    expect(doc.warnings).toEqual([]);
  });

  test('a body mammoth cannot parse falls back to the linear reader', async () => {
    const broken = '<w:document xmlns:w="x"><w:body><w:p><w:r><w:t>INJ-UNCLOSED';
    const doc = await extractDocx(buildDocx({ 'word/document.xml': broken }), budget());
    expect(surface(doc, 'docx:body')).toContain('INJ-UNCLOSED');
  });
});

describe('DOCX bombs and traps', () => {
  const body = { 'word/document.xml': wordPart('document', wordParagraph('x')) };

  test('a declared 1 GB entry is refused before anything is inflated', async () => {
    const zip = buildDocx(body);
    const view = new DataView(zip.buffer, zip.byteOffset);
    for (let i = zip.length - 22; i >= 0; i--) if (view.getUint32(i, true) === 0x02014b50) { view.setUint32(i + 24, 1_000_000_000, true); break; }
    expect((await rejection(extractDocx(zip, budget()))).message).toMatch(/^DOCX rejected: uncompressed size 1000\d+ bytes exceeds 52428800$/);
  });

  test('an entry that expands more than 100:1 is refused as a zip bomb', async () => {
    const zip = buildDocx({ ...body, 'word/filler.xml': '<a>' + ' '.repeat(20_000_000) + '</a>' });
    expect((await rejection(extractDocx(zip, budget()))).message).toBe('DOCX rejected: word/filler.xml expands more than 100:1 (zip bomb)');
  });

  test('more than 2,000 entries are refused', async () => {
    const files = Array.from({ length: 2_001 }, (_, i) => ({ name: `word/p${i}.xml`, data: '<a/>' }));
    const zip = writeZip([...files, { name: 'word/document.xml', data: body['word/document.xml'] }]);
    expect((await rejection(extractDocx(zip, budget()))).message).toBe('DOCX rejected: 2002 archive entries (limit 2000)');
  });

  test('an entry whose data inflates past its declared size is refused', async () => {
    const zip = buildDocx({ ...body, 'word/styles.xml': '<s>' + 'a'.repeat(500_000) + '</s>' });
    const view = new DataView(zip.buffer, zip.byteOffset);
    for (let i = zip.length - 22; i >= 0; i--) {
      if (view.getUint32(i, true) !== 0x02014b50) continue;
      const name = new TextDecoder().decode(zip.subarray(i + 46, i + 46 + view.getUint16(i + 28, true)));
      if (name === 'word/styles.xml') view.setUint32(i + 24, 10_000, true);
    }
    expect((await rejection(extractDocx(zip, budget()))).message).toMatch(/^DOCX rejected: word\/styles.xml: inflates past its declared size/);
  });

  test('a part with a DTD (entity expansion) is refused', async () => {
    const laughs = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><w:document xmlns:w="x"/>';
    expect((await rejection(extractDocx(buildDocx({ 'word/document.xml': laughs }), budget()))).message).toBe('DOCX rejected: word/document.xml declares a DTD');
  });

  test('a zip without word/document.xml, or not a zip at all, is a clear 422', async () => {
    expect((await rejection(extractDocx(writeZip([{ name: 'a.txt', data: 'x' }]), budget()))).message).toBe('DOCX rejected: no word/document.xml part');
    expect((await rejection(extractDocx(new TextEncoder().encode('PK\x03\x04nope'), budget()))).message).toMatch(/^DOCX rejected: /);
  });
});
