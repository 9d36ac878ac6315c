/**
 * `npm run eval`: scores every category on the labelled sets in ../shared/data through the real scan path,
 * runs the registry peers side by side on the same rows, prints a summary and writes docs/quality.md.
 *
 * Usage: bun scripts/eval.ts [--levels L1,L2,L3] [--limit N] [--category injection,dlp] [--data DIR] [--out FILE]
 *                             [--no-robustness]
 *   --levels    one Scanward row per level cap (default: each level that has registered detectors)
 *   --no-robustness  skip the robustness rows (positives rewritten with zero-width, homoglyph, tag characters,
 *                   and as a JSON string value and a web-page paragraph)
 *   --limit     at most N rows per source, spread evenly over the file (default: all rows)
 *   --category  only these categories (default: injection, dlp, pii, threat)
 *   --data      the labelled-data folder (default: ../shared/data beside the checkout)
 *   --out       where to write the report (default: docs/quality.md)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDefaultRegistry } from '../src/detect/index.ts';
import { LEVELS, type Level } from '../src/detect/types.ts';
import { describeMachine } from './bench/machine.ts';
import { DEFAULT_DATA_DIR } from './eval/data.ts';
import { f1, pct, perSecond, runLabel } from './eval/format.ts';
import { PEERS, blockNetwork, preparePeer, type PreparedPeer } from './eval/peers.ts';
import { renderReport, type CategoryResult, type ReportInput } from './eval/report.ts';
import { ORIGINAL, runScanner, unusableRun, type Run, type Variant } from './eval/runner.ts';
import { createScanward, registeredLevels, ruleTestTexts } from './eval/scanward.ts';
import { score } from './eval/score.ts';
import { CATEGORY_SPECS, loadRows, withHeldOutSubset, withUnseenSubset, type CategorySpec } from './eval/sets.ts';
import { ROBUSTNESS_VARIANTS } from './eval/variants.ts';

const PEER_PROBE_MS = 20_000;

const { values } = parseArgs({
  options: {
    levels: { type: 'string' }, limit: { type: 'string' }, category: { type: 'string' }, data: { type: 'string' }, out: { type: 'string' },
    'no-robustness': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(`eval: ${message}`);
  process.exit(2);
}

function list(raw: string | undefined): string[] | undefined {
  return raw?.split(',').map((s) => s.trim()).filter(Boolean);
}

function chosenSpecs(): CategorySpec[] {
  const names = list(values.category);
  if (!names) return CATEGORY_SPECS;
  for (const n of names) if (!CATEGORY_SPECS.some((s) => s.category === n)) fail(`unknown category '${n}'`);
  return CATEGORY_SPECS.filter((s) => names.includes(s.category));
}

function chosenLevels(registered: Level[]): Level[] {
  const names = list(values.levels);
  if (!names) return registered.length ? registered : ['L1'];
  for (const n of names) if (!(LEVELS as readonly string[]).includes(n)) fail(`unknown level '${n}' (L1, L2 or L3)`);
  return LEVELS.filter((l) => names.includes(l));
}

function chosenLimit(): number | undefined {
  if (values.limit === undefined) return undefined;
  const n = Number(values.limit);
  if (!Number.isInteger(n) || n < 1) fail('--limit must be a positive integer');
  return n;
}

interface Context {
  dataDir: string;
  limit?: number;
  levels: Level[];
  /** Text variants each scanner runs on: the original rows, then the robustness variants (positives only). */
  variants: Variant[];
  registry: ReturnType<typeof createDefaultRegistry>;
  peers: PreparedPeer[];
  scanward: ReportInput['scanward'];
}

