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

export interface FlagCounts {
  maxLevel: Level;
  /** Documents in the set. */
  total: number;
  /** Flagged documents per category, each as "id (decider)". */
  flagged: Record<Category, string[]>;
  /** Flagged documents per category and decider (final_result.source's rule or model). */
  by: Record<Category, Map<string, number>>;
}

/** Scans `set` at `maxLevel`; `name` labels the progress line on stderr. */
export async function flagCounts(set: FlagDoc[], maxLevel: Level, env: ScanEnv, name: string): Promise<FlagCounts> {
  const plan: ScanPlan = { categories: [...CATEGORIES], maxLevel, gates: { l1: true, l2: true, l3: true, rules: {}, models: {} } };
  const flagged = Object.fromEntries(CATEGORIES.map((c) => [c, [] as string[]])) as Record<Category, string[]>;
  const by = Object.fromEntries(CATEGORIES.map((c) => [c, new Map<string, number>()])) as Record<Category, Map<string, number>>;
  let i = 0;
  for (const d of set) {
    const out = await runScan({ jobId: `${name}_${i++}`, text: d.text, plan, budgetMs: 60_000 }, env);
    for (const c of CATEGORIES) {
      if (!flaggedIn(out, c)) continue;
      const r = out.categories[c]!;
      const source = r.final_result?.source?.split(':').pop() ?? r.model ?? '?';
      flagged[c].push(`${d.id} (${source})`);
      by[c].set(source, (by[c].get(source) ?? 0) + 1);
    }
  }
  console.error(`${name} ${levelName(maxLevel)}: ${JSON.stringify(Object.fromEntries(CATEGORIES.filter((c) => flagged[c].length).map((c) => [c, flagged[c].length])))}`);
  return { maxLevel, total: set.length, flagged, by };
}

/** The report's table row: flagged documents per category with their share, to `digits` decimals. */
export function flagRow(f: FlagCounts, digits: number): string {
  const cell = (c: Category) => `${f.flagged[c].length} (${((100 * f.flagged[c].length) / Math.max(1, f.total)).toFixed(digits)}%)`;
  return `| ${levelName(f.maxLevel)} | ${CATEGORIES.map(cell).join(' | ')} |`;
}

/** The report's line of deciders: the five that decided most flags per category. */
export function flagDeciders(f: FlagCounts): string {
  const top = (c: Category) => [...f.by[c]].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([s, n]) => `${s} ${n}`).join(', ') || '—';
  return `- ${levelName(f.maxLevel)}: ${CATEGORIES.map((c) => `${c}: ${top(c)}`).join('; ')}`;
}
