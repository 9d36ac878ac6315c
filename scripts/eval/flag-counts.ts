/**
 * The measurement behind the false-alarm reports (eval-unseen.ts, eval-code.ts): every document through runScan at
 * one level cap, all four categories, default policy; which documents each category flags and which rule or model
 * decided. Nothing is labelled there, so these are flag counts, not precision.
 */
import { CATEGORIES, type Category, type Level, type ScanPlan } from '../../src/detect/types.ts';
import { runScan, type ScanEnv } from '../../src/jobs/pipeline.ts';
import { flaggedIn, levelName } from './scanward.ts';

export interface FlagDoc {
  id: string;
  text: string;
}

export interface Flag {
  id: string;
  /** What decided: final_result.source's rule or model. */
  source: string;
}

export interface FlagCounts {
  maxLevel: Level;
  /** Documents in the set. */
  total: number;
  /** Flagged documents per category, in the set's order. */
  flagged: Record<Category, Flag[]>;
}

/** Scans `set` at `maxLevel`; `name` labels the progress line on stderr. */
async function flagCounts(set: FlagDoc[], maxLevel: Level, env: ScanEnv, name: string): Promise<FlagCounts> {
  const plan: ScanPlan = { categories: [...CATEGORIES], maxLevel, gates: { l1: true, l2: true, l3: true, rules: {}, models: {} } };
  const flagged = Object.fromEntries(CATEGORIES.map((c) => [c, [] as Flag[]])) as Record<Category, Flag[]>;
  let i = 0;
  for (const d of set) {
    const out = await runScan({ jobId: `${name}_${i++}`, text: d.text, plan, budgetMs: 60_000 }, env);
    for (const c of CATEGORIES) {
      if (!flaggedIn(out, c)) continue;
      const r = out.categories[c]!;
      flagged[c].push({ id: d.id, source: r.final_result?.source?.split(':').pop() ?? r.model ?? '?' });
    }
  }
  console.error(`${name} ${levelName(maxLevel)}: ${JSON.stringify(Object.fromEntries(CATEGORIES.filter((c) => flagged[c].length).map((c) => [c, flagged[c].length])))}`);
  return { maxLevel, total: set.length, flagged };
}

/** flagCounts at each level cap in `levels`, in order (the rows of one report table). */
export async function flagCountsByLevel(set: FlagDoc[], levels: readonly Level[], env: ScanEnv, name: string): Promise<FlagCounts[]> {
  const out: FlagCounts[] = [];
  for (const maxLevel of levels) out.push(await flagCounts(set, maxLevel, env, name));
  return out;
}

/** The report's table: a header of the categories, then one flagRow per level cap. */
export function flagTable(counts: FlagCounts[], digits: number): string {
  return [
    `| levels | ${CATEGORIES.join(' | ')} |`,
    `|---|${CATEGORIES.map(() => '---:').join('|')}|`,
    ...counts.map((f) => flagRow(f, digits)),
  ].join('\n');
}

/** The report's table row: flagged documents per category with their share, to `digits` decimals. */
function flagRow(f: FlagCounts, digits: number): string {
  const cell = (c: Category) => `${f.flagged[c].length} (${((100 * f.flagged[c].length) / Math.max(1, f.total)).toFixed(digits)}%)`;
  return `| ${levelName(f.maxLevel)} | ${CATEGORIES.map(cell).join(' | ')} |`;
}

/** The report's line of deciders: the five that decided most flags per category. */
export function flagDeciders(f: FlagCounts): string {
  const top = (c: Category) => [...decidedBy(f.flagged[c])].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([s, n]) => `${s} ${n}`).join(', ') || '—';
  return `- ${levelName(f.maxLevel)}: ${CATEGORIES.map((c) => `${c}: ${top(c)}`).join('; ')}`;
}

/** Flags per decider, in the order each decider first appears (ties keep that order when sorted). */
function decidedBy(flags: Flag[]): Map<string, number> {
  const by = new Map<string, number>();
  for (const { source } of flags) by.set(source, (by.get(source) ?? 0) + 1);
  return by;
}
