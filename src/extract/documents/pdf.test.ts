import { describe, expect, test } from 'bun:test';
import { ApiError } from '../../lib/errors.ts';
import { extractPdf } from './pdf.ts';
import { buildEncryptedPdf, buildPdf, pdfFromObjects } from './test-fixtures.ts';
import { rejection, surface } from './test-assertions.ts';

const budget = (over: Partial<{ maxChars: number; deadlineMs: number }> = {}) =>
  ({ maxChars: over.maxChars ?? 1_000_000, deadline: Date.now() + (over.deadlineMs ?? 10_000) });

describe('extractPdf', () => {
  test('text per page, with the hidden surfaces after it', async () => {
    const pdf = buildPdf([
      { lines: ['Quarterly report', 'INJ-PAGE-ONE'], notes: ['INJ-NOTE'], links: ['https://evil.example/INJ-LINK'] },
      { lines: ['Second page INJ-PAGE-TWO'] },
    ], { info: { Title: 'INJ-TITLE', Keywords: 'INJ-KEYWORDS' } });
    const doc = await extractPdf(pdf, budget());
    expect(doc).toMatchObject({ kind: 'pdf', mediaType: 'application/pdf', state: 'complete', pagesTotal: 2, pagesScanned: 2, warnings: [] });
    expect(surface(doc, 'pdf:page:1')).toBe('Quarterly report\nINJ-PAGE-ONE');
    expect(surface(doc, 'pdf:page:2')).toBe('Second page INJ-PAGE-TWO');
    expect(surface(doc, 'pdf:metadata')).toBe('INJ-TITLE\nINJ-KEYWORDS');
    expect(surface(doc, 'pdf:annotation')).toBe('INJ-NOTE');
    expect(surface(doc, 'pdf:link-target')).toBe('https://evil.example/INJ-LINK');
  });

  test('document JavaScript is scanned as text and reported, never run; attachments are reported', async () => {
    const catalog = '/OpenAction << /S /JavaScript /JS (app.alert\\("INJ-JS"\\)) >> /Names << /EmbeddedFiles << /Names [(f.txt) << /Type /Filespec /F (f.txt) /EF << /F 6 0 R >> >>] >> >>';
    const doc = await extractPdf(buildPdf([{ lines: ['x'] }], { catalog }), budget());
    expect(surface(doc, 'pdf:javascript')).toBe('app.alert("INJ-JS")');
    expect(doc.warnings).toEqual(['pdf: JavaScript present (not executed)', 'pdf: 1 embedded file(s) present (not opened or scanned)']);
    expect(doc.state).toBe('partial');
  });

  test('a page without a text layer is counted: partial, a warning, pages_scanned < pages_total', async () => {
    const doc = await extractPdf(buildPdf([{ lines: ['has text'] }, { image: true }, {}]), budget());
    expect(doc).toMatchObject({ state: 'partial', pagesTotal: 3, pagesScanned: 1 });
    expect(doc.warnings).toEqual(['pdf: 2 of 3 pages have no text layer (scanned images or blank); OCR is not available']);
    expect(doc.surfaces.map((s) => s.kind)).toEqual(['pdf:page:1']);
  });

  test('an image-only PDF is a 422', async () => {
    const e = await rejection(extractPdf(buildPdf([{ image: true }, { image: true }]), budget()));
    expect([e.status, e.code, e.message]).toEqual([422, 'unprocessable_document', 'PDF has no text layer (image-only); OCR is not available']);
  });

  test('an encrypted PDF is a clear 422', async () => {
    expect((await rejection(extractPdf(buildEncryptedPdf(), budget()))).message).toBe('PDF is encrypted');
  });

  test('encryption with an empty user password is read, with a warning', async () => {
    const doc = await extractPdf(buildEncryptedPdf({ knownUser: true, line: 'INJ-ENCRYPTED' }), budget());
    expect(doc.text).toBe('INJ-ENCRYPTED');
    expect([doc.state, doc.warnings]).toEqual(['complete', ['pdf: encrypted with an empty user password; text extracted']]);
  });

  test.each([
    ['garbage after the header', '%PDF-1.7\nthis is not a pdf'],
    ['a truncated file', '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R'],
  ])('a malformed PDF (%s) is a clear 422', async (_name, src) => {
    const e = await rejection(extractPdf(new TextEncoder().encode(src), budget()));
    expect(e.message).toBe('PDF could not be parsed');
  });

  test('a page tree that contains itself does not hang', async () => {
    const content = 'BT /F1 12 Tf 72 720 Td (loop page) Tj ET';
    const pdf = pdfFromObjects([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ]);
    const t0 = performance.now();
    const outcome = await extractPdf(pdf, budget({ deadlineMs: 5_000 })).then((d) => d.text, (e: ApiError) => e.message);
    expect(performance.now() - t0).toBeLessThan(6_000);
    expect(typeof outcome).toBe('string');
  });

  test('a forged page count stops after a run of unreadable pages', async () => {
    const pdf = buildPdf([{ lines: ['only real page'] }]);
    const forged = new TextDecoder('latin1').decode(pdf).replace('/Count 1', '/Count 999999');
    const doc = await extractPdf(new Uint8Array(Buffer.from(forged, 'latin1')), budget());
    expect(doc.text).toContain('only real page');
    expect(doc.pagesScanned).toBe(1);
  });

  test('the character cap stops reading pages and says how far it got', async () => {
    const pages = Array.from({ length: 20 }, (_, i) => ({ lines: [`page ${i + 1} ${'x'.repeat(80)}`] }));
    const doc = await extractPdf(buildPdf(pages), budget({ maxChars: 300 }));
    expect(doc.state).toBe('partial');
    expect(doc.text.length).toBeLessThanOrEqual(300);
    expect(doc.warnings.join(' ')).toMatch(/character limit reached before page \d+/);
  });

  test('a spent deadline is a 422 that says so', async () => {
    const e = await rejection(extractPdf(buildPdf([{ lines: ['late'] }]), budget({ deadlineMs: 0 })));
    expect(e.message).toBe('PDF extraction ran out of time');
  });
});
