/**
 * Opens a DOCX package safely: the central directory is checked against bomb limits before a single byte is
 * inflated, then only the XML parts are inflated (each capped at its declared size). Binary parts — macros,
 * embedded objects, media — are never inflated, only reported.
 */
import { ApiError } from '../../lib/errors.ts';
import { readZipDirectory, readZipEntry, writeZip, ZipError, type ZipEntry } from './zip.ts';

/** Bomb limits checked on the central directory (declared sizes); inflation then enforces them per entry. */
export const DOCX_LIMITS = {
  maxEntries: 2_000,
  maxTotalBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  /** Entries smaller than this may compress better than maxRatio (repetitive XML) without being a threat. */
  ratioFloorBytes: 1024 * 1024,
};

/** The package's XML parts as text, plus notices about what was not read. */
export interface DocxPackage {
  parts: Map<string, string>;
  notices: Array<{ message: string; partial: boolean }>;
}

function reject(reason: string, cause?: unknown): never {
  throw new ApiError('unprocessable_document', `DOCX rejected: ${reason}`, { cause });
}

/** Refuses archives whose directory promises a bomb: too many entries, too large, or too compressible. */
export function checkDirectory(entries: ZipEntry[]): void {
  const L = DOCX_LIMITS;
  if (entries.length > L.maxEntries) reject(`${entries.length} archive entries (limit ${L.maxEntries})`);
  const total = entries.reduce((n, e) => n + e.size, 0);
  const packed = entries.reduce((n, e) => n + e.compressedSize, 0);
  if (total > L.maxTotalBytes) reject(`uncompressed size ${total} bytes exceeds ${L.maxTotalBytes}`);
  const dense = entries.find((e) => e.size >= L.ratioFloorBytes && e.size > L.maxRatio * Math.max(1, e.compressedSize));
  if (dense) reject(`${dense.name} expands more than ${L.maxRatio}:1 (zip bomb)`);
  if (total >= L.ratioFloorBytes && total > L.maxRatio * Math.max(1, packed)) reject(`archive expands more than ${L.maxRatio}:1 (zip bomb)`);
}

const ACTIVE_CONTENT: Array<[RegExp, string, boolean]> = [
  [/(^|\/)vbaProject\.bin$/i, 'docx: macros present (not executed)', true],
  [/^word\/activeX\//i, 'docx: ActiveX controls present (not executed)', true],
  [/^word\/embeddings\//i, 'docx: embedded objects present (not opened or scanned)', true],
  [/^word\/media\//i, 'docx: embedded media present (not processed; no OCR)', false],
];

function isXmlPart(name: string): boolean {
  return /\.(xml|rels)$/i.test(name) && !/^word\/(media|embeddings|activeX)\//i.test(name);
}

/** Lists, checks and inflates the XML parts; stops between parts once the deadline passes. */
export function openDocxPackage(data: Uint8Array, deadline: number): DocxPackage {
  let entries: ZipEntry[];
  try {
    entries = readZipDirectory(data);
  } catch (e) {
    reject(e instanceof ZipError ? e.message : 'not a readable zip archive', e);
  }
  checkDirectory(entries);
  const notices: DocxPackage['notices'] = [];
  for (const [pattern, message, partial] of ACTIVE_CONTENT) {
    const n = entries.filter((e) => pattern.test(e.name)).length;
    if (n > 0) notices.push({ message: n > 1 && !message.includes('macros') ? `${message} (${n} parts)` : message, partial });
  }
  const parts = new Map<string, string>();
  for (const entry of entries.filter((e) => isXmlPart(e.name))) {
    if (Date.now() >= deadline) {
      notices.push({ message: 'docx: extraction deadline reached; some parts were not read', partial: true });
      break;
    }
    parts.set(entry.name, readPart(data, entry));
  }
  if (!parts.has('word/document.xml')) reject('no word/document.xml part');
  return { parts, notices };
}

function readPart(data: Uint8Array, entry: ZipEntry): string {
  let xml: string;
  try {
    xml = new TextDecoder().decode(readZipEntry(data, entry));
  } catch (e) {
    reject(e instanceof ZipError ? e.message : `${entry.name} could not be read`, e);
  }
  // Word never writes a DTD; one in a part can only be an entity-expansion or external-entity trick.
  if (/<!DOCTYPE/i.test(xml)) reject(`${entry.name} declares a DTD`);
  return xml;
}

/** Re-zips the XML parts (stored) so mammoth sees only checked, bounded XML and never a binary part. */
export function cleanPackage(parts: Map<string, string>): Uint8Array {
  return writeZip([...parts].map(([name, data]) => ({ name, data })));
}
