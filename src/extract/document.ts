/** A prepared document: the text a job scans plus its document-v1 extraction and coverage metadata. */
import type { CoverageMetadataT, ExtractionMetadataT } from '../contract/spec.ts';
import { countTokens } from '../lib/wordpiece.ts';
import type { ExtractedDocument } from './extract-file.ts';

/** A surface of a document: a UTF-16 range of its scanned text, reported as a segment. */
export interface SegmentRange {
  id: string;
  kind: string;
  start: number;
  end: number;
}

export interface PreparedDocument {
  /** Job `source` value, e.g. `text` or `file:report.pdf` (README lists them). */
  source: string;
  mediaType: string;
  text: string;
  /** Billing tokens (scanward-wordpiece-v1), at least 1 for non-empty content. */
  tokens: number;
  extraction: ExtractionMetadataT;
  coverage: CoverageMetadataT;
  /** Surfaces of the text, reported as segments. */
  segments?: SegmentRange[];
  /** Set for a webpage or MCP server: the job fetches it; `text` is empty until then. */
  remote?: { kind: 'url' | 'mcp_server'; url: string };
}

/** Prepares plain text submitted in a JSON body or a multipart `text` part. */
export function prepareText(text: string, source = 'text', mediaType = 'text/plain'): PreparedDocument {
  // Text that yields no WordPiece token (e.g. only invisible characters) is still content and bills 1 token.
  const tokens = Math.max(1, countTokens(text));
  return {
    source,
    mediaType,
    text,
    tokens,
    extraction: { version: 'document-v1', state: 'complete', documents_total: 1, documents_scanned: 1, warnings: [] },
    coverage: { state: 'complete', input_tokens: tokens, documents_total: 1, documents_scanned: 1 },
  };
}

/** Prepares an uploaded file from its extraction: its surfaces become the job's segments. */
export function prepareExtracted(name: string, doc: ExtractedDocument & { tokens: number }): PreparedDocument {
  const tokens = Math.max(1, doc.tokens);
  const pages = doc.pagesTotal === undefined ? {} : { pages_total: doc.pagesTotal, pages_scanned: Math.max(1, doc.pagesScanned ?? 1) };
  return {
    source: `file:${name}`,
    mediaType: doc.mediaType,
    text: doc.text,
    tokens,
    extraction: { version: 'document-v1', state: doc.state, documents_total: 1, documents_scanned: 1, warnings: doc.warnings, ...pages },
    coverage: { state: doc.state, input_tokens: tokens, documents_total: 1, documents_scanned: 1, ...pages },
    segments: doc.surfaces.map((s, i) => ({ id: `${i}:${s.label ?? s.kind}`, kind: s.kind, start: s.start, end: s.end })),
  };
}
