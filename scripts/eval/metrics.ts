/** Confusion counts and the rates derived from them. Pure arithmetic, so the test can pin it down. */

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

/** `null` where a rate is 0/0 (no positives, or nothing flagged): shown as "–", never as 0 or 100%. */
export interface Rates {
  precision: number | null;
  recall: number | null;
  f1: number | null;
  fpr: number | null;
}

/** One scored row: what the data says and what the scanner said. */
export interface Outcome {
  positive: boolean;
  flagged: boolean;
}

export function emptyCounts(): Counts {
  return { tp: 0, fp: 0, fn: 0, tn: 0 };
}

/** Adds one outcome to counts in place. */
export function addOutcome(c: Counts, o: Outcome): Counts {
  if (o.positive) o.flagged ? c.tp++ : c.fn++;
  else o.flagged ? c.fp++ : c.tn++;
  return c;
}

export function tally(outcomes: Iterable<Outcome>): Counts {
  const c = emptyCounts();
  for (const o of outcomes) addOutcome(c, o);
  return c;
}

const div = (a: number, b: number): number | null => (b === 0 ? null : a / b);

/** Precision, recall, F1 and false-positive rate. F1 is 0 (not undefined) when nothing was found. */
export function rates(c: Counts): Rates {
  const precision = div(c.tp, c.tp + c.fp);
  const recall = div(c.tp, c.tp + c.fn);
  let f1: number | null = null;
  // With positives present and none found, F1 is 0: the scanner missed everything.
  if (c.tp + c.fn > 0) f1 = c.tp === 0 ? 0 : (2 * c.tp) / (2 * c.tp + c.fp + c.fn);
  return { precision, recall, f1, fpr: div(c.fp, c.fp + c.tn) };
}

/** Counts per group (source, label), groups in first-seen order. */
export function countBy<T extends Outcome>(items: Iterable<T>, key: (item: T) => string): Map<string, Counts> {
  const out = new Map<string, Counts>();
  for (const item of items) {
    const k = key(item);
    let c = out.get(k);
    if (!c) out.set(k, (c = emptyCounts()));
    addOutcome(c, item);
  }
  return out;
}

/** Rows per second; null when nothing was timed. */
export function throughput(rows: number, seconds: number): number | null {
  return seconds > 0 ? rows / seconds : null;
}
