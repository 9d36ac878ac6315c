/**
 * Model benchmarks (issue 6): per-level latency per chunk, in process, and end-to-end synchronous scan latency
 * with L3 over loopback. Writes the "models" section of docs/benchmarks.md.
 *
 * Usage: bun scripts/bench-models.ts [--n 200] [--requests 300]
 * - per chunk: one ~254-token chunk of ordinary text (a different one each call, so nothing is cached); L1 =
 *   the four categories' rule engines; L2 and L3 = the model's score() alone, batch 1; L3 at 1 and 2 threads.
 * - end to end: a server process (`bun src/main.ts serve`) with the score cache off, 1 KB texts that differ
 *   per request, categories injection + dlp, default levels; once with the default cascade and once with
 *   gates.l2 false, which sends every chunk to L3.
 * Targets (issue 6): L3 ≤ 15 ms per 256-token chunk on 2 cores; 1 KB sync scan with L3 on every chunk ≤ 30 ms p50.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ModelRuntime } from '../src/detect/cascade/model-runtime.ts';
import { createDefaultRegistry, createModelDetectors } from '../src/detect/index.ts';
import { bundledModelsDir } from '../src/detect/model-files.ts';
import type { ModelDetector } from '../src/detect/model-types.ts';
import { CATEGORIES } from '../src/detect/types.ts';
import { DEFAULT_POLICY } from '../src/fuse/policy.ts';
import { runScan } from '../src/jobs/pipeline.ts';
import { chunkText } from '../src/lib/chunker.ts';
import { startServerProcess } from '../test/helpers/server-process.ts';
import { describeMachine } from './bench/machine.ts';
import { writeSection } from './bench/results.ts';

const { values } = parseArgs({ options: { n: { type: 'string', default: '200' }, requests: { type: 'string', default: '300' } } });
const N = Number(values.n);
const REQUESTS = Number(values.requests);

const WORDS = ('the quarterly report shows revenue growth in every region while costs stayed flat and the board asked ' +
  'finance to review supplier contracts before the next meeting so that margins improve over the coming year with ' +
  'new hires planned for support engineering and sales teams across offices in several countries').split(' ');

/** Ordinary text of about `chars` characters, different for each seed. */
function text(seed: number, chars: number): string {
  let s = '';
  let x = seed * 2654435761 >>> 0;
  while (s.length < chars) {
    x = (x * 1103515245 + 12345) >>> 0;
    s += WORDS[x % WORDS.length] + ((x >> 8) % 11 === 0 ? '. ' : ' ');
  }
  return s.slice(0, chars);
}

/** One full window of the chunker (≈254 tokens), as the cascade would pass it. */
const chunkOf = (seed: number) => chunkText(text(seed, 4000))[0].text;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))];

async function timeModel(d: ModelDetector): Promise<number[]> {
  const loaded = await d.load();
  for (let i = 0; i < 5; i++) await loaded.score([chunkOf(10_000 + i)]);
  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    const c = chunkOf(i);
    const t0 = performance.now();
    await loaded.score([c]);
    times.push(performance.now() - t0);
  }
  return times;
}

async function timeL1(): Promise<number[]> {
  const env = { registry: createDefaultRegistry({ models: false }), policy: DEFAULT_POLICY, runtime: new ModelRuntime(0) };
  const plan = { categories: [...CATEGORIES], maxLevel: 'L1' as const, gates: { l1: true, l2: true, l3: true, rules: {}, models: {} } };
  const times: number[] = [];
  for (let i = -5; i < N; i++) {
    const c = chunkOf(i + 20_000);
    const t0 = performance.now();
    await runScan({ jobId: 'b', text: c, plan, budgetMs: 10_000 }, env);
    if (i >= 0) times.push(performance.now() - t0);
  }
  return times;
}

