/**
 * Document extraction (document-v1) for one uploaded file: sniff its kind from the bytes, run that kind's
 * extractor within a character cap and a deadline, and turn every failure into a client-safe 422.
 */
import { ApiError } from '../lib/errors.ts';
import { withDeadline, type Budget } from './documents/budget.ts';
import { extractMarkdown } from './documents/markdown.ts';
import { extractText } from './documents/text.ts';
import type { DocumentKind, ExtractedDocument } from './documents/types.ts';
import { sniffKind, type SniffInput } from './sniff.ts';

/** The result types, re-exported so callers import everything from this one entry point. */
export type { DocumentKind, ExtractedDocument, Surface } from './documents/types.ts';

/** Options of extractFile; the defaults are documented in src/extract/README.md. */
export interface ExtractOptions {
  /** Most characters of scanned text returned (default 1,000,000); more makes the result partial. */
  maxChars?: number;
  /** Time budget in milliseconds (default 10,000), checked between pages and parts. */
  deadlineMs?: number;
}

/** Defaults of ExtractOptions. */
export const EXTRACT_DEFAULTS = { maxChars: 1_000_000, deadlineMs: 10_000 };

/** Work that cannot be interrupted (one parse) may overrun the deadline by this much before the call gives up. */
const GRACE_MS = 2_000;

type Extractor = (data: Uint8Array, budget: Budget) => ExtractedDocument | Promise<ExtractedDocument>;

// HTML, PDF and DOCX pull in linkedom, pdf.js and mammoth: loaded on the first file of their kind, not when a
// worker starts (the server waits for its workers before listening; these imports were half of a worker's start).
const EXTRACTORS: Record<DocumentKind, () => Extractor | Promise<Extractor>> = {
  txt: () => extractText,
  markdown: () => extractMarkdown,
  html: async () => (await import('./documents/html.ts')).extractHtml,
  pdf: async () => (await import('./documents/pdf.ts')).extractPdf,
  docx: async () => (await import('./documents/docx.ts')).extractDocx,
};

const NAMES: Record<DocumentKind, string> = { txt: 'Text file', markdown: 'Markdown file', html: 'HTML file', pdf: 'PDF', docx: 'DOCX' };

/** Extracts the scanned text of one file; throws ApiError 422 (unprocessable_document / invalid_input). */
export async function extractFile(input: SniffInput, opts: ExtractOptions = {}): Promise<ExtractedDocument> {
  const { maxChars = EXTRACT_DEFAULTS.maxChars, deadlineMs = EXTRACT_DEFAULTS.deadlineMs } = opts;
  const file = JSON.stringify(input.name.slice(0, 100));
  if (input.data.byteLength === 0) throw new ApiError('invalid_input', `file ${file} is empty`);
  const kind = sniffKind(input);
  if (!kind) throw new ApiError('unprocessable_document', `file ${file} is not a supported kind (TXT, Markdown, HTML, PDF, DOCX)`);
  const budget: Budget = { maxChars, deadline: Date.now() + deadlineMs, label: `file ${file}` };
  let doc: ExtractedDocument;
  try {
    doc = await withDeadline(Promise.resolve().then(async () => (await EXTRACTORS[kind]())(input.data, budget)), budget.deadline + GRACE_MS);
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    const late = (cause as Error)?.message === 'deadline';
    throw new ApiError('unprocessable_document', `${NAMES[kind]} ${late ? 'extraction ran out of time' : 'could not be read'}`, { cause });
  }
  if (doc.text.trim().length === 0) throw new ApiError('unprocessable_document', `${NAMES[kind]} has no text to scan`);
  return doc;
}
