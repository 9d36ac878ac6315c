/**
 * The L2 n-gram linear model: weight file format, calibrated scoring and score explanations.
 *
 * weights.bin (little-endian):
 *   0  'SWL2' magic
 *   4  u32 format version (1)
 *   8  u32 buckets (a power of two, equal to config.features.buckets)
 *   12 u32 dtype (1 = int16)
 *   16 f32 scale (weight = int16 × scale)
 *   20 f32 bias (raw logit bias)
 *   24 u32 reserved, 28 u32 reserved
 *   32 buckets × int16 weights
 *
 * config.json holds the feature configuration, the calibration (raw threshold tau and slope k: score =
 * sigmoid(k · (logit − tau)), so tau maps to 0.5), the cascade band and the sha256 of weights.bin.
 */
import { createHash } from 'node:crypto';
import type { CascadeBand, ChunkScore } from '../model-types.ts';
import { type FeatureConfig, Featurizer, forEachFeature, normalizeForModel } from './ngram-features.ts';

export const MAGIC = 'SWL2';
export const FORMAT_VERSION = 1;
export const HEADER_BYTES = 32;
const DTYPE_INT16 = 1;

export interface L2Config {
  id: string;
  version: string;
  label: string;
  features: FeatureConfig;
  /** Raw logit bias (also stored in weights.bin; the file's value is used). */
  bias: number;
  /**
   * Multi-scale scoring: the logit of a text is the max over the whole text and its windows of `size`
   * normalised characters every `stride` (texts longer than 1.5 × size only), so a short attack in a long chunk
   * is not diluted by the clean text around it.
   */
  window?: { size: number; stride: number };
  calibration: { tau: number; k: number; target_fpr: number; note?: string };
  band: CascadeBand;
  weights_file: string;
  weights_sha256: string;
  training?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Encodes float weights to the int16 file format. */
export function encodeWeights(weights: ArrayLike<number>, bias: number): Uint8Array {
  const n = weights.length;
  let max = 0;
  for (let i = 0; i < n; i++) max = Math.max(max, Math.abs(weights[i]));
  const scale = max > 0 ? max / 32767 : 1;
  const buf = new ArrayBuffer(HEADER_BYTES + 2 * n);
  const dv = new DataView(buf);
  for (let i = 0; i < 4; i++) dv.setUint8(i, MAGIC.charCodeAt(i));
  dv.setUint32(4, FORMAT_VERSION, true);
  dv.setUint32(8, n, true);
  dv.setUint32(12, DTYPE_INT16, true);
  dv.setFloat32(16, scale, true);
  dv.setFloat32(20, bias, true);
  for (let i = 0; i < n; i++) dv.setInt16(HEADER_BYTES + 2 * i, Math.round(weights[i] / scale), true);
  return new Uint8Array(buf);
}

/** Decodes weights.bin, checking magic, version, size and (when given) its sha256; errors name the file. */
export function decodeWeights(bytes: Uint8Array, cfg: Pick<L2Config, 'features' | 'weights_sha256'>, name: string): { weights: Float32Array; bias: number } {
  const fail = (why: string): never => {
    throw new Error(`L2 model file ${name} is corrupt: ${why}`);
  };
  if (bytes.byteLength < HEADER_BYTES) fail(`${bytes.byteLength} bytes, shorter than the ${HEADER_BYTES}-byte header`);
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = String.fromCharCode(dv.getUint8(0), dv.getUint8(1), dv.getUint8(2), dv.getUint8(3));
  if (magic !== MAGIC) fail(`bad magic ${JSON.stringify(magic)}`);
  const version = dv.getUint32(4, true);
  if (version !== FORMAT_VERSION) fail(`format version ${version}, expected ${FORMAT_VERSION}`);
  const buckets = dv.getUint32(8, true);
  if (buckets !== cfg.features.buckets) fail(`${buckets} buckets, config.json says ${cfg.features.buckets}`);
  if (dv.getUint32(12, true) !== DTYPE_INT16) fail(`unknown dtype ${dv.getUint32(12, true)}`);
  const expected = HEADER_BYTES + 2 * buckets;
  if (bytes.byteLength !== expected) fail(`${bytes.byteLength} bytes, expected ${expected} (truncated or padded)`);
  if (cfg.weights_sha256) {
    const sha = createHash('sha256').update(bytes).digest('hex');
    if (sha !== cfg.weights_sha256) fail(`sha256 ${sha.slice(0, 12)}… does not match config.json`);
  }
  const scale = dv.getFloat32(16, true);
  const bias = dv.getFloat32(20, true);
  if (!Number.isFinite(scale) || !Number.isFinite(bias)) fail('non-finite scale or bias');
  const weights = new Float32Array(buckets);
  const raw = new Int16Array(bytes.slice(HEADER_BYTES).buffer);
  for (let i = 0; i < buckets; i++) weights[i] = raw[i] * scale;
  return { weights, bias };
}

/** Checks a parsed config.json enough to use it; errors name the file. */
export function validateConfig(raw: unknown, name: string): L2Config {
  const c = raw as L2Config;
  const bad = (why: string): never => {
    throw new Error(`L2 model file ${name} is corrupt: ${why}`);
  };
  if (!c || typeof c !== 'object') bad('not a JSON object');
  if (typeof c.id !== 'string' || typeof c.version !== 'string') bad('id or version missing');
  const f = c.features;
  if (!f || !Number.isInteger(f.buckets) || !Array.isArray(f.wordNgrams) || !Array.isArray(f.charNgrams) || !Number.isInteger(f.maxChars)) bad('features missing or malformed');
  const cal = c.calibration;
  if (!cal || !Number.isFinite(cal.tau) || !Number.isFinite(cal.k) || cal.k <= 0) bad('calibration missing or malformed');
  if (!c.band || !(c.band.low >= 0 && c.band.low <= c.band.high && c.band.high <= 1)) bad('band missing or malformed');
  return c;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Most reasons listed per score. */
const MAX_REASONS = 5;
/** A span longer than this is narrowed to the best window of SPAN_WINDOW units. */
const MAX_SPAN = 320;
const SPAN_WINDOW = 200;
/** Below this score no explanation is computed (the cascade only shows reasons on findings). */
const EXPLAIN_FROM = 0.2;

/** A loaded n-gram model. One per thread: its featurizer keeps scratch space. */
export class NgramModel {
  private readonly featurizer: Featurizer;

  constructor(readonly config: L2Config, private readonly weights: Float32Array, private readonly bias: number) {
    this.featurizer = new Featurizer(config.features);
  }

  /** Raw logit of a text (multi-scale: see L2Config.window). */
  logit(text: string): number {
    return this.best(normalizeForModel(text, this.config.features.maxChars).text).z;
  }

  /** Raw logit of one piece of normalised text, no windows. */
  logitOfNormalized(norm: string): number {
    return this.bias + this.featurizer.dotNormalized(norm, this.weights);
  }

  /** The highest-scoring piece of normalised text: the whole, or one of its windows. */
  private best(norm: string): { z: number; start: number; end: number } {
    let best = { z: this.logitOfNormalized(norm), start: 0, end: norm.length };
    const w = this.config.window;
    if (w && norm.length > 1.5 * w.size) {
      for (let s = 0; s < norm.length; s += w.stride) {
        let a = s;
        // Start and end windows on word boundaries where one is near, so edge n-grams are whole words.
        if (a > 0) { const sp = norm.indexOf(' ', a); if (sp >= 0 && sp - a < 24) a = sp + 1; }
        let e = Math.min(norm.length, a + w.size);
        if (e < norm.length) { const sp = norm.lastIndexOf(' ', e); if (sp > a && e - sp < 24) e = sp; }
        const z = this.logitOfNormalized(norm.slice(a, e));
        if (z > best.z) best = { z, start: a, end: e };
        if (e >= norm.length) break;
      }
    }
    return best;
  }

  /** Calibrated score of a raw logit. */
  calibrate(logit: number): number {
    const { tau, k } = this.config.calibration;
    return sigmoid(k * (logit - tau));
  }

  /** Calibrated score with reasons and span (for scores from EXPLAIN_FROM up). */
  score(text: string): ChunkScore {
    const norm = normalizeForModel(text, this.config.features.maxChars);
    const b = this.best(norm.text);
    const score = this.calibrate(b.z);
    if (score < EXPLAIN_FROM || norm.text.length === 0) return { score };
    const piece = norm.text.slice(b.start, b.end);
    const v = this.featurizer.vectorOfNormalized(piece);
    return { score, ...this.explain(text, piece, norm.offsets.subarray(b.start, b.end), v.index, v.value, v.count) };
  }

  // Explanation scratch, one slot per bucket, reset after each use (only the touched slots).
  private per: Float32Array | null = null;
  private first: Int32Array | null = null;

  private explain(text: string, norm: string, offsets: Int32Array, index: Int32Array, value: Float32Array, count: Int32Array): Pick<ChunkScore, 'span' | 'reasons'> {
    const buckets = this.config.features.buckets;
    const per = (this.per ??= new Float32Array(buckets));
    const first = (this.first ??= new Int32Array(buckets).fill(-1));
    // Per-occurrence contribution of each bucket: its weight × value, shared among its occurrences.
    const total = new Float64Array(index.length);
    for (let k = 0; k < index.length; k++) {
      total[k] = this.weights[index[k]] * value[k];
      per[index[k]] = total[k] / count[k];
    }
    const contrib = new Float64Array(norm.length + 1);
    forEachFeature(norm, this.config.features, (b, start, length, family) => {
      if (first[b] < 0) first[b] = (start * 2 + family) * 4096 + Math.min(length, 4095);
      const len = Math.max(1, length);
      const share = per[b] / len;
      const end = Math.min(start + len, norm.length);
      for (let i = start; i < end; i++) contrib[i] += share;
    });
    // Into input coordinates.
    const orig = new Float64Array(text.length + 1);
    for (let i = 0; i < norm.length; i++) orig[offsets[i]] += contrib[i];
    const reasons = topReasons(norm, index, total, first);
    for (let k = 0; k < index.length; k++) {
      per[index[k]] = 0;
      first[index[k]] = -1;
    }
    return { span: bestSpan(text, orig, offsets.length ? offsets[offsets.length - 1] + 1 : text.length), reasons };
  }
}

/** The sentence (or, in a long sentence, the SPAN_WINDOW-unit window) with the largest summed contribution. */
function bestSpan(text: string, contrib: Float64Array, limit: number): { start: number; end: number } | undefined {
  const end = Math.min(text.length, limit);
  let best: { start: number; end: number } | undefined;
  let bestSum = 0;
  const consider = (s: number, e: number) => {
    while (s < e && /\s/.test(text[s])) s++;
    while (e > s && /\s/.test(text[e - 1])) e--;
    if (e <= s) return;
    if (e - s > MAX_SPAN) {
      // Sliding window over the long sentence.
      let sum = 0;
      for (let i = s; i < s + SPAN_WINDOW; i++) sum += contrib[i];
      let bs = s;
      let bsum = sum;
      for (let i = s + SPAN_WINDOW; i < e; i++) {
        sum += contrib[i] - contrib[i - SPAN_WINDOW];
        if (sum > bsum) { bsum = sum; bs = i - SPAN_WINDOW + 1; }
      }
      if (bsum > bestSum) { bestSum = bsum; best = { start: bs, end: bs + SPAN_WINDOW }; }
      return;
    }
    let sum = 0;
    for (let i = s; i < e; i++) sum += contrib[i];
    if (sum > bestSum) { bestSum = sum; best = { start: s, end: e }; }
  };
  let s = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    const boundary = c === 10 || ((c === 46 || c === 33 || c === 63) && i + 1 < end && /\s/.test(text[i + 1]));
    if (boundary) { consider(s, i + 1); s = i + 1; }
  }
  consider(s, end);
  if (best) {
    // Never cut a surrogate pair.
    if (best.start > 0 && isLow(text.charCodeAt(best.start))) best.start--;
    if (best.end < text.length && isLow(text.charCodeAt(best.end))) best.end++;
  }
  return best;
}

const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** The n-grams with the largest positive contributions, as `"text" (+0.42)`; overlapping character n-grams folded. */
function topReasons(norm: string, index: Int32Array, total: Float64Array, first: Int32Array): string[] {
  const ranked = [...total.keys()].filter((k) => total[k] > 0).sort((a, b) => total[b] - total[a]).slice(0, 64);
  const out: string[] = [];
  const seen: string[] = [];
  for (const k of ranked) {
    const b = index[k];
    const c = total[k];
    if (out.length >= MAX_REASONS) break;
    const f = first[b];
    if (f < 0) continue;
    const length = f % 4096;
    const family = Math.floor(f / 4096) % 2;
    const start = Math.floor(f / 8192);
    const gram = norm.slice(start, start + length).trim();
    // Character n-grams of under four characters ("an", "re") say nothing to a reader.
    if (gram.length < (family === 1 ? 2 : 4) || seen.some((s) => s.includes(gram) || gram.includes(s))) continue;
    seen.push(gram);
    out.push(`${family === 1 ? 'words' : 'chars'} "${gram}" (+${c.toFixed(2)})`);
  }
  return out;
}
