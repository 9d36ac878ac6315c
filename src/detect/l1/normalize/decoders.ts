/**
 * Finds base64, hex and URL-encoded runs in a text and decodes them, keeping only results that read as text
 * (valid UTF-8, mostly printable): binary blobs, hashes and ordinary long words decode to garbage and are dropped.
 */
import { type Prescan, prescan } from './prescan.ts';

/** The run encodings the decoder knows (ROT13 is applied to a whole chunk, not found as runs). */
export type Encoding = 'base64' | 'hex' | 'url';

/** A candidate encoded run: [start, end) in the searched text. */
export interface EncodedRun {
  start: number;
  end: number;
  encoding: Encoding;
}

/** Shortest base64 or hex run worth decoding (12 bytes of base64, 8 bytes of hex). */
export const MIN_RUN = 16;
/** Fewest %XX escapes before a token counts as URL-encoded. */
export const MIN_ESCAPES = 3;

const ESCAPE = /%[0-9A-Fa-f]{2}/g;

/**
 * Up to `limit` candidate runs, in text order: URL-encoded tokens first claim their span, then the prescan's
 * base64-alphabet runs (with up to two '=' of padding), hex when every character is a hex digit.
 */
export function findRuns(text: string, limit: number, pre: Prescan = prescan(text, MIN_RUN, limit)): EncodedRun[] {
  const runs = pre.percent ? urlRuns(text, limit) : [];
  const taken = runs.slice();
  for (const [start, alphabetEnd] of pre.b64Runs) {
    if (runs.length >= limit) break;
    let end = alphabetEnd;
    while (end < text.length && end - alphabetEnd < 2 && text.charCodeAt(end) === 0x3d) end++;
    if (taken.some((r) => start < r.end && r.start < end)) continue;
    const digits = hexDigitsFrom(text, start, end);
    if (digits >= 0 && end - digits >= MIN_RUN) runs.push({ start: digits, end, encoding: 'hex' });
    else runs.push({ start, end, encoding: 'base64' });
  }
  return runs.sort((a, b) => a.start - b.start);
}

/**
 * Where the hex digits of text[start, end) start when it reads as /^(?:0x)?((?:[0-9A-Fa-f]{2})+)$/ does (an even,
 * non-empty number of hex digits after an optional "0x"), else -1; without slicing the run or running a regex.
 */
function hexDigitsFrom(text: string, start: number, end: number): number {
  // 'x' is no hex digit, so a run starting "0x" can only read as hex after it.
  const from = end - start > 2 && text.charCodeAt(start) === 48 && text.charCodeAt(start + 1) === 120 ? start + 2 : start;
  if (end === from || (end - from) % 2 !== 0) return -1;
  for (let i = from; i < end; i++) if (hexDigit(text.charCodeAt(i)) === 16) return -1;
  return from;
}

/**
 * The tokens (maximal runs of non-whitespace, as /\S+/g reads them) holding at least MIN_ESCAPES %XX escapes.
 * Found from each '%' outwards rather than by matching every token: most tokens of a text hold no '%'.
 */
function urlRuns(text: string, limit: number): EncodedRun[] {
  const out: EncodedRun[] = [];
  for (let at = text.indexOf('%'); at !== -1 && out.length < limit; ) {
    let start = at;
    while (start > 0 && !isSpaceUnit(text.charCodeAt(start - 1))) start--;
    let end = at + 1;
    while (end < text.length && !isSpaceUnit(text.charCodeAt(end))) end++;
    const token = text.slice(start, end);
    if ((token.match(ESCAPE)?.length ?? 0) >= MIN_ESCAPES) out.push({ start, end, encoding: 'url' });
    at = text.indexOf('%', end);
  }
  return out;
}

/**
 * True for the UTF-16 units /\s/ matches (ECMAScript WhiteSpace and LineTerminator: the Zs category, tab, VT, FF,
 * LF, CR, U+FEFF, U+2028, U+2029). Written out rather than derived from the regex at first use, which cost ~5 ms once
 * per process on the first chunk holding a '%'; decoders.test.ts checks it against /\s/ over every unit.
 */
export function isSpaceUnit(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f ||
    c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** Decodes one run's text; null when it is not valid, printable UTF-8 text. */
export function decodeRun(encoded: string, encoding: Encoding): string | null {
  if (encoding === 'hex') return asText(hexBytes(encoded));
  if (encoding === 'url') return asText(urlBytes(encoded));
  const bytes = base64Bytes(encoded);
  return bytes && asText(bytes);
}

/**
 * The bytes of a base64 or base64url string (trailing '=' ignored, a 4n+1st character dropped), or null as soon as
 * they cannot be UTF-8 (surelyInvalidUtf8 of what is decoded so far: asText would refuse them). Most runs tried are
 * random ids that fail within a few bytes, so they are never decoded whole. A string holding other characters
 * takes Buffer's reading of it.
 */
function base64Bytes(s: string): Uint8Array | null {
  let n = s.length;
  while (n > 0 && s.charCodeAt(n - 1) === 61) n--; // '='
  if (n % 4 === 1) n--;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || B64_VALUE[c] < 0) return bufferBase64(s);
  }
  const size = (n >> 2) * 3 + ((n & 3) === 0 ? 0 : (n & 3) - 1);
  if (scratch.length < size) scratch = new Uint8Array(Math.max(size, 2 * scratch.length));
  let prev = 0; // the byte before, as surelyInvalidUtf8 reads them
  let k = 0;
  for (let i = 0; i < n; i += 4) {
    const left = Math.min(4, n - i); // 4, or 2 or 3 at the end
    let bits = 0;
    for (let j = 0; j < left; j++) bits |= B64_VALUE[s.charCodeAt(i + j)] << (18 - 6 * j);
    for (let j = 0; j < left - 1; j++) {
      const b = (bits >> (16 - 8 * j)) & 0xff;
      if (notUtf8After(prev, b)) return null;
      scratch[k++] = prev = b;
    }
  }
  return scratch.slice(0, k);
}

