/**
 * Features of the L2 n-gram models, shared by training (scripts/ml/train-l2.ts) and inference (ngram-model.ts):
 * the same normalisation, the same hash, the same buckets, so the weights mean the same thing in both.
 *
 * Text → normalised text (NFKC, lower case, Latin accents stripped, lookalike letters folded, zero-width, bidi
 * and unknown tag characters dropped, tag characters that shadow ASCII decoded, whitespace runs collapsed to one
 * space), with a map from each normalised character back to its UTF-16 offset in the input. Features = hashed
 * word 1..2-grams and character 3..5-grams over the whole normalised string (padded with a space at both ends,
 * so word edges are part of the character n-grams), counted per bucket. Values are 1 + ln(count), then the
 * vector is scaled to unit L2 norm.
 *
 * Hash: 32-bit FNV-1a over UTF-16 code units, each n-gram family salted, finished with murmur3's fmix32, masked
 * to the bucket count (a power of two).
 */
import { HOMOGLYPHS } from '../l1/normalize/homoglyphs.ts';
import { isBidiControl, isInvisible, isTag, tagAscii } from '../l1/normalize/unicode-clean.ts';

export interface FeatureConfig {
  /** Number of hash buckets, a power of two. */
  buckets: number;
  /** Inclusive range of word n-gram lengths. */
  wordNgrams: [number, number];
  /** Inclusive range of character n-gram lengths. */
  charNgrams: [number, number];
  /** Size budget: UTF-16 units of input read per text; the rest is ignored. */
  maxChars: number;
}

export const DEFAULT_FEATURES: FeatureConfig = { buckets: 1 << 20, wordNgrams: [1, 2], charNgrams: [3, 5], maxChars: 16 * 1024 };

/** Normalised text and, for each of its UTF-16 units, the input offset it came from. */
export interface Normalized {
  text: string;
  /** offsets[i] = offset in the input of normalised unit i; offsets.length === text.length. */
  offsets: Int32Array;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const CHAR_SALT = 0x3c6ef372;
const WORD_SALT = 0x9e3779b9;
const BIGRAM_SALT = 0x7f4a7c15;
const MAX_WORD = 48;

/** murmur3 32-bit finaliser: spreads FNV's low bits before masking. */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a of a string's UTF-16 units (exported for tests and tools). */
export function fnv1a(s: string, seed = FNV_OFFSET): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h >>> 0;
}

// Fold of each non-ASCII BMP unit, computed on first use: '' drops it, otherwise the replacement string.
const foldCache: (string | undefined)[] = new Array(0x10000);
const LATIN_WITH_MARKS = /^([a-z])\p{M}+$/u;
const MARK = /^\p{M}$/u;
const SPACE = /^\s$/u;

function foldChar(ch: string): string {
  if (SPACE.test(ch)) return ' ';
  if (MARK.test(ch)) return '';
  let out = '';
  for (const c of ch.normalize('NFKC').toLowerCase()) {
    const cp = c.codePointAt(0)!;
    const h = HOMOGLYPHS.get(cp);
    if (h !== undefined) { out += h.toLowerCase(); continue; }
    if (MARK.test(c)) continue;
    const m = LATIN_WITH_MARKS.exec(c.normalize('NFD'));
    out += m ? m[1] : c;
  }
  return out;
}

function foldBmp(code: number): string {
  let f = foldCache[code];
  if (f === undefined) foldCache[code] = f = foldChar(String.fromCharCode(code));
  return f;
}

/** Normalises up to maxChars UTF-16 units of `input` for the model (see the file comment). */
export function normalizeForModel(input: string, maxChars = DEFAULT_FEATURES.maxChars): Normalized {
  const n = Math.min(input.length, maxChars);
  let buf = new Uint16Array(n + 16);
  let offsets = new Int32Array(n + 16);
  let len = 0;
  let lastSpace = true; // drops leading whitespace
  const push = (c: number, at: number) => {
    if (c === 32) {
      if (lastSpace) return;
      lastSpace = true;
    } else lastSpace = false;
    if (len === buf.length) {
      // NFKC can expand a character (e.g. a ligature or a fraction): grow.
      const b2 = new Uint16Array(buf.length * 2);
      b2.set(buf);
      buf = b2;
      const o2 = new Int32Array(offsets.length * 2);
      o2.set(offsets);
      offsets = o2;
    }
    buf[len] = c;
    offsets[len++] = at;
  };
  const pushStr = (s: string, at: number) => {
    for (let k = 0; k < s.length; k++) push(s.charCodeAt(k), at);
  };
  for (let i = 0; i < n; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80) {
      if (c >= 65 && c <= 90) push(c + 32, i);
      else if (c > 32 && c < 127) push(c, i);
      else if (c === 32 || (c >= 9 && c <= 13)) push(32, i);
      continue; // other C0 controls and DEL dropped
    }
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const cp = input.codePointAt(i)!;
      if (isTag(cp)) {
        const ascii = tagAscii(input, i, cp); // as the L1 normalised view reads it ('' = dropped)
        if (ascii) pushStr(ascii.toLowerCase(), i);
      } else if (!isInvisible(cp)) pushStr(foldChar(String.fromCodePoint(cp)), i);
      i++;
      continue;
    }
    if (isInvisible(c) || isBidiControl(c)) continue;
    pushStr(foldBmp(c), i);
  }
  if (len > 0 && buf[len - 1] === 32) len--;
  let text = '';
  for (let k = 0; k < len; k += 8192) text += String.fromCharCode(...buf.subarray(k, Math.min(len, k + 8192)));
  return { text, offsets: offsets.slice(0, len) };
}

