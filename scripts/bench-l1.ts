/**
 * L1 throughput on mixed text (issue 5: ≥ 100 MB/s at the default rule set, and ≥ 5× secretlint on the same
 * corpus). Builds a deterministic corpus of documents from ../shared/data and this repository, then scans every
 * document through the product's own path: `createDefaultRegistry({ models: false })` and `runScan` (chunking,
 * the L1 detectors with their normalised and decoded views, fusion, decision), plan capped at L1, one category
 * at a time and all four together. MB = UTF-8 bytes of the input / 10^6. Median of --runs timed runs after
 * one warm-up run. secretlint (@secretlint/core + preset-recommend, as in scripts/eval/peers.ts) scans the same
 * documents for the dlp comparison.
 *
 * Corpus parts (each about --mb / 6 MB, documents of about 16 KB):
 *   prompts   benign prompts (benign/benign_prompts_shared.jsonl)
 *   bipia     BIPIA e-mail/table/code contexts, clean and injected (injection/bipia_indirect_train.jsonl)
 *   code      this repository's TypeScript sources (src/**\/*.ts, sorted)
 *   markdown  this repository's Markdown (README.md, docs/, rules/README.md) and the data README
 *   logs      synthetic application logs (seeded PRNG: timestamps, levels, IPs, paths, ids, an e-mail now and then)
 *   sensitive benign prompts with, every 8th line, a secret, PII, a jailbreak or an attack payload from the data
 * "mixed" is all parts' documents interleaved.
 *
 * Usage: bun scripts/bench-l1.ts [--mb 3] [--runs 5] [--no-secretlint] [--write docs/benchmarks.md] [--corpus-root DIR]
 *                                [--compare OTHER_CHECKOUT] [--data DIR]
 *   --data     the labelled-data folder (default: ../shared/data beside this checkout, as npm run eval)
 *   --compare  also runs another checkout's registry and pipeline (e.g. a git worktree of an older commit) on
 *              the same documents, alternating run by run with this one so that load drift on a shared machine
 *              hits both alike; each cell then reads "other → this".
 */
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDefaultRegistry } from '../src/detect/index.ts';
import { ModelRuntime } from '../src/detect/cascade/model-runtime.ts';
import { CATEGORIES, type Category, type ScanPlan } from '../src/detect/types.ts';
import { DEFAULT_POLICY } from '../src/fuse/policy.ts';
import { runScan } from '../src/jobs/pipeline.ts';
import { DOC_CHARS, type Part, buildCorpus, mixed } from './bench/l1-corpus.ts';
import { describeMachine } from './bench/machine.ts';
import { writeSection } from './bench/results.ts';
import { median } from './bench/stats.ts';
import { DEFAULT_DATA_DIR } from './eval/data.ts';
import { PEERS } from './eval/peers.ts';

const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '3' }, runs: { type: 'string', default: '5' },
    'no-secretlint': { type: 'boolean', default: false }, write: { type: 'string' }, 'corpus-root': { type: 'string' },
    compare: { type: 'string' }, data: { type: 'string' },
  },
});
const ROOT = resolve(import.meta.dir, '..');
/** Where the code and markdown parts are read from (another checkout, to compare two versions on one corpus). */
const CORPUS = resolve(values['corpus-root'] ?? ROOT);
/** The labelled-data folder (the eval's default: ../shared/data beside this checkout). */
const DATA = resolve(values.data ?? DEFAULT_DATA_DIR);
const PART_CHARS = (Number(values.mb) * 1e6) / 6;
const RUNS = Math.max(1, Number(values.runs));

const bytes = (docs: string[]) => docs.reduce((n, d) => n + Buffer.byteLength(d, 'utf8'), 0);

// ---------- measuring ----------

type RunScan = typeof runScan;
const registry = createDefaultRegistry({ models: false });
const env = { registry, policy: DEFAULT_POLICY, runtime: new ModelRuntime(0) };

/** The other checkout's pipeline and registry (its own modules, its own rules), for --compare. */
async function otherCheckout(dir: string): Promise<{ run: RunScan; env: typeof env }> {
  const root = resolve(dir);
  const index = await import(join(root, 'src/detect/index.ts'));
  const runtime = await import(join(root, 'src/detect/cascade/model-runtime.ts'));
  const policy = await import(join(root, 'src/fuse/policy.ts'));
  const pipeline = await import(join(root, 'src/jobs/pipeline.ts'));
  return {
    run: pipeline.runScan,
    env: { registry: index.createDefaultRegistry({ models: false }), policy: policy.DEFAULT_POLICY, runtime: new runtime.ModelRuntime(0) },
  };
}

async function scanAll(docs: string[], categories: Category[], engine = { run: runScan, env }): Promise<void> {
  const plan: ScanPlan = { categories, maxLevel: 'L1', gates: { l1: true, l2: false, l3: false, rules: {}, models: {} } };
  for (let i = 0; i < docs.length; i++) {
    const out = await engine.run({ jobId: `bench_${i}`, text: docs[i], plan, budgetMs: 600_000 }, engine.env);
    if (out.completion.state !== 'complete') throw new Error(`document ${i} did not complete: ${JSON.stringify(out.completion)}`);
  }
}