/** Decoding scratch space, reused: most runs are refused before their bytes are copied out. */
let scratch = new Uint8Array(1024);

/** Value of each base64 and base64url character by code; -1 for any other. */
const B64_VALUE = Int8Array.from({ length: 128 }, (_, c) => {
  const ch = String.fromCharCode(c);
  const at = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.indexOf(ch);
  return at >= 0 ? at : ch === '-' ? 62 : ch === '_' ? 63 : -1;
});

/** The previous reading, for strings with characters outside both base64 alphabets. */
function bufferBase64(s: string): Uint8Array {
  const std = s.replace(/=+$/, '').replaceAll('-', '+').replaceAll('_', '/');
  // A length of 4n+1 cannot be base64; drop the odd character rather than the whole run.
  const body = std.length % 4 === 1 ? std.slice(0, -1) : std;
  return Buffer.from(body, 'base64');
}

function hexBytes(s: string): Uint8Array {
  const hex = s.startsWith('0x') ? s.slice(2) : s;
  const out = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < out.length; i++) {
    const hi = hexDigit(hex.charCodeAt(2 * i));
    const lo = hexDigit(hex.charCodeAt(2 * i + 1));
    // Hex runs hold only hex digits; anything else keeps parseInt's reading of the pair.
    out[i] = hi < 16 && lo < 16 ? (hi << 4) | lo : Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  }
  return out;
}

/** Value of an ASCII hex digit by code; 16 for every other ASCII unit. */
const HEX_DIGIT = Uint8Array.from({ length: 128 }, (_, c) => {
  const d = '0123456789abcdef'.indexOf(String.fromCharCode(c).toLowerCase());
  return d < 0 ? 16 : d;
});

/** The value of a UTF-16 unit as a hex digit, 16 when it is none (non-ASCII included). */
const hexDigit = (c: number): number => (c < 128 ? HEX_DIGIT[c] : 16);

const encoder = new TextEncoder();

/** %XX escapes become bytes, '+' a space (form encoding), other characters their UTF-8. */
function urlBytes(s: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x25 && /^[0-9A-Fa-f]{2}$/.test(s.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c === 0x2b) bytes.push(0x20);
    else if (c < 0x80) bytes.push(c);
    else bytes.push(...encoder.encode(s[i]));
  }
  return Uint8Array.from(bytes);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** Share of control characters above which a decoding is binary, not text. */
const MAX_CONTROL_SHARE = 0.1;
const LETTER = /\p{L}/u;

/**
 * The bytes as text when they are valid UTF-8, hold a letter and are at most 10% control characters. A letter of
 * any script counts: an override in Russian or Chinese, base64-encoded, decodes to no ASCII letter at all, while
 * random bytes are almost never valid UTF-8 that long.
 */
export function asText(bytes: Uint8Array): string | null {
  if (bytes.length === 0 || surelyInvalidUtf8(bytes)) return null;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return null;
  }
  let control = 0;
  let letter = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f) || c === 0xfffd) control++;
    else if (!letter && (((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || (c >= 0xc0 && LETTER.test(text[i])))) letter = true;
  }
  return letter && control <= text.length * MAX_CONTROL_SHARE ? text : null;
}

/**
 * True for byte sequences no UTF-8 decoder accepts, by checks far cheaper than a decode that throws (most runs
 * tried are random ids and hashes): a byte never used in UTF-8 (C0, C1, F5-FF), a continuation byte straight
 * after an ASCII byte or at the start, a lead byte not followed by a continuation byte. False says nothing.
 */
function surelyInvalidUtf8(bytes: Uint8Array): boolean {
  let prev = 0; // a byte below 0x80 before the first
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (notUtf8After(prev, b)) return true;
    prev = b;
  }
  return prev >= 0xc2; // a lead byte at the end
}

/** True when byte b cannot follow byte prev (0 before the first byte) in UTF-8, by surelyInvalidUtf8's checks. */
function notUtf8After(prev: number, b: number): boolean {
  if (b === 0xc0 || b === 0xc1 || b >= 0xf5) return true;
  const continuation = b >= 0x80 && b <= 0xbf;
  if (continuation && prev < 0x80) return true;
  return prev >= 0xc2 && !continuation; // prev was a lead byte (C2-F4)
}

/** ROT13 of ASCII letters; everything else unchanged (one unit in, one unit out). */
export function rot13(s: string): string {
  return s.replace(/[A-Za-z]/g, (ch) => {
    const base = ch <= 'Z' ? 65 : 97;
    return String.fromCharCode(((ch.charCodeAt(0) - base + 13) % 26) + base);
  });
}

const ROT13_MARKER = /\brot[- ]?13\b/i;

/** True when the text says it holds ROT13 (the only case we pay for a ROT13 view). */
export function mentionsRot13(text: string): boolean {
  return text.includes('13') && ROT13_MARKER.test(text); // the includes() skips the regex pass on most chunks
}
