/** Turns a run's flags into the counts the report shows: totals, subsets, per source, per label. */
import { countBy, emptyCounts, rates, tally, throughput, type Counts, type Rates } from './metrics.ts';
import type { Run } from './runner.ts';
import { uncountedSets, type CategorySpec } from './sets.ts';

export interface Scored {
  /** Over the counted sources only. */
  all: Counts;
  rates: Rates;
  subsets: Map<string, Counts>;
  /** Every source, counted or not. */
  bySet: Map<string, Counts>;
  /** By row label, over the sources the spec breaks down by label (positives and negatives together). */
  byLabel: Map<string, Counts>;
  rowsPerSecond: number | null;
  meetsTarget: boolean | null;
}

export function score(run: Run, spec: CategorySpec): Scored {
  const uncounted = uncountedSets(spec);
  const counted = run.rows.filter((r) => !uncounted.has(r.set));
  const all = tally(counted);
  const subsets = new Map(spec.subsets.map((s) => [s.name, tally(counted.filter(s.include))] as const));
  const labelled = new Set(spec.byLabel);
  return {
    all,
    rates: rates(all),
    subsets,
    bySet: countBy(run.rows, (r) => r.set),
    byLabel: countBy(run.rows.filter((r) => labelled.has(r.set)), (r) => r.label),
    rowsPerSecond: throughput(run.rows.length, run.seconds),
    meetsTarget: run.unusable ? null : spec.target.met(all, subsets),
  };
}

/** Rows flagged in a group: true positives on a positive source, false positives on a negative one. */
export function flaggedIn(c: Counts): number {
  return c.tp + c.fp;
}

export function rowsIn(c: Counts = emptyCounts()): number {
  return c.tp + c.fp + c.fn + c.tn;
}