async function sequential(url: string, auth: Record<string, string>, extra: Record<string, unknown>): Promise<{ p50: number; p99: number; levels: string }> {
  const times: number[] = [];
  let levels = '';
  for (let i = -10; i < REQUESTS; i++) {
    const body = JSON.stringify({ text: text(50_000 + i, 1024), config: { categories: ['injection', 'dlp'], ...extra } });
    const t0 = performance.now();
    const res = await fetch(`${url}/api/v1/scan`, { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body });
    const json = await res.json() as { jobs: { detectors?: Record<string, string[]>; completion?: { state: string } }[] };
    if (res.status !== 200) throw new Error(`status ${res.status}: ${JSON.stringify(json)}`);
    if (json.jobs[0].completion?.state !== 'complete') throw new Error(`scan not complete: ${JSON.stringify(json.jobs[0].completion)}`);
    if (i >= 0) times.push(performance.now() - t0);
    levels = (json.jobs[0].detectors?.injection ?? []).join(', ');
  }
  return { p50: median(times), p99: p99(times), levels };
}

const rows: string[] = [];
const l1 = await timeL1();
rows.push(`| L1 (rules, all four categories, via runScan) | — | ${median(l1).toFixed(2)} | ${p99(l1).toFixed(2)} |`);
for (const threads of [1, 2]) {
  for (const d of createModelDetectors(bundledModelsDir(), threads)) {
    if (d.level === 'L2' && threads === 2) continue; // pure TS, one thread either way
    const t = await timeModel(d);
    rows.push(`| ${d.level} ${d.id} | ${d.level === 'L3' ? threads : 1} | ${median(t).toFixed(2)} | ${p99(t).toFixed(2)} |`);
    console.log(rows.at(-1));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'scanward-bench-models-'));
const admin = (args: string[]) => {
  const r = Bun.spawnSync([process.execPath, 'src/main.ts', ...args, '--data', dataDir], { cwd: join(import.meta.dir, '..') });
  if (r.exitCode !== 0) throw new Error(`scanward ${args.join(' ')} failed: ${r.stderr.toString()}`);
  return r.stdout.toString();
};
admin(['account', 'create', 'bench', '--plan', 'business']);
const key = JSON.parse(admin(['key', 'create', '--account', 'bench', '--name', 'bench', '--json'])).secret as string;
const auth = { authorization: `Bearer ${key}` };
const server = await startServerProcess(dataDir, { SCANWARD_SCORE_CACHE_ENTRIES: '0', SCANWARD_MONTHLY_UNITS_BUSINESS: '1000000000' });
let e2e: string[] = [];
try {
  const cascade = await sequential(server.url, auth, {});
  const allL3 = await sequential(server.url, auth, { gates: { l2: false } });
  e2e = [
    `| default cascade (L1 → L2 → L3 on uncertain chunks) | ${cascade.levels} | ${cascade.p50.toFixed(2)} | ${cascade.p99.toFixed(2)} |`,
    `| L3 on every chunk (\`gates.l2: false\`) | ${allL3.levels} | ${allL3.p50.toFixed(2)} | ${allL3.p99.toFixed(2)} |`,
  ];
  console.log(e2e.join('\n'));
} finally {
  server.proc.kill('SIGTERM');
  await server.proc.exited;
  rmSync(dataDir, { recursive: true, force: true });
}

writeSection('models', [
  '## Models: latency per chunk and sync scans with L3',
  '',
  `Command: \`bun scripts/bench-models.ts --n ${N} --requests ${REQUESTS}\`. Machine: ${describeMachine()}. Date: ${new Date().toISOString().slice(0, 10)}.`,
  '',
  `Per chunk, in process: one ≈254-token window of ordinary text, a different one per call (${N} calls after 5 warm-up calls), batch 1.`,
  '',
  '| Level | Threads | p50 ms | p99 ms |',
  '|---|---:|---:|---:|',
  ...rows,
  '',
  `End to end: \`bun src/main.ts serve\` with \`SCANWARD_SCORE_CACHE_ENTRIES=0\` (no cached scores), Business key, ${REQUESTS} sequential`,
  'synchronous scans of 1 KB texts that differ per request, categories injection + dlp, default model threads.',
  '',
  '| Request | Injection detectors that reported | p50 ms | p99 ms |',
  '|---|---|---:|---:|',
  ...e2e,
  '',
  'Targets (issue 6): L3 ≤ 15 ms per 256-token chunk on 2 cores; 1 KB sync scan with L3 on every chunk ≤ 30 ms p50.',
].join('\n'));
