/** Number and table formatting shared by the console summary and docs/quality.md. */
import type { Counts } from './metrics.ts';
import { flaggedIn, rowsIn } from './score.ts';

/** A run's row name: the scanner, plus the text variant when it is not the original. */
export function runLabel(run: { scanner: string; variant: string }): string {
  return run.variant === 'original' ? run.scanner : `${run.scanner} [${run.variant}]`;
}

/** A rate as a percentage; "–" where it is undefined (0/0). */
export function pct(x: number | null): string {
  return x === null ? '–' : `${(x * 100).toFixed(1)}%`;
}

export function f1(x: number | null): string {
  return x === null ? '–' : x.toFixed(3);
}

export function perSecond(x: number | null): string {
  if (x === null) return '–';
  return x >= 100 ? Math.round(x).toLocaleString('en-GB') : x.toFixed(1);
}

/** "flagged/rows (rate)" for one source: the rate is recall on positives, false-positive rate on negatives. */
export function flagCell(c: Counts | undefined): string {
  const n = rowsIn(c);
  if (!c || n === 0) return '–';
  return `${flaggedIn(c)}/${n} (${pct(flaggedIn(c) / n)})`;
}

/** "positives flagged · negatives flagged" for one label, each side "–" when the label has no such rows. */
export function labelCell(c: Counts | undefined): string {
  if (!c) return '–';
  const side = (hit: number, miss: number) => (hit + miss ? `${hit}/${hit + miss}` : '–');
  return `${side(c.tp, c.fn)} · ${side(c.fp, c.tn)}`;
}

export function yesNo(v: boolean | null): string {
  return v === null ? '–' : v ? 'yes' : 'no';
}

/** A Markdown table; pipes inside cells are escaped so a label cannot break the layout. */
export function table(header: string[], rows: string[][]): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const line = (cells: string[]) => `| ${cells.map(esc).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
