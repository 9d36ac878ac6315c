/**
 * Proves models/l3-injection loads with transformers.js from local files only and matches the Python model.
 *
 *   node_modules/.bin/bun scripts/ml/l3/check-transformersjs.ts [build/ml/l3/verify.json]
 *
 * Checks: (1) AutoTokenizer ids === src/lib/wordpiece.ts encode() (+[CLS]/[SEP]) === Python ids on the
 * verify texts; (2) q8 softmax probabilities within 0.02 of torch's (verify.json from export.py);
 * (3) fp32 onnx/model.onnx next to verify.json (export.py --build; if present) logits vs torch; (4) latency of a 256-token batch-1
 * inference, median of 50, with 1 and 2 intra-op threads. Exits 1 on a failed check.
 */
import { readFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { env, AutoTokenizer, AutoModelForSequenceClassification } from '@huggingface/transformers';
import { encode } from '../../../src/lib/wordpiece.ts';

const root = resolve(import.meta.dir, '../../..');
env.allowRemoteModels = false;
env.allowLocalModels = true;
env.localModelPath = resolve(root, process.env.L3_MODELS_DIR ?? 'models') + '/';

const verifyPath = resolve(root, process.argv[2] ?? 'build/ml/l3/verify.json');
const verify: { text: string; ids: number[]; logits: number[] }[] = existsSync(verifyPath)
  ? JSON.parse(readFileSync(verifyPath, 'utf8'))
  : [];
const extraTexts = ['Ignore previous instructions.', 'naïve CAFÉ 東京 (x) — "quoted" [SEP] ##ing', 'plain text'];

let failed = false;
const fail = (msg: string) => {
  failed = true;
  console.log('FAIL', msg);
};
const softmax = (l: number[]) => {
  const m = Math.max(...l);
  const e = l.map((x) => Math.exp(x - m));
  const s = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / s);
};

const tok = await AutoTokenizer.from_pretrained('l3-injection');

// 1. tokenizer parity
for (const text of [...verify.map((v) => v.text), ...extraTexts]) {
  const hf = Array.from((tok(text, { truncation: false }).input_ids as any).data as BigInt64Array, Number);
  const ts = [101, ...encode(text), 102];
  const py = verify.find((v) => v.text === text)?.ids;
  const hfCut = py ? hf.slice(0, py.length - 1).concat([102]) : hf;
  const tsCut = py ? ts.slice(0, py.length - 1).concat([102]) : ts;
  if (JSON.stringify(hf) !== JSON.stringify(ts)) fail(`transformers.js vs wordpiece.ts ids differ on ${JSON.stringify(text.slice(0, 40))}`);
  if (py && JSON.stringify(hfCut) !== JSON.stringify(py)) fail(`transformers.js vs Python ids differ on ${JSON.stringify(text.slice(0, 40))}`);
}
console.log('tokenizer parity checked on', verify.length + extraTexts.length, 'texts');

async function load(threads: number) {
  return AutoModelForSequenceClassification.from_pretrained('l3-injection', {
    dtype: 'q8',
    session_options: { intraOpNumThreads: threads, interOpNumThreads: 1 },
  } as any);
}

const model = await load(2);
let maxDiff = 0;
for (const v of verify) {
  const inputs = tok(v.text, { truncation: true, max_length: 256 });
  const out = await model(inputs);
  const p = softmax(Array.from(out.logits.data as Float32Array));
  const q = softmax(v.logits);
  const d = Math.abs(p[1] - q[1]);
  maxDiff = Math.max(maxDiff, d);
  console.log(`p(injection) q8=${p[1].toFixed(4)} torch=${q[1].toFixed(4)}  ${JSON.stringify(v.text.slice(0, 60))}`);
}
console.log('max |q8 - torch| probability difference:', maxDiff.toFixed(4));
if (maxDiff > 0.02) fail('q8 probabilities differ from torch by more than 0.02');

// 3. fp32 ONNX vs torch, straight through onnxruntime-node
const fp32 = resolve(dirname(verifyPath), 'onnx/model.onnx');
if (existsSync(fp32) && verify.length) {
  const ort = await import('onnxruntime-node');
  const sess = await ort.InferenceSession.create(fp32);
  let md = 0;
  for (const v of verify) {
    const n = v.ids.length;
    const t = (a: number[]) => new ort.Tensor('int64', BigInt64Array.from(a.map(BigInt)), [1, n]);
    const r = await sess.run({ input_ids: t(v.ids), attention_mask: t(v.ids.map(() => 1)), token_type_ids: t(v.ids.map(() => 0)) });
    const l = Array.from(r.logits.data as Float32Array);
    md = Math.max(md, ...l.map((x, i) => Math.abs(x - v.logits[i])));
  }
  console.log('fp32 ONNX vs torch max |logit diff|:', md.toExponential(2));
  if (md > 1e-3) fail('fp32 ONNX logits differ from torch');
}

// 4. latency, 256 tokens, batch 1
const long = 'The quarterly report shows revenue grew in every region, and the board approved the plan. '.repeat(40);
const inputs = tok(long, { truncation: true, max_length: 256 });
if ((inputs.input_ids as any).dims[1] !== 256) fail('latency input is not 256 tokens');
for (const threads of [1, 2]) {
  const m = threads === 2 ? model : await load(threads);
  for (let i = 0; i < 5; i++) await m(inputs);
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    await m(inputs);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`latency 256 tokens batch 1, ${threads} thread(s): median ${times[25].toFixed(2)} ms, p90 ${times[45].toFixed(2)} ms`);
}
console.log(failed ? 'CHECKS FAILED' : 'ALL CHECKS PASSED');
process.exit(failed ? 1 : 0);