/** Scanward at each level cap, then the peers for the category, all on the same rows. */
async function evaluate(spec: CategorySpec, ctx: Context): Promise<CategoryResult> {
  const allRows = loadRows(spec, ctx.dataDir, ctx.limit);
  const runs: Run[] = [];
  for (const variant of ctx.variants) {
    // Robustness variants: recall only, so positives only, and only the highest level cap.
    const original = variant === ORIGINAL;
    const rows = original ? allRows : allRows.filter((r) => r.positive);
    for (const level of original ? ctx.levels : ctx.levels.slice(-1)) {
      const scanner = createScanward({ category: spec.category, maxLevel: level, registry: ctx.registry });
      runs.push(await runScanner(scanner, rows, { variant }));
      ctx.scanward.push({ name: runLabel(runs.at(-1)!), category: spec.category, stats: scanner.stats });
    }
    for (const peer of ctx.peers.filter((p) => p.spec.category === spec.category)) {
      runs.push(peer.scanner ? await runScanner(peer.scanner, rows, { variant }) : unusableRun(peer.spec.name, peer.unusable!, variant));
    }
  }
  printCategory(spec, allRows.length, runs);
  return { spec, rows: allRows, runs };
}

function printCategory(spec: CategorySpec, rowCount: number, runs: Run[]): void {
  console.log(`\n${spec.category} (${rowCount} rows; target: ${spec.target.text})`);
  for (const run of runs) {
    const s = score(run, spec);
    const figures = run.unusable ?? `P ${pct(s.rates.precision)}  R ${pct(s.rates.recall)}  F1 ${f1(s.rates.f1)}  FPR ${pct(s.rates.fpr)}  ${perSecond(s.rowsPerSecond)} rows/s`;
    console.log(`  ${runLabel(run).padEnd(22)} ${figures}${run.errors ? `  (${run.errors} row errors: ${run.firstError})` : ''}`);
  }
}

/** The registry the service would build; an invalid rule pack stops the run with the pack's own message. */
function loadRegistry(): ReturnType<typeof createDefaultRegistry> {
  try {
    return createDefaultRegistry();
  } catch (e) {
    return fail(`cannot build the detector registry: ${(e as Error).message}`);
  }
}

/** The commit measured, and whether the detection code or rules differed from it (others edit them live). */
function codeState(): string {
  const git = (...args: string[]) => Bun.spawnSync(['git', ...args], { cwd: join(import.meta.dir, '..') }).stdout.toString().trim();
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown commit';
  const dirty = git('status', '--porcelain', '--', 'rules', 'src') !== '';
  return dirty ? `commit ${commit} plus uncommitted changes under rules/ or src/` : `commit ${commit}`;
}

const started = performance.now();
const registry = loadRegistry();
const ruleTests = ruleTestTexts();
const specs = chosenSpecs().map((s) => withHeldOutSubset(withUnseenSubset(s, ruleTests)));
const network = blockNetwork();
const wanted = PEERS.filter((p) => specs.some((s) => s.category === p.category));
const ctx: Context = {
  dataDir: values.data ?? DEFAULT_DATA_DIR,
  limit: chosenLimit(),
  levels: chosenLevels(registeredLevels(registry)),
  variants: values['no-robustness'] ? [ORIGINAL] : [ORIGINAL, ...ROBUSTNESS_VARIANTS],
  registry,
  peers: await Promise.all(wanted.map((p) => preparePeer(p, PEER_PROBE_MS))),
  scanward: [],
};
const results: CategoryResult[] = [];
for (const spec of specs) results.push(await evaluate(spec, ctx));
network.restore();

const args = process.argv.slice(2);
const out = values.out ?? join(import.meta.dir, '..', 'docs', 'quality.md');
const seconds = (performance.now() - started) / 1000;
const report = renderReport({
  code: codeState(),
  command: args.length ? `bun scripts/eval.ts ${args.join(' ')}` : 'npm run eval',
  machine: describeMachine(),
  date: new Date().toISOString().slice(0, 10),
  seconds,
  limit: ctx.limit,
  dataDir: ctx.dataDir,
  results,
  peers: ctx.peers,
  scanward: ctx.scanward,
  networkAttempts: network.attempts(),
});
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, report);
console.log(`\nwrote ${out} in ${seconds.toFixed(1)} s`);
