/**
 * Runs one scanner over one category's rows under a text variant, timing it. Variants are how later rows
 * (robustness: the same rows perturbed) plug in without touching the scanners or the report.
 */
import type { InputKind } from '../../src/detect/types.ts';
import type { EvalRow } from './data.ts';
import { withTimeout } from './peers.ts';
import type { Scanner } from './scanward.ts';

/** A rewrite of each row's text before scanning; `original` leaves it alone. */
export interface Variant {
  name: string;
  transform(text: string): string;
}

export const ORIGINAL: Variant = { name: 'original', transform: (t) => t };

export interface ScoredRow extends EvalRow {
  flagged: boolean;
}

/** One scanner × variant over a category's rows. `unusable` set = no figures, only the reason. */
export interface Run {
  scanner: string;
  variant: string;
  rows: ScoredRow[];
  /** Seconds spent inside the scanner's calls (loading and the data read are excluded). */
  seconds: number;
  /** Rows whose scan threw or timed out; they count as not flagged. */
  errors: number;
  firstError?: string;
  unusable?: string;
}

export interface RunOptions {
  variant?: Variant;
  /** A single row taking longer than this counts as an error (async scanners only). */
  rowTimeoutMs?: number;
  /** Wall-clock cap for the whole run; past it the scanner is reported as too slow rather than scored. */
  budgetMs?: number;
}

export async function runScanner(scanner: Scanner, rows: EvalRow[], opts: RunOptions = {}): Promise<Run> {
  const { variant = ORIGINAL, rowTimeoutMs = 10_000, budgetMs = 300_000 } = opts;
  const run: Run = { scanner: scanner.name, variant: variant.name, rows: [], seconds: 0, errors: 0 };
  const texts = rows.map((r) => variant.transform(r.text));
  const started = performance.now();
  for (let i = 0; i < rows.length; i++) {
    run.rows.push({ ...rows[i], flagged: await flagOne(scanner, texts[i], rows[i].inputKind, rowTimeoutMs, run) });
    if (performance.now() - started > budgetMs) {
      run.unusable = `too slow: over the ${budgetMs / 1000} s budget after ${i + 1} of ${rows.length} rows`;
      break;
    }
  }
  run.seconds = (performance.now() - started) / 1000;
  if (run.errors === rows.length && rows.length > 0) run.unusable = `every row failed: ${run.firstError}`;
  return run;
}

async function flagOne(scanner: Scanner, text: string, inputKind: InputKind | undefined, timeoutMs: number, run: Run): Promise<boolean> {
  try {
    const r = scanner.flag(text, inputKind);
    // Synchronous scanners (Scanward) skip the promise machinery, so their timing is not inflated by it.
    return typeof r === 'boolean' ? r : await withTimeout(r, timeoutMs, 'one row');
  } catch (e) {
    run.errors++;
    run.firstError ??= (e as Error).message;
    return false;
  }
}

/** A run that never started, for a peer that could not load. */
export function unusableRun(scanner: string, reason: string, variant: Variant = ORIGINAL): Run {
  return { scanner, variant: variant.name, rows: [], seconds: 0, errors: 0, unusable: reason };
}
