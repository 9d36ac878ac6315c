/**
 * Word-run gate: a necessary condition, checked in one pass over a view, for patterns whose lookbehind needs a run
 * of prose words before the match (injection's adversarial-suffix: six words of letters, then a token soup). Such a
 * pattern declares it in its pack (`"gate": { "wordRun": 6, "then": "{}[]..." }`) and runs only on views where
 * the gate holds:
 *
 *   some line segment (no whitespace other than ' ' and '\t') holds `wordRun` consecutive tokens (runs of
 *   characters other than ' ', ',', '\t') of which the first ends in a letter or "'" and the others consist of
 *   ASCII letters and ' . - only, followed later in the same segment by one of the `then` characters.
 *
 * It is sound for a lookbehind of the form [A-Za-z][a-z']{0,15}(?:[ ,]{1,2}[A-Za-z'.-]{1,20}){N-1}[ ,]{1,2}
 * (?:[^\s]{1,40}[ \t]{1,3}){0,k}? followed by a lookahead [^\s]{0,30}[then]: the N words are whole tokens (the
 * first a token's tail), nothing in the match or between the words crosses a whitespace character other than
 * ' ' and '\t', and the `then` character comes after the last word. The gate ignores the length limits, the
 * separators' counts and which letters are lower-case, so it holds on more texts than the regex matches, never
 * fewer. word-run-gate.test.ts checks it against every gated pattern's matches on its rule's own cases.
 */

/** A pattern's word-run gate, as declared in its pack. */
export interface WordRunGate {
  wordRun: number;
  /** Characters one of which must follow the run in its segment. */
  then: string;
  /**
   * Name of an earlier pattern of the same rule, with the same gate, that matches wherever this one does (its
   * regex is a prefix of this one's): this pattern then runs only on the lines where that one matched.
   */
  needs?: string;
}

const SEPARATOR = 1; // ' ' ',' '\t'
const WORD = 2; // A-Z a-z ' . -
const LETTER_END = 4; // A-Z a-z ': a run's first token ends in one
const BREAK = 8; // \s other than ' ' and '\t' (ASCII ones; others by breaksSegment)
const THEN = 16; // one of the gate's `then` characters (ASCII ones; others by string search)
const ASCII = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  ASCII[c] = (c === 32 || c === 44 || c === 9 ? SEPARATOR : 0) | (letter || c === 39 || c === 46 || c === 45 ? WORD : 0) |
    (letter || c === 39 ? LETTER_END : 0) | (c >= 10 && c <= 13 ? BREAK : 0);
}

/** Whitespace in the sense of the regex \s beyond ASCII: it ends a segment. */
function breaksSegment(c: number): boolean {
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f ||
    c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** The ASCII class table with the gate's `then` characters marked, and its non-ASCII ones; once per gate. */
const tables = new WeakMap<WordRunGate, { ascii: Uint8Array; other: string }>();

function classTable(gate: WordRunGate): { ascii: Uint8Array; other: string } {
  let t = tables.get(gate);
  if (!t) {
    const ascii = ASCII.slice();
    let other = '';
    for (let i = 0; i < gate.then.length; i++) {
      const c = gate.then.charCodeAt(i);
      if (c < 128) ascii[c] |= THEN;
      else other += gate.then[i];
    }
    tables.set(gate, (t = { ascii, other }));
  }
  return t;
}

/**
 * The lines of the text on which the gate holds, as [start, end) offsets (end at the '\n' or the text's end),
 * adjacent lines merged: [s0, e0, s1, e1, ...]. A pattern whose matches and lookarounds never read a '\n' can
 * only match inside these ranges, and matches the same there when run on each range alone.
 */
export function wordRunLines(gate: WordRunGate, text: string): number[] {
  const { ascii, other } = classTable(gate);
  const ranges: number[] = [];
  const n = text.length;
  let lineStart = 0;
  let run = 0; // consecutive qualifying tokens that ended just before this point, in this segment
  let armed = false; // a full run has ended in this segment
  let inToken = false;
  let allWord = true;
  let last = 0;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 10;
    const cls = c < 128 ? ascii[c] : breaksSegment(c) ? BREAK : 0;
    if (cls & (SEPARATOR | BREAK)) {
      if (inToken) {
        run = run > 0 && allWord ? run + 1 : last < 128 && (ascii[last] & LETTER_END) !== 0 ? 1 : 0;
        if (run >= gate.wordRun) armed = true;
        inToken = false;
      }
      if (cls & BREAK) {
        run = 0;
        armed = false;
        if (c === 10) lineStart = i + 1;
      }
      continue;
    }
    if (armed && (cls & THEN || (c >= 128 && other.includes(String.fromCharCode(c))))) {
      // The line holds the run: keep it whole and go on at the next line.
      let end = text.indexOf('\n', i);
      if (end < 0) end = n;
      if (ranges.length && ranges[ranges.length - 1] === lineStart - 1) ranges[ranges.length - 1] = end;
      else ranges.push(lineStart, end);
      i = end; // the loop's i++ steps over the '\n'
      lineStart = end + 1;
      run = 0;
      armed = false;
      inToken = false;
      continue;
    }
    if (!inToken) {
      inToken = true;
      allWord = true;
    }
    if (!(cls & WORD)) allWord = false;
    last = c;
  }
  return ranges;
}
