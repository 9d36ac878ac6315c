/**
 * PDF extraction with unpdf (pdf.js): the text layer page by page, plus the hidden surfaces a reader does not
 * see on the page — annotation contents, link targets, form values and the document information dictionary.
 * Pages without a text layer cannot be read without OCR, so they are counted and the result is partial.
 */
import { getDocumentProxy } from 'unpdf';
import { ApiError } from '../../lib/errors.ts';
import { DocumentBuilder } from './builder.ts';
import { readPdfExtras } from './pdf-extras.ts';
import { withDeadline, type Budget } from './budget.ts';
import type { ExtractedDocument } from './types.ts';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** Consecutive unreadable pages after which the page tree is taken to be lying (e.g. a forged /Count). */
const MAX_FAILED_PAGES = 20;

async function openPdf(data: Uint8Array, deadline: number): Promise<PdfDocument> {
  // pdf.js may take ownership of the buffer, so it gets a copy; verbosity 0 keeps its warnings off stdout.
  const opening = getDocumentProxy(new Uint8Array(data), { verbosity: 0, enableXfa: false, useSystemFonts: false, stopAtErrors: false });
  try {
    return await withDeadline(opening, deadline);
  } catch (cause) {
    opening.then((doc) => doc.loadingTask.destroy(), () => {});
    const name = (cause as Error)?.name, message = (cause as Error)?.message;
    if (name === 'PasswordException') throw new ApiError('unprocessable_document', 'PDF is encrypted', { cause });
    if (message === 'deadline') throw new ApiError('unprocessable_document', 'PDF extraction ran out of time', { cause });
    throw new ApiError('unprocessable_document', 'PDF could not be parsed', { cause });
  }
}

async function pageText(doc: PdfDocument, n: number, deadline: number): Promise<string> {
  const page = await withDeadline(doc.getPage(n), deadline);
  const content = await withDeadline(page.getTextContent(), deadline);
  // Frees the page's parsed resources now, or a long document holds every page in memory until the end.
  page.cleanup();
  return content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
}

interface PageTally {
  total: number;
  withText: number;
  empty: number;
  failed: number;
  stopped?: string;
}

/** Reads pages in order until done, the deadline passes, the character cap fills or the page tree breaks. */
async function readPages(doc: PdfDocument, b: DocumentBuilder, budget: Budget): Promise<PageTally> {
  const tally: PageTally = { total: doc.numPages, withText: 0, empty: 0, failed: 0 };
  let failedInRow = 0;
  for (let n = 1; n <= tally.total; n++) {
    if (Date.now() >= budget.deadline) { tally.stopped = `extraction deadline reached before page ${n}`; break; }
    if (b.collected >= budget.maxChars) { tally.stopped = `character limit reached before page ${n}`; break; }
    if (failedInRow >= MAX_FAILED_PAGES) { tally.stopped = `${MAX_FAILED_PAGES} unreadable pages in a row before page ${n}`; break; }
    try {
      const text = (await pageText(doc, n, budget.deadline)).trim();
      failedInRow = 0;
      if (text) { tally.withText++; b.visible(`pdf:page:${n}`, text); } else tally.empty++;
    } catch {
      tally.failed++;
      failedInRow++;
    }
  }
  return tally;
}

function report(t: PageTally, b: DocumentBuilder): void {
  if (t.empty > 0) b.warn(`pdf: ${t.empty} of ${t.total} pages have no text layer (scanned images or blank); OCR is not available`);
  if (t.failed > 0) b.warn(`pdf: ${t.failed} of ${t.total} pages could not be read`);
  if (t.stopped) b.warn(`pdf: ${t.stopped}; ${t.withText + t.empty + t.failed} of ${t.total} pages examined`);
}

/** Extracts a PDF; image-only, encrypted and unparseable files are a 422. */
export async function extractPdf(data: Uint8Array, budget: Budget): Promise<ExtractedDocument> {
  const doc = await openPdf(data, budget.deadline);
  try {
    const b = new DocumentBuilder(budget.maxChars);
    const tally = await readPages(doc, b, budget);
    if (tally.withText === 0) {
      if (tally.empty > 0 && tally.failed === 0 && !tally.stopped) throw new ApiError('unprocessable_document', 'PDF has no text layer (image-only); OCR is not available');
      if (tally.total === 0) throw new ApiError('unprocessable_document', 'PDF has no pages');
      throw new ApiError('unprocessable_document', tally.stopped?.startsWith('extraction deadline') ? 'PDF extraction ran out of time' : 'PDF could not be parsed');
    }
    report(tally, b);
    await readPdfExtras(doc, b, tally.withText + tally.empty, budget.deadline);
    return b.finish('pdf', { total: tally.total, scanned: tally.withText });
  } finally {
    void doc.loadingTask.destroy().catch(() => {});
  }
}
