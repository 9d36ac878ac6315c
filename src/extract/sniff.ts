/**
 * Decides a file's kind from its bytes first: magic numbers (%PDF-, a zip holding word/document.xml), then
 * leading markup or tag density for HTML. The name and declared type only choose between TXT and Markdown for
 * plain UTF-8 text, or mark text with some markup as HTML; a type that contradicts the bytes loses.
 */
import { MEDIA_TYPES, type DocumentKind } from './documents/types.ts';
import { readZipDirectory } from './documents/zip.ts';

/** What is known about an uploaded file. */
export interface SniffInput {
  name: string;
  declaredType?: string;
  data: Uint8Array;
}

/** How much of the head is examined for text and markup; enough for any real preamble. */
const HEAD_BYTES = 64 * 1024;
const LEADING_HTML = /^(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body)[\s>/]/i;
const ANY_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]{0,500})?\/?>/i;
const HTML_TAG = /<\/?(?:html|head|body|div|span|p|a|table|tr|td|ul|ol|li|h[1-6]|script|style|meta|link|title|br|img|form|input|section|article|nav|header|footer|iframe|noscript)\b[^<>]{0,500}>/gi;

function startsWith(data: Uint8Array, ascii: string, at = 0): boolean {
  for (let i = 0; i < ascii.length; i++) if (data[at + i] !== ascii.charCodeAt(i)) return false;
  return true;
}

/** PDF headers may follow up to 1,024 bytes of junk, as readers allow. */
function isPdf(data: Uint8Array): boolean {
  const limit = Math.min(data.length - 5, 1024);
  for (let i = 0; i <= limit; i++) if (data[i] === 0x25 && startsWith(data, '%PDF-', i)) return true;
  return false;
}

function isDocxZip(data: Uint8Array): boolean {
  if (!startsWith(data, 'PK\x03\x04')) return false;
  try {
    return readZipDirectory(data).some((e) => e.name === 'word/document.xml');
  } catch {
    return false;
  }
}

/** The head as text if it is UTF-8 without NULs (a cut multi-byte sequence at the end is allowed). */
function textHead(data: Uint8Array): string | undefined {
  const head = data.subarray(0, HEAD_BYTES);
  if (head.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: head.length < data.length });
  } catch {
    return undefined;
  }
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function claims(input: SniffInput, kind: 'html' | 'markdown' | 'docx'): boolean {
  const ext = extensionOf(input.name);
  const type = (input.declaredType ?? '').split(';')[0].trim().toLowerCase();
  const exts = { html: ['html', 'htm', 'xhtml'], markdown: ['md', 'markdown', 'mdown', 'mkd'], docx: ['docx', 'docm'] }[kind];
  const types = { html: ['text/html', 'application/xhtml+xml'], markdown: ['text/markdown', 'text/x-markdown'], docx: [MEDIA_TYPES.docx] }[kind];
  return exts.includes(ext) || types.includes(type);
}

function looksLikeHtml(head: string, input: SniffInput): boolean {
  const lead = head.replace(/^\ufeff/, '').trimStart();
  if (LEADING_HTML.test(lead.slice(0, 4096))) return true;
  // Markdown may embed HTML, so a Markdown name keeps text that is not a whole HTML document.
  if (claims(input, 'markdown')) return false;
  // A claimed .html needs only some markup; unclaimed text must open with markup and be dense with it.
  if (claims(input, 'html')) return ANY_TAG.test(lead);
  const tags = lead.match(HTML_TAG)?.length ?? 0;
  return lead.startsWith('<') && tags >= 5 && tags * 200 >= lead.length;
}

/**
 * Text that is not UTF-8 (Latin-1, say) but is named or typed as text goes to its extractor, whose strict
 * decoding answers "not valid UTF-8" — clearer than "unsupported kind". Bytes with NULs stay binary.
 */
function claimedText(input: SniffInput, data: Uint8Array): DocumentKind | undefined {
  if (data.subarray(0, HEAD_BYTES).includes(0)) return undefined;
  if (claims(input, 'html')) return 'html';
  if (claims(input, 'markdown')) return 'markdown';
  const type = (input.declaredType ?? '').toLowerCase();
  return extensionOf(input.name) === 'txt' || type.startsWith('text/plain') ? 'txt' : undefined;
}

/** The file's kind, or undefined when the bytes are none of the accepted kinds. */
export function sniffKind(input: SniffInput): DocumentKind | undefined {
  const { data } = input;
  if (isPdf(data)) return 'pdf';
  if (isDocxZip(data)) return 'docx';
  // A broken zip or PDF that claims to be one still goes to its extractor, which explains what is wrong.
  if (startsWith(data, 'PK\x03\x04') && claims(input, 'docx')) return 'docx';
  const head = textHead(data);
  if (head === undefined) return claimedText(input, data);
  if (looksLikeHtml(head, input)) return 'html';
  return claims(input, 'markdown') ? 'markdown' : 'txt';
}
