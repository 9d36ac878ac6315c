/**
 * Offset conversion for evidence spans. Internally every offset is a UTF-16 code unit index (JavaScript
 * string semantics); the API reports UTF-8 byte offsets (`*_byte`) and Unicode code point offsets (`*_char`).
 */

/** Maps UTF-16 indices of one text to UTF-8 byte and code point offsets, in one forward pass per call batch. */
export class OffsetMap {
  constructor(private readonly text: string) {}

  /** Converts sorted-or-not UTF-16 indices; returns [byte, char] pairs in the same order. */
  convert(indices: number[]): Array<[number, number]> {
    const order = indices.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
    const out = new Array<[number, number]>(indices.length);
    let pos = 0, bytes = 0, chars = 0;
    for (const [target, slot] of order) {
      while (pos < target && pos < this.text.length) {
        const c = this.text.charCodeAt(pos);
        if (c >= 0xd800 && c <= 0xdbff && pos + 1 < this.text.length) {
          const d = this.text.charCodeAt(pos + 1);
          if (d >= 0xdc00 && d <= 0xdfff) { bytes += 4; chars += 1; pos += 2; continue; }
        }
        bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
        chars += 1;
        pos += 1;
      }
      out[slot] = [bytes, chars];
    }
    return out;
  }
}

/** Length of a string in UTF-8 bytes. */
export function utf8Length(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}
