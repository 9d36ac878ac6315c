/**
 * Assembles an ExtractedDocument: visible content first, then each hidden surface as its own labelled block,
 * with the UTF-16 range of every part recorded. The character cap is shared out fairly (max-min) so a huge
 * visible body cannot push small hidden surfaces — where injections like to sit — out of the scanned text.
 */
import type { DocumentKind, ExtractedDocument, Surface } from './types.ts';
import { MEDIA_TYPES } from './types.ts';

interface Part {
  kind: string;
  content: string;
  /** Length before any cut, for the warning. */
  length: number;
  header?: string;
  label?: string;
}

const SEPARATOR = '\n\n';

/** Cuts `s` to at most `n` UTF-16 units without splitting a surrogate pair. */
export function cutString(s: string, n: number): string {
  if (s.length <= n) return s;
  const c = s.charCodeAt(n - 1);
  return s.slice(0, c >= 0xd800 && c <= 0xdbff ? n - 1 : n);
}

/** Max-min fair shares: small parts keep everything, the largest parts are cut to what is left. */
export function fairShares(lengths: number[], budget: number): number[] {
  const order = lengths.map((len, i) => ({ len, i })).sort((a, b) => a.len - b.len);
  const out = new Array<number>(lengths.length).fill(0);
  let left = Math.max(0, budget);
  order.forEach(({ len, i }, k) => {
    const share = Math.floor(left / (order.length - k));
    out[i] = Math.min(len, share);
    left -= out[i];
  });
  return out;
}

/** Collects parts and warnings, then builds the document within `maxChars`. */
export class DocumentBuilder {
  private readonly parts: Part[] = [];
  readonly warnings: string[] = [];
  private partial = false;
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  /** Adds visible content (no header); empty content is skipped. */
  visible(kind: string, content: string, label?: string): void {
    if (content.length > 0) this.push({ kind, content, length: content.length, label });
  }

  /** Adds a hidden surface as a block introduced by `[header]`; blank content is skipped. */
  block(kind: string, header: string, content: string, label?: string): void {
    if (content.trim().length > 0) this.push({ kind, content, length: content.length, header, label });
  }

  /** Records a warning; `partial` marks that some content was not scanned. */
  warn(message: string, partial = true): void {
    if (!this.warnings.includes(message)) this.warnings.push(message);
    if (partial) this.partial = true;
  }

  /** Characters collected so far (before the cap), so extractors can stop reading early. */
  get collected(): number {
    return this.chars;
  }

  /** True when nothing but whitespace was collected. */
  get empty(): boolean {
    return this.parts.every((p) => p.content.trim().length === 0);
  }

  private push(part: Part): void {
    // No single part can use more than the whole cap, so keeping more in memory would be wasted.
    part.content = cutString(part.content, this.maxChars);
    this.chars += part.content.length;
    this.parts.push(part);
  }

  /** Builds the text and surfaces; parts over the cap are cut and the result marked partial. */
  finish(kind: DocumentKind, pages?: { total: number; scanned: number }): ExtractedDocument {
    const overhead = this.parts.reduce((n, p, i) => n + (i > 0 ? SEPARATOR.length : 0) + (p.header ? p.header.length + 3 : 0), 0);
    const shares = fairShares(this.parts.map((p) => p.content.length), this.maxChars - overhead);
    const cut: string[] = [];
    let text = '';
    const surfaces: Surface[] = [];
    this.parts.forEach((p, i) => {
      if (i > 0) text += SEPARATOR;
      if (p.header) text += `[${p.header}]\n`;
      const content = cutString(p.content, shares[i]);
      if (content.length < p.length) cut.push(`${p.kind} ${p.length} → ${content.length}`);
      const surface: Surface = { kind: p.kind, start: text.length, end: text.length + content.length };
      if (p.label) surface.label = p.label;
      surfaces.push(surface);
      text += content;
    });
    if (cut.length > 0) {
      const more = cut.length > 5 ? ` and ${cut.length - 5} more` : '';
      this.warn(`output capped at ${this.maxChars} characters; cut: ${cut.slice(0, 5).join(', ')}${more}`);
    }
    const doc: ExtractedDocument = {
      kind, mediaType: MEDIA_TYPES[kind], text, state: this.partial ? 'partial' : 'complete', warnings: this.warnings, surfaces,
    };
    if (pages) Object.assign(doc, { pagesTotal: pages.total, pagesScanned: pages.scanned });
    return doc;
  }
}
