/**
 * A small ZIP reader and writer for DOCX. The reader trusts nothing: it lists the central directory without
 * inflating anything, so the caller can refuse bombs up front, and inflates one entry at a time with an output
 * cap equal to the declared size, so an entry that lies about its size fails instead of filling memory.
 * The writer (stored or deflated entries) rebuilds a clean package for mammoth and builds test fixtures.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/** One central-directory record. */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** A structural problem with the archive; the message is safe to show. */
export class ZipError extends Error {}

const EOCD_SIG = 0x06054b50;
const CDH_SIG = 0x02014b50;
const LFH_SIG = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

function findEndRecord(view: DataView): number {
  // The end record sits in the last 22 bytes plus at most a 65,535-byte comment.
  const stop = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let i = view.byteLength - 22; i >= stop; i--) {
    if (view.getUint32(i, true) === EOCD_SIG) return i;
  }
  throw new ZipError('no end of central directory record');
}

/** Lists the entries from the central directory; linear in its size, inflates nothing. */
export function readZipDirectory(data: Uint8Array): ZipEntry[] {
  if (data.byteLength < 22) throw new ZipError('too short to be a zip archive');
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const end = findEndRecord(view);
  const count = view.getUint16(end + 10, true);
  let pos = view.getUint32(end + 16, true);
  if (pos === ZIP64_MARK || count === 0xffff) throw new ZipError('zip64 archives are not supported');
  const names = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (pos + 46 > end || view.getUint32(pos, true) !== CDH_SIG) throw new ZipError('central directory is damaged');
    const nameLen = view.getUint16(pos + 28, true);
    const skip = nameLen + view.getUint16(pos + 30, true) + view.getUint16(pos + 32, true);
    const entry: ZipEntry = {
      flags: view.getUint16(pos + 8, true),
      method: view.getUint16(pos + 10, true),
      compressedSize: view.getUint32(pos + 20, true),
      size: view.getUint32(pos + 24, true),
      localOffset: view.getUint32(pos + 42, true),
      name: names.decode(data.subarray(pos + 46, pos + 46 + nameLen)),
    };
    if (entry.size === ZIP64_MARK || entry.compressedSize === ZIP64_MARK) throw new ZipError('zip64 entries are not supported');
    entries.push(entry);
    pos += 46 + skip;
  }
  return entries;
}

/** Inflates one entry; fails if it is encrypted, uses an unknown method, or yields more than its declared size. */
export function readZipEntry(data: Uint8Array, entry: ZipEntry): Uint8Array {
  if (entry.flags & 1) throw new ZipError(`${entry.name} is encrypted`);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const at = entry.localOffset;
  if (at + 30 > data.byteLength || view.getUint32(at, true) !== LFH_SIG) throw new ZipError(`${entry.name}: bad local header`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > data.byteLength) throw new ZipError(`${entry.name} is truncated`);
  const raw = data.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw new ZipError(`${entry.name}: stored sizes disagree`);
    return raw;
  }
  if (entry.method !== 8) throw new ZipError(`${entry.name}: unsupported compression method ${entry.method}`);
  try {
    // maxOutputLength makes a lying size field fail fast instead of inflating a bomb.
    const out = inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.size) });
    if (out.byteLength !== entry.size) throw new ZipError(`${entry.name}: size does not match its declared size`);
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  } catch (e) {
    if (e instanceof ZipError) throw e;
    throw new ZipError(`${entry.name}: inflates past its declared size or is corrupt`);
  }
}

/** A file to put in an archive. */
export interface ZipInput {
  name: string;
  data: Uint8Array | string;
  deflate?: boolean;
}

function header(sig: number, fields: Array<[number, 2 | 4]>): Uint8Array {
  const size = 4 + fields.reduce((n, [, w]) => n + w, 0);
  const view = new DataView(new ArrayBuffer(size));
  view.setUint32(0, sig, true);
  let pos = 4;
  for (const [v, w] of fields) {
    if (w === 2) view.setUint16(pos, v, true);
    else view.setUint32(pos, v, true);
    pos += w;
  }
  return new Uint8Array(view.buffer);
}

/** Writes a zip archive (no zip64, UTF-8 names). */
export function writeZip(files: ZipInput[]): Uint8Array {
  const enc = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const f of files) {
    const data = typeof f.data === 'string' ? enc.encode(f.data) : f.data;
    const body = f.deflate ? new Uint8Array(deflateRawSync(data)) : data;
    const name = enc.encode(f.name);
    const crc = Bun.hash.crc32(data);
    const method = f.deflate ? 8 : 0;
    const common: Array<[number, 2 | 4]> = [[20, 2], [0x800, 2], [method, 2], [0, 2], [0, 2], [crc, 4], [body.byteLength, 4], [data.byteLength, 4], [name.byteLength, 2], [0, 2]];
    const local = header(LFH_SIG, common);
    chunks.push(local, name, body);
    central.push(header(CDH_SIG, [[20, 2], ...common, [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]]), name);
    offset += local.byteLength + name.byteLength + body.byteLength;
  }
  const cdSize = central.reduce((n, c) => n + c.byteLength, 0);
  const end = header(EOCD_SIG, [[0, 2], [0, 2], [files.length, 2], [files.length, 2], [cdSize, 4], [offset, 4], [0, 2]]);
  return new Uint8Array(Buffer.concat([...chunks, ...central, end]));
}
