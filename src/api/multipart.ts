/**
 * A bounded multipart/form-data parser over the raw body bytes. Bun's formData() decodes text parts with
 * replacement characters, which hides non-UTF-8 input the spec says to refuse; raw parts also give the
 * idempotency fingerprint its "fields and files in order, boundary ignored" view.
 */
import { ApiError } from '../lib/errors.ts';

export interface RawPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Uint8Array;
}

/** At most this many parts: 100 documents plus text and config, with room for a clear error. */
const MAX_PARTS = 128;
const MAX_HEADER_BYTES = 8 * 1024;
const malformed = (why: string) => new ApiError('malformed_request', `Malformed multipart/form-data body: ${why}`);

/** The boundary parameter of a multipart Content-Type. */
export function boundaryOf(contentType: string): string {
  const m = contentType.match(/;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i);
  if (!m) throw malformed('Content-Type has no boundary');
  return m[1] ?? m[2];
}

/** Splits the body into parts, in order. */
export function parseMultipart(body: Uint8Array, boundary: string): RawPart[] {
  const enc = new TextEncoder();
  const delim = enc.encode(`--${boundary}`);
  const buf = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  let pos = buf.indexOf(delim);
  if (pos < 0) throw malformed('boundary not found');
  const parts: RawPart[] = [];
  for (;;) {
    pos += delim.length;
    if (buf[pos] === 0x2d && buf[pos + 1] === 0x2d) return parts; // closing "--boundary--"
    if (buf[pos] !== 0x0d || buf[pos + 1] !== 0x0a) throw malformed('expected CRLF after boundary');
    pos += 2;
    const headerEnd = buf.indexOf('\r\n\r\n', pos);
    if (headerEnd < 0 || headerEnd - pos > MAX_HEADER_BYTES) throw malformed('part headers missing or too long');
    const headers = buf.subarray(pos, headerEnd).toString('latin1');
    const next = buf.indexOf(Buffer.concat([Buffer.from('\r\n'), delim]), headerEnd + 4);
    if (next < 0) throw malformed('closing boundary missing');
    parts.push({ ...parsePartHeaders(headers), data: body.subarray(headerEnd + 4, next) });
    if (parts.length > MAX_PARTS) throw new ApiError('invalid_input', `at most ${MAX_PARTS} multipart parts`);
    pos = next + 2;
  }
}

function parsePartHeaders(raw: string): Omit<RawPart, 'data'> {
  let name: string | undefined, filename: string | undefined, contentType: string | undefined;
  for (const line of raw.split('\r\n')) {
    const colon = line.indexOf(':');
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'content-type') contentType = value;
    if (key !== 'content-disposition') continue;
    name = param(value, 'name');
    filename = param(value, 'filename');
  }
  if (name === undefined) throw malformed('a part has no Content-Disposition name');
  // Filenames arrive as raw UTF-8 bytes in a latin1 view; re-decode them for display.
  const decoded = filename === undefined ? undefined : Buffer.from(filename, 'latin1').toString('utf8');
  return { name, filename: decoded, contentType };
}

function param(header: string, key: string): string | undefined {
  const m = header.match(new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, 'i')) ?? header.match(new RegExp(`;\\s*${key}=([^;\\s]+)`, 'i'));
  return m?.[1].replace(/\\(.)/g, '$1');
}
