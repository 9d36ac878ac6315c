/** The work budget of the extractors: output characters and a wall-clock deadline, and the helpers that enforce it. */

/** Limits every extractor honours: at most `maxChars` of output, and a deadline in epoch milliseconds. */
export interface Budget {
  /** How messages name the document, e.g. `file "report.txt"`. */
  label?: string;
  maxChars: number;
  deadline: number;
}

/** True once the deadline has passed; extractors check it between pages and parts. */
export function pastDeadline(budget: Budget): boolean {
  return Date.now() >= budget.deadline;
}

/** Resolves `p` or rejects once the deadline passes, so one slow page or part cannot hold the caller. */
export function withDeadline<T>(p: Promise<T>, deadline: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error('deadline')), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}
