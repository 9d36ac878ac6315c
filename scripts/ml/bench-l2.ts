/**
 * Latency of the L2 injection model per chunk: median and p95 over many ~1 KB chunks (254-token windows of the
 * dev documents), one thread, explanation included where the score asks for one.
 *
 *   node_modules/.bin/bun scripts/ml/bench-l2.ts [build/ml/injection/dev.jsonl]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createL2InjectionDetector } from '../../src/detect/l2/injection-l2.ts';
import { chunkText } from '../../src/lib/chunker.ts';

const file = resolve(process.argv[2] ?? 'build/ml/injection/dev.jsonl');
const texts = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text);
const chunks = texts.flatMap((t) => chunkText(t).map((c) => c.text)).filter((t) => t.length >= 800 && t.length <= 1400).slice(0, 3000);
const t0 = performance.now();
const model = await createL2InjectionDetector().load();
const loadMs = performance.now() - t0;
for (const c of chunks.slice(0, 200)) await model.score([c]); // warm-up
const times: number[] = [];
for (const c of chunks) {
  const s = performance.now();
  await model.score([c]);
  times.push(performance.now() - s);
}
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
const meanLen = chunks.reduce((a, c) => a + c.length, 0) / chunks.length;
console.log(JSON.stringify({ chunks: chunks.length, mean_chars: Math.round(meanLen), load_ms: +loadMs.toFixed(1), median_ms: +q(0.5).toFixed(3), p95_ms: +q(0.95).toFixed(3), max_ms: +times[times.length - 1].toFixed(3) }));
