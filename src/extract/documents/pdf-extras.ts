/**
 * The hidden surfaces of a PDF: what a viewer keeps off the page (annotation notes, link targets, form values,
 * the information dictionary) and active content (document JavaScript, shown as text, never run).
 */
import { withDeadline } from './budget.ts';
import type { DocumentBuilder } from './builder.ts';

interface PdfLike {
  getMetadata(): Promise<{ info: object }>;
  getJSActions(): Promise<object | null>;
  getAttachments(): Promise<Map<string, unknown> | null>;
  getPage(n: number): Promise<{ getAnnotations(): Promise<Array<Record<string, unknown>>> }>;
}

/** Flattens strings (and arrays/objects of strings) into `out`, bounded so a hostile structure cannot run away. */
function strings(value: unknown, out: string[], depth = 0): void {
  if (typeof value === 'string') {
    if (value.trim()) out.push(value.trim());
  } else if (depth < 4 && value && typeof value === 'object' && out.length < 100_000) {
    for (const v of Array.isArray(value) ? value : Object.values(value)) strings(v, out, depth + 1);
  }
}

async function readInfo(doc: PdfLike, b: DocumentBuilder): Promise<void> {
  const { info } = await doc.getMetadata();
  const fields = info as Record<string, unknown>;
  if (fields.EncryptFilterName) b.warn('pdf: encrypted with an empty user password; text extracted', false);
  const values: string[] = [];
  for (const key of ['Title', 'Author', 'Subject', 'Keywords', 'Creator', 'Producer', 'Custom']) strings(fields[key], values);
  b.block('pdf:metadata', 'pdf:metadata', values.join('\n'));
}

async function readActive(doc: PdfLike, b: DocumentBuilder): Promise<void> {
  const code: string[] = [];
  strings(await doc.getJSActions(), code);
  if (code.length) b.warn('pdf: JavaScript present (not executed)', false);
  b.block('pdf:javascript', 'pdf:javascript', code.join('\n'));
  const files = await doc.getAttachments();
  if (files && files.size > 0) b.warn(`pdf: ${files.size} embedded file(s) present (not opened or scanned)`);
}

async function readAnnotations(doc: PdfLike, b: DocumentBuilder, pages: number, deadline: number): Promise<void> {
  const notes: string[] = [], targets: string[] = [];
  for (let n = 1; n <= pages; n++) {
    if (Date.now() >= deadline) { b.warn('pdf: extraction deadline reached while reading annotations'); break; }
    const page = await withDeadline(doc.getPage(n), deadline);
    for (const a of await withDeadline(page.getAnnotations(), deadline)) {
      const text = (o: unknown) => (o as { str?: unknown } | undefined)?.str;
      strings([text(a.contentsObj), text(a.titleObj), a.fieldValue, a.alternativeText], notes);
      strings(a.unsafeUrl ?? a.url, targets);
    }
  }
  b.block('pdf:annotation', 'pdf:annotation', notes.join('\n'));
  b.block('pdf:link-target', 'pdf:link-target', [...new Set(targets)].join('\n'));
}

/** Adds the hidden-surface blocks; a failure here is a warning, the page text already stands. */
export async function readPdfExtras(doc: PdfLike, b: DocumentBuilder, pages: number, deadline: number): Promise<void> {
  const steps: Array<[string, () => Promise<void>]> = [
    ['document information', () => withDeadline(readInfo(doc, b), deadline)],
    ['active content', () => withDeadline(readActive(doc, b), deadline)],
    ['annotations', () => readAnnotations(doc, b, pages, deadline)],
  ];
  for (const [what, step] of steps) {
    try {
      await step();
    } catch {
      b.warn(`pdf: ${what} could not be read`);
    }
  }
}
