/** Shared types of the document extractors (document-v1): the result shape, the kinds and their media types. */

/** A file kind the extractors accept. */
export type DocumentKind = 'txt' | 'markdown' | 'html' | 'pdf' | 'docx';

/** Which UTF-16 range [start, end) of `text` came from which surface (README lists the kinds). */
export interface Surface {
  kind: string;
  start: number;
  end: number;
  label?: string;
}

/** The scanned text of one file with its provenance and what could not be scanned. */
export interface ExtractedDocument {
  kind: DocumentKind;
  mediaType: string;
  text: string;
  state: 'complete' | 'partial';
  warnings: string[];
  pagesTotal?: number;
  pagesScanned?: number;
  surfaces: Surface[];
}

/** Media type reported for each kind. */
export const MEDIA_TYPES: Record<DocumentKind, string> = {
  txt: 'text/plain',
  markdown: 'text/markdown',
  html: 'text/html',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
