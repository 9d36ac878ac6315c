/**
 * Where L1's regex time goes: every RegExp exec made while the product path (`runScan`, plan capped at L1)
 * scans bench-l1's mixed corpus, summed per regex source. A rule change that makes one pattern expensive shows
 * at the top (session 31: one negative lookbehind reading up to 200 characters back, evaluated at every
 * position, was 60 of threat's 79 ms of regex time and cost threat 57% of its throughput).
 *
 * Exec times include the timer's own overhead (~0.1 µs per call), so patterns run thousands of times read a
 * little high; compare runs of this script, not its totals with bench-l1's. Noisy on a shared machine: run twice.
 *
 * Usage: bun scripts/profile-l1-regex.ts <category[,category…]|all> [--mb 0.6] [--top 25] [--data DIR]
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDefaultRegistry } from '../src/detect/index.ts';
import { ModelRuntime } from '../src/detect/cascade/model-runtime.ts';
import { CATEGORIES, type Category, type ScanPlan } from '../src/detect/types.ts';
import { DEFAULT_POLICY } from '../src/fuse/policy.ts';
import { runScan } from '../src/jobs/pipeline.ts';
import { buildCorpus, mixed } from './bench/l1-corpus.ts';
import { DEFAULT_DATA_DIR } from './eval/data.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { mb: { type: 'string', default: '0.6' }, top: { type: 'string', default: '25' }, data: { type: 'string' } },
});
const ROOT = resolve(import.meta.dir, '..');
const categories = (positionals[0] ?? 'all') === 'all' ? [...CATEGORIES] : (positionals[0].split(',') as Category[]);
const docs = mixed(buildCorpus(ROOT, values.data ? resolve(values.data) : DEFAULT_DATA_DIR, Number(values.mb) * 1e6 / 6)).docs;
const env = { registry: createDefaultRegistry({ models: false }), policy: DEFAULT_POLICY, runtime: new ModelRuntime(0) };
const plan: ScanPlan = { categories, maxLevel: 'L1', gates: { l1: true, l2: false, l3: false, rules: {}, models: {} } };
const scanAll = async () => {
  for (let i = 0; i < docs.length; i++) await runScan({ jobId: `p${i}`, text: docs[i], plan, budgetMs: 600_000 }, env);
};

await scanAll(); // warm-up: builds the keyword indexes and JIT-compiles the regexes
const exec = RegExp.prototype.exec;
// Keyed by the RegExp object, summed per source afterwards: reading `this.source` on every exec hashes the pattern's
// text (up to ~47 KB for a name list), which made the timed run itself several times slower for list-backed patterns.
const perRegex = new Map<RegExp, { ms: number; calls: number }>();
RegExp.prototype.exec = function timedExec(this: RegExp, s: string) {
  const t0 = performance.now();
  const m = exec.call(this, s);
  const ms = performance.now() - t0;
  const e = perRegex.get(this);
  if (e) (e.ms += ms), e.calls++;
  else perRegex.set(this, { ms, calls: 1 });
  return m;
};
const t0 = performance.now();
try {
  await scanAll();
} finally {
  RegExp.prototype.exec = exec;
}
const total = performance.now() - t0;
const spent = new Map<string, { ms: number; calls: number }>();
for (const [re, e] of perRegex) {
  const sum = spent.get(re.source);
  if (sum) (sum.ms += e.ms), (sum.calls += e.calls);
  else spent.set(re.source, { ...e });
}
const rows = [...spent.entries()].sort((a, b) => b[1].ms - a[1].ms);
const regexMs = rows.reduce((n, [, e]) => n + e.ms, 0);
console.log(`${categories.join(',')} over ${values.mb} MB of bench-l1's mixed corpus: total ${total.toFixed(0)} ms, regex exec ${regexMs.toFixed(0)} ms`);
for (const [source, e] of rows.slice(0, Number(values.top))) {
  console.log(`${e.ms.toFixed(1).padStart(7)} ms ${String(e.calls).padStart(6)}  ${source.slice(0, 150)}`);
}
