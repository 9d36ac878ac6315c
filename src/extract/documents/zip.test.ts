import { describe, expect, test } from 'bun:test';
import { readZipDirectory, readZipEntry, writeZip, ZipError } from './zip.ts';

const text = (b: Uint8Array) => new TextDecoder().decode(b);

/** Overwrites the declared uncompressed size of the first central-directory record. */
function forgeSize(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let i = out.length - 22; i >= 0; i--) {
    if (view.getUint32(i, true) === 0x02014b50) { view.setUint32(i + 24, size, true); break; }
  }
  return out;
}

describe('zip', () => {
  test('round trip of stored and deflated entries', () => {
    const zip = writeZip([{ name: 'a.txt', data: 'hello' }, { name: 'dir/b.xml', data: '<x>é</x>'.repeat(100), deflate: true }]);
    const entries = readZipDirectory(zip);
    expect(entries.map((e) => [e.name, e.method])).toEqual([['a.txt', 0], ['dir/b.xml', 8]]);
    expect(text(readZipEntry(zip, entries[0]))).toBe('hello');
    expect(text(readZipEntry(zip, entries[1]))).toBe('<x>é</x>'.repeat(100));
    expect(entries[1].compressedSize).toBeLessThan(entries[1].size);
  });

  test('an entry that inflates past its declared size fails instead of filling memory', () => {
    const zip = forgeSize(writeZip([{ name: 'bomb.xml', data: new Uint8Array(5_000_000), deflate: true }]), 1_000);
    const [entry] = readZipDirectory(zip);
    expect(entry.size).toBe(1_000);
    expect(() => readZipEntry(zip, entry)).toThrow(ZipError);
  });

  test('not a zip, or a truncated one, is a ZipError', () => {
    expect(() => readZipDirectory(new TextEncoder().encode('PK\x03\x04 not really a zip archive at all'))).toThrow(ZipError);
    const zip = writeZip([{ name: 'a', data: 'x'.repeat(1000), deflate: true }]);
    expect(() => readZipDirectory(zip.subarray(0, zip.length - 30))).toThrow(ZipError);
  });
});
