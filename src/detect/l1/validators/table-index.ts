/**
 * A per-document index of delimited tables (CSV, TSV, ';'-separated, '|' tables): for a row, the top line of its
 * run of rows, which is the table's header line. Built once per text (the judge asks about one document's
 * candidates in turn, as visible-window.ts keeps its positions) and per delimiter only when a cell of that
 * delimiter is asked about, so a header any number of rows above the cell is found in constant time per candidate.
 *
 * A run is a stretch of lines with the same number of cells (a double-quoted cell read whole); a Markdown rule line
 * (|---|:---:|) inside it is skipped. A table ends at a blank line or at any line that is not a row of its width.
 * A run's top line must read as column labels: a prose line that happens to hold as many delimiters (a sentence
 * with two commas over a three-column CSV) is no part of the table, and the line below it starts the run.
 */

/** A Markdown table's rule line (|---|:---:|). */
export const RULE_LINE = /^[ \t]*\|?[ \t]*:?-{2,}/;

/** The cells of a row split at `d`, a double-quoted cell read whole. */
export function cells(line: string, d: string): string[] {
  const out: string[] = [];
  let from = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === d && !quoted) {
      out.push(line.slice(from, i));
      from = i + 1;
    }
  }
  out.push(line.slice(from));
  return out;
}

/**
 * True for a line that reads as prose, not as column labels: a cell longer than 40 characters or of more than five
 * words (labels are short: "Date of birth", "Fecha de nacimiento del paciente").
 */
export function isProseLine(line: string, d: string): boolean {
  for (const cell of cells(line, d)) {
    const t = cell.trim();
    if (t.length > 40) return true;
    let words = 0;
    for (const w of t.split(/[ \t]+/)) if (/\p{L}/u.test(w)) words++;
    if (words > 5) return true;
  }
  return false;
}

/**
 * RULE_LINE.test on text.slice(from, to) without cutting the line out: only a line whose first character other than
 * a space or tab is '|', ':' or '-' can be a rule line.
 */
function ruleLine(text: string, from: number, to: number): boolean {
  let i = from;
  while (i < to && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  const c = text.charCodeAt(i);
  return i < to && (c === 124 || c === 58 || c === 45) && RULE_LINE.test(text.slice(from, to));
}

/** How many cells `line` has split at `d` (cells(line, d).length without building them). */
function width(text: string, from: number, to: number, d: string): number {
  let n = 1;
  let quoted = false;
  for (let i = from; i < to; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === d && !quoted) n++;
  }
  return n;
}

interface TableIndex {
  text: string;
  /** Line i is text.slice(starts[i], ends[i]) (a trailing '\r' left out). */
  starts: Int32Array;
  ends: Int32Array;
  /** Per delimiter: the index of the top line of each line's run (-1 for a rule line). */
  tops: Map<string, Int32Array>;
}

let last: TableIndex | undefined;

function indexOf(text: string): TableIndex {
  if (last?.text === text) return last;
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  const starts = new Int32Array(n);
  const ends = new Int32Array(n);
  let at = 0;
  for (let i = 0; i < n; i++) {
    const nl = text.indexOf('\n', at);
    const end = nl === -1 ? text.length : nl;
    starts[i] = at;
    ends[i] = end > at && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    at = end + 1;
  }
  last = { text, starts, ends, tops: new Map() };
  return last;
}

/** The top line of each line's run for delimiter `d` (one pass over the text). */
function topsOf(ix: TableIndex, d: string): Int32Array {
  const have = ix.tops.get(d);
  if (have) return have;
  const n = ix.starts.length;
  const tops = new Int32Array(n);
  const widths = new Int32Array(n);
  let prev = -1; // the nearest line above that is not a rule line
  let proseTop = false; // whether the current run's top line reads as prose
  for (let i = 0; i < n; i++) {
    if (ruleLine(ix.text, ix.starts[i], ix.ends[i])) {
      tops[i] = -1;
      widths[i] = -1;
      continue;
    }
    widths[i] = width(ix.text, ix.starts[i], ix.ends[i], d);
    // A prose line at the top of a run is no header: the run starts again below it.
    const join = prev !== -1 && widths[prev] === widths[i] && !(tops[prev] === prev && proseTop);
    tops[i] = join ? tops[prev] : i;
    if (!join) proseTop = widths[i] > 1 && isProseLine(ix.text.slice(ix.starts[i], ix.ends[i]), d);
    prev = i;
  }
  ix.tops.set(d, tops);
  return tops;
}

/** The line index holding offset `pos` of the index's text. */
function lineAt(ix: TableIndex, pos: number): number {
  let lo = 0;
  let hi = ix.starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (ix.starts[mid] <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The header line of the table whose row holds offset `pos` of `text`, split at `d`: the top line of the row's run,
 * or undefined when the row is its run's top line (no line of its width above it).
 */
export function headerAbove(text: string, pos: number, d: string): string | undefined {
  const ix = indexOf(text);
  const row = lineAt(ix, pos);
  const top = topsOf(ix, d)[row];
  if (top < 0 || top === row) return undefined;
  return text.slice(ix.starts[top], ix.ends[top]);
}