/** Median MB/s of each runner over `runs` timed runs after one warm-up each, the runners alternating run by run. */
async function medians(runners: Array<() => Promise<void>>, mb: number, runs = RUNS): Promise<number[]> {
  for (const run of runners) await run();
  const rates = runners.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, run] of runners.entries()) {
      const t0 = performance.now();
      await run();
      rates[k].push(mb / ((performance.now() - t0) / 1e3));
    }
  }
  return rates.map(median);
}

/** secretlint as the dlp eval runs it (scripts/eval/peers.ts), over every document. */
async function secretlintScanner(): Promise<(docs: string[]) => Promise<void>> {
  const flag = await PEERS.find((p) => p.name === 'secretlint')!.load();
  return async (docs) => {
    for (const content of docs) await flag(content);
  };
}

// ---------- main ----------

const load0 = loadavg()[0];
const started = performance.now();
const parts = buildCorpus(CORPUS, DATA, PART_CHARS);
const rows = [...parts, mixed(parts)];
const columns: Array<{ name: string; categories: Category[] }> = [
  ...CATEGORIES.map((c) => ({ name: c, categories: [c] })),
  { name: 'all four', categories: [...CATEGORIES] },
];
const lint = values['no-secretlint'] ? null : await secretlintScanner();
const other = values.compare ? await otherCheckout(values.compare) : null;
const results: Array<{ part: Part; mb: number; rates: Record<string, number>; before: Record<string, number>; secretlint?: number }> = [];
for (const part of rows) {
  const mb = bytes(part.docs) / 1e6;
  const rates: Record<string, number> = {};
  const before: Record<string, number> = {};
  for (const col of columns) {
    if (other) {
      [before[col.name], rates[col.name]] = await medians(
        [() => scanAll(part.docs, col.categories, other), () => scanAll(part.docs, col.categories)], mb);
    } else [rates[col.name]] = await medians([() => scanAll(part.docs, col.categories)], mb);
  }
  const secretlint = lint ? (await medians([() => lint(part.docs)], mb, Math.min(RUNS, 3)))[0] : undefined;
  results.push({ part, mb, rates, before, secretlint });
  console.error(`${part.name}: ${JSON.stringify(rates)}${secretlint ? ` secretlint ${secretlint.toFixed(2)}` : ''}`);
}
const load1 = loadavg()[0];

const f = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
const header = `| part | MB | docs | ${columns.map((c) => c.name).join(' | ')}${lint ? ' | secretlint | dlp ÷ secretlint' : ''} |`;
const rule = `|---|---:|---:|${columns.map(() => '---:').join('|')}|${lint ? '---:|---:|' : ''}`;
const cell = (rates: Record<string, number>, before: Record<string, number>, c: string) =>
  (other ? `${f(before[c])} → ${f(rates[c])}` : f(rates[c]));
const lines = results.map(({ part, mb, rates, before, secretlint }) =>
  `| ${part.name}: ${part.what} | ${mb.toFixed(2)} | ${part.docs.length} | ${columns.map((c) => cell(rates, before, c.name)).join(' | ')}` +
  `${secretlint !== undefined ? ` | ${f(secretlint)} | ${(rates.dlp / secretlint).toFixed(1)}× |` : ' |'}`);
const options = [
  other && ` --compare ${values.compare}`, values['corpus-root'] && ` --corpus-root ${values['corpus-root']}`,
  values.data && ` --data ${values.data}`, lint ? '' : ' --no-secretlint',
].filter(Boolean).join('');
const section = `## L1 rule throughput on mixed text

Command: \`bun scripts/bench-l1.ts --mb ${values.mb} --runs ${RUNS}${options}\`. Every document (~${DOC_CHARS / 1000} K characters each) goes through the product path:
\`createDefaultRegistry({ models: false })\` and \`runScan\` (chunking, the L1 rule detectors with their normalised and
decoded views, fusion, decision), plan capped at L1, one category at a time and all four together, in one thread.
MB/s = UTF-8 input bytes / 10^6 per second, median of ${RUNS} runs after a warm-up run. secretlint:
\`@secretlint/core\` \`lintSource\` with \`preset-recommend\` on the same documents (median of ${Math.min(RUNS, 3)} runs), compared with
Scanward's dlp column. The corpus is built deterministically by the script (see its header).
Machine: ${describeMachine()}; 1-minute load average ${load0.toFixed(1)} at the start, ${load1.toFixed(1)} at the end (on a
busier machine the figures are lower). Date: ${new Date().toISOString().slice(0, 10)}.
Run time ${((performance.now() - started) / 1e3).toFixed(0)} s.

MB/s${other ? ` (each cell "${values.compare} → this checkout", the two run alternately on the same documents)` : ''}:

${header}
${rule}
${lines.join('\n')}

Targets (issue 5): ≥ 100 MB/s on mixed text at the default rule set, and ≥ 5× secretlint's speed on the same corpus.`;
console.log(section);

if (values.write) {
  writeSection('l1', section, resolve(values.write));
  console.error(`wrote the bench:l1 section of ${values.write}`);
}
