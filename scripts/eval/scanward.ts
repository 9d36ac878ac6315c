/**
 * Scanward as an evaluated scanner: every row goes through the real scan path (runScan: chunker, registry
 * selection, detectors, fusion, policy), one category per plan, capped at a maximum level.
 */
import { createDefaultRegistry } from '../../src/detect/index.ts';
import { loadRuleSet } from '../../src/detect/l1/rule-set.ts';
import type { DetectorRegistry } from '../../src/detect/registry.ts';
import { LEVELS, type Category, type InputKind, type Level, type ScanPlan } from '../../src/detect/types.ts';
import { DEFAULT_POLICY, type Policy } from '../../src/fuse/policy.ts';
import { ModelRuntime } from '../../src/detect/cascade/model-runtime.ts';
import { runScan, type ScanOutcome } from '../../src/jobs/pipeline.ts';

/**
 * Anything the runner can score: `flag` says whether the text is flagged in the scanner's category. `inputKind`
 * (what the text is, e.g. MCP tool metadata) switches Scanward rules on by kind; peers ignore it.
 */
export interface Scanner {
  name: string;
  flag(text: string, inputKind?: InputKind): boolean | Promise<boolean>;
}

/** What the Scanward runs saw beyond flags, for the notes under the tables. */
export interface ScanwardStats {
  detectors: Set<string>;
  /** Rows where no detector analysed the category (no result at all). */
  notAnalysed: number;
  /** Rows whose job completed degraded (detector error, time budget). */
  degraded: number;
}

export interface ScanwardOptions {
  category: Category;
  /** The plan's max_level: 'L2' runs L1 and L2 detectors. */
  maxLevel: Level;
  registry?: DetectorRegistry;
  policy?: Policy;
  /** Per-row scan budget; generous, since a timed-out row would read as a miss. */
  budgetMs?: number;
}

/** "L1", "L1+L2", "L1+L2+L3": the levels a plan capped at `level` runs. */
export function levelName(level: Level): string {
  return LEVELS.slice(0, LEVELS.indexOf(level) + 1).join('+');
}

/** The levels that have at least one registered detector: the default per-level rows. */
export function registeredLevels(registry: DetectorRegistry): Level[] {
  return LEVELS.filter((l) => registry.all.some((d) => d.level === l));
}

/**
 * Flagged = the category's result is an accepted detection, i.e. a finding at or above the policy's review
 * threshold. A rejected candidate or a `benign` result is not flagged.
 */
export function flaggedIn(outcome: ScanOutcome, category: Category): boolean {
  const r = outcome.categories[category];
  return r?.accepted === true && r.class_name !== 'benign';
}

export function createScanward(opts: ScanwardOptions): Scanner & { stats: ScanwardStats } {
  const { category, maxLevel, registry = createDefaultRegistry(), policy = DEFAULT_POLICY, budgetMs = 30_000 } = opts;
  const plan: ScanPlan = { categories: [category], maxLevel, gates: { l1: true, l2: true, l3: true, rules: {}, models: {} } };
  const stats: ScanwardStats = { detectors: new Set(), notAnalysed: 0, degraded: 0 };
  // No score cache: each row is really scored, so rows/s measures inference, not cache lookups.
  const runtime = new ModelRuntime(0);
  let n = 0;
  return {
    name: `Scanward ${levelName(maxLevel)}`,
    stats,
    async flag(text, inputKind) {
      const outcome = await runScan({ jobId: `eval_${n++}`, text, plan: inputKind ? { ...plan, inputKind } : plan, budgetMs }, { registry, policy, runtime });
      for (const id of outcome.detectors[category] ?? []) stats.detectors.add(id);
      if (!outcome.categories[category]) stats.notAnalysed++;
      if (outcome.completion.state !== 'complete') stats.degraded++;
      return flaggedIn(outcome, category);
    },
  };
}

/**
 * Every text the bundled rule packs use as their own tp/fp tests. Rows found here verbatim were in reach of
 * whoever wrote the rule, so figures on the remaining rows say more about how the rules generalise.
 */
export function ruleTestTexts(): Set<string> {
  const texts = new Set<string>();
  for (const rule of loadRuleSet().rules) for (const c of [...rule.tests.tp, ...rule.tests.fp]) texts.add(c.text.trim());
  return texts;
}