/** A word character for word n-grams: ASCII letters and digits, underscore, and non-ASCII letters (most of them). */
function isWordUnit(c: number): boolean {
  if (c < 0x80) return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95;
  // General punctuation, CJK punctuation, box drawing, arrows, symbols and emoji surrogates count as separators.
  return !((c >= 0x2000 && c <= 0x2bff) || (c >= 0x3000 && c <= 0x303f) || (c >= 0xd800 && c <= 0xdfff) || (c >= 0xfe30 && c <= 0xfe4f)
    || c === 0xa0 || c === 0xab || c === 0xbb || c === 0xb7 || c === 0xbf || c === 0xa1);
}

/** Where each feature occurrence lies in the normalised text: bucket, start, length, family (0 char, 1 word). */
export type FeatureSink = (bucket: number, start: number, length: number, family: number) => void;

/**
 * Calls sink for every feature occurrence of the normalised text, in a fixed order (character n-grams, then
 * words). The character n-grams run over ' ' + text + ' '; their starts are reported in text coordinates,
 * clamped into it.
 */
export function forEachFeature(text: string, cfg: FeatureConfig, sink: FeatureSink): void {
  const mask = cfg.buckets - 1;
  const [cmin, cmax] = cfg.charNgrams;
  const padded = ` ${text} `;
  const L = padded.length;
  for (let i = 0; i + cmin <= L; i++) {
    let h = FNV_OFFSET ^ CHAR_SALT;
    const top = Math.min(cmax, L - i);
    for (let k = 0; k < top; k++) {
      h = Math.imul(h ^ padded.charCodeAt(i + k), FNV_PRIME);
      if (k + 1 >= cmin) {
        const start = Math.max(0, i - 1);
        const end = Math.min(text.length, i - 1 + k + 1);
        sink(fmix32(h ^ (k + 1)) & mask, start, Math.max(0, end - start), 0);
      }
    }
  }
  const [wmin, wmax] = cfg.wordNgrams;
  if (wmax < 1) return;
  // Word hashes of the last wmax words, for n-grams.
  const hist: number[] = [];
  const starts: number[] = [];
  for (let i = 0; i < text.length; ) {
    if (!isWordUnit(text.charCodeAt(i))) { i++; continue; }
    const s = i;
    let h = FNV_OFFSET ^ WORD_SALT;
    while (i < text.length && isWordUnit(text.charCodeAt(i))) {
      if (i - s < MAX_WORD) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
      i++;
    }
    hist.push(h >>> 0);
    starts.push(s);
    if (hist.length > wmax) { hist.shift(); starts.shift(); }
    let g = 0;
    for (let n = 1; n <= hist.length; n++) {
      const w = hist[hist.length - n];
      g = n === 1 ? w : Math.imul(g ^ BIGRAM_SALT, FNV_PRIME) ^ w;
      if (n >= wmin) {
        const st = starts[starts.length - n];
        sink(fmix32(g ^ Math.imul(n, 0x27d4eb2d)) & mask, st, i - st, 1);
      }
    }
  }
}

/** A sparse feature vector: buckets (ascending) and their unit-norm values. */
export interface SparseVector {
  index: Int32Array;
  value: Float32Array;
  /** Occurrence count per bucket (for explanations). */
  count: Int32Array;
}

/**
 * Builds sparse vectors with one scratch array: not re-entrant, one per thread. Training builds millions of
 * vectors and inference one per chunk, so the scratch space is allocated once.
 */
export class Featurizer {
  private readonly counts: Int32Array;
  private touched: Int32Array;
  private nTouched = 0;

  constructor(readonly cfg: FeatureConfig = DEFAULT_FEATURES) {
    if (cfg.buckets <= 0 || (cfg.buckets & (cfg.buckets - 1)) !== 0) throw new Error(`buckets must be a power of two, got ${cfg.buckets}`);
    this.counts = new Int32Array(cfg.buckets);
    this.touched = new Int32Array(4096);
  }

  private readonly add = (b: number): void => {
    if (this.counts[b]++ === 0) {
      if (this.nTouched === this.touched.length) {
        const t = new Int32Array(this.touched.length * 2);
        t.set(this.touched);
        this.touched = t;
      }
      this.touched[this.nTouched++] = b;
    }
  };

  /** The feature vector of already normalised text. */
  vectorOfNormalized(text: string): SparseVector {
    this.nTouched = 0;
    forEachFeature(text, this.cfg, this.add);
    const index = this.touched.slice(0, this.nTouched).sort();
    const value = new Float32Array(index.length);
    const count = new Int32Array(index.length);
    let ss = 0;
    for (let k = 0; k < index.length; k++) {
      const c = this.counts[index[k]];
      this.counts[index[k]] = 0;
      count[k] = c;
      const v = 1 + Math.log(c);
      value[k] = v;
      ss += v * v;
    }
    const inv = ss > 0 ? 1 / Math.sqrt(ss) : 0;
    for (let k = 0; k < value.length; k++) value[k] *= inv;
    return { index, value, count };
  }

  /**
   * weights · vector(text) without building the vector (no sort, no allocation): the scoring fast path.
   * Equal to the dot product over vectorOfNormalized up to float rounding.
   */
  dotNormalized(text: string, weights: Float32Array): number {
    this.nTouched = 0;
    forEachFeature(text, this.cfg, this.add);
    let dot = 0;
    let ss = 0;
    for (let k = 0; k < this.nTouched; k++) {
      const b = this.touched[k];
      const v = 1 + Math.log(this.counts[b]);
      this.counts[b] = 0;
      dot += weights[b] * v;
      ss += v * v;
    }
    return ss > 0 ? dot / Math.sqrt(ss) : 0;
  }

  /** Normalises then vectorises. */
  vector(text: string): SparseVector {
    return this.vectorOfNormalized(normalizeForModel(text, this.cfg.maxChars).text);
  }
}
