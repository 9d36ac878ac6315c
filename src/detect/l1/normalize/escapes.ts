/**
 * Normalisation stage: string-literal escapes (\xNN, \uNNNN, \u{…}, octal \NNN, and \n \t \r \" \' \\ \/) are
 * decoded in place, each character mapped exactly to its escape. A run of escapes (each within MAX_GAP units of
 * the last) is decoded when it reads as the inside of a string literal: it holds an escaped quote, or lies
 * inside double quotes on its line ('"line one\nline two"': a JSON value), or has at least MIN_ESCAPES escapes,
 * not all of them \n, \t or \r before a letter (LaTeX's \newline, \textbf).
 * A word holding any other backslash sequence (\d, \U, \frac) is no string literal: prose with a stray
 * backslash, Windows paths and regex or LaTeX source stay as written.
 *
 * Consecutive \xNN or octal escapes that spell a UTF-8 sequence ("\xc3\xa9", as Python and C print bytes) become
 * that one character. Like entities, this is a stage of the normalised view so the map stays per character and
 * the base64/hex decoders search the unescaped text ("\x61\x47\x56…" hiding base64 is then found as well).
 */
import { isAsciiLetter } from './accents.ts';
import { isAsciiAlnum } from './entities.ts';
import type { Edit } from './mapped-text.ts';
import { ENCODED_ALNUM, ESCAPE } from './marks.ts';

/** Fewest escapes in a run before it is decoded. */
export const MIN_ESCAPES = 3;
/** Most plain units between two escapes of one run (a paragraph between two "\n" of a JSON string). */
export const MAX_GAP = 256;
/** Size budget: most escapes decoded per text. */
export const MAX_ESCAPE_EDITS = 16 * 1024;
/** Time budget: the deadline is checked once per this many backslashes. */
const DEADLINE_STRIDE = 256;

// One escape, or (last alternative) any other backslash, which marks its word as no string literal.
const ESC = /\\(?:x([0-9A-Fa-f]{2})|u\{([0-9A-Fa-f]{1,6})\}|u([0-9A-Fa-f]{4})|([0-3][0-7]{2})|([ntr"'\\/]))|\\/g;
const SIMPLE: Record<string, string> = { n: '\n', t: '\t', r: '\r' };

interface Token {
  start: number;
  end: number;
  /** The code point, or the byte value of a \xNN or octal escape. */
  value: number;
  /** \xNN and octal escapes are bytes: consecutive ones may spell UTF-8. */
  byte: boolean;
  /**
   * Anything but \n, \t or \r right before a letter, which is how LaTeX commands read (\newline, \textbf,
   * \right): a run needs one such escape to count as a string literal.
   */
  literal: boolean;
  /** An escaped quote (\" or \'): only the inside of a string literal has one. */
  quote: boolean;
}

/** The run being collected, and where the word of the last stray backslash ends. */
interface RunState {
  run: Token[];
  poisonedUntil: number;
  /** Offsets of the quotes around and between decoded strings (see delimiters). */
  quotes: Set<number>;
  /** The last pair of quotes collected. */
  pair: [number, number];
  lines: LineScan;
}

/** The edits decoding every run of escapes in `text`, within the size budget and `deadline`. */
export function escapeEdits(text: string, deadline = Number.POSITIVE_INFINITY): Edit[] {
  const edits: Edit[] = [];
  const state: RunState = { run: [], poisonedUntil: -1, quotes: new Set(), pair: [NONE, NONE], lines: newLineScan() };
  ESC.lastIndex = 0;
  let seen = 0;
  for (let m = ESC.exec(text); m && edits.length < MAX_ESCAPE_EDITS; m = ESC.exec(text)) {
    if (++seen % DEADLINE_STRIDE === 0 && Date.now() > deadline) return edits;
    const token = tokenOf(m, text);
    if (!token || m.index < state.poisonedUntil) {
      poison(text, state, m.index, edits);
      continue;
    }
    const last = state.run[state.run.length - 1];
    if (last && m.index - last.end > MAX_GAP) close(state, edits, text);
    if (state.run.push(token) >= MAX_ESCAPE_EDITS) close(state, edits, text); // the run itself stays within budget
  }
  close(state, edits, text);
  return withDelimiters(edits, state.quotes);
}

/** The escape edits with each delimiting quote turned into a line break, in offset order. */
function withDelimiters(edits: Edit[], quotes: Set<number>): Edit[] {
  if (quotes.size === 0) return edits;
  for (const at of quotes) edits.push({ start: at, end: at + 1, text: '\n', mark: ESCAPE });
  return edits.sort((a, b) => a.start - b.start);
}

function close(state: RunState, edits: Edit[], text: string): void {
  const { run } = state;
  if (run.length === 0) return;
  state.run = [];
  const quotes = enclosingQuotes(text, state.lines, run[0].start, run[run.length - 1].end);
  if (!quotes && !run.some((t) => t.quote) && (run.length < MIN_ESCAPES || !run.some((t) => t.literal)) && !hidesLetters(text, run)) return;
  pushRun(edits, run);
  if (quotes) delimiters(text, quotes, state);
}

/**
 * A run too short to read as a string literal still hides a word when each escape stands for an ASCII letter
 * glued to a letter ("\x41I assistant", "p\u0061ssword"): no string needs a plain letter escaped, so only a
 * writer hiding the word produces one (the same reasoning as ENCODED_ALNUM). A word holding any other backslash
 * sequence is skipped before this (poison), so most Windows paths stay as written; a lone "lib\x64" does read as
 * "libd" in the normalised view, which no rule reads as anything.
 */
function hidesLetters(text: string, run: Token[]): boolean {
  return run.every((t) => isAsciiLetter(t.value) && (LETTER.test(text.charAt(t.start - 1)) || LETTER.test(text.charAt(t.end))));
}

const LETTER = /\p{L}/u;

/** No quote before a line break. */
const NONE = -1;
/** No quote, and the text's own start or end was reached on the same line. */
const EDGE = -2;

/**
 * Where the unescaped double quotes and line breaks are, found as the runs move forward through the text: each
 * character is looked at a bounded number of times however many runs there are (a hostile chunk of alternating
 * escapes and stray backslashes makes thousands of runs).
 */
interface LineScan {
  /** Characters before this offset have been read by quoteBefore. */
  pos: number;
  /** The last unescaped quote on the current line before `pos`, else NONE (a line break came after it) or EDGE. */
  last: number;
  /** The last forward search: [from, to] hold no quote or line break before `to`, whose answer is `result`. */
  from: number;
  to: number;
  result: number;
}

const newLineScan = (): LineScan => ({ pos: 0, last: EDGE, from: -1, to: -1, result: NONE });

const isQuote = (text: string, i: number) => text.charCodeAt(i) === 34 && text.charCodeAt(i - 1) !== 92;

/** The unescaped quote before `start` on its line, else NONE or EDGE. `start` never moves back between calls. */
function quoteBefore(text: string, scan: LineScan, start: number): number {
  for (; scan.pos < start; scan.pos++) {
    const c = text.charCodeAt(scan.pos);
    if (c === 10 || c === 13) scan.last = NONE;
    else if (isQuote(text, scan.pos)) scan.last = scan.pos;
  }
  return scan.last;
}

/** The unescaped quote at or after `end` on its line, else NONE or EDGE; reuses the last search when it covers `end`. */
function quoteAfter(text: string, scan: LineScan, end: number): number {
  if (end >= scan.from && end <= scan.to) return scan.result;
  let i = end;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 || isQuote(text, i)) break;
  }
  scan.from = end;
  scan.to = i;
  scan.result = i === text.length ? EDGE : text.charCodeAt(i) === 34 ? i : NONE;
  return scan.result;
}

/**
 * The unescaped double quotes before `start` and after `end` on the same physical lines, or null: a run
 * between them sits inside a one-line string (JSON keeps a multi-line value on one line). A chunk can cut a long
 * value: when the text ends (or starts) on the run's line with no quote on that side, a quote on the other side
 * that reads as JSON structure (opening a value after ':' or '[', closing one before ',', '}' or ']') still
 * marks a string; the missing side is -1.
 */
function enclosingQuotes(text: string, scan: LineScan, start: number, end: number): [number, number] | null {
  const open = quoteBefore(text, scan, start);
  const close = quoteAfter(text, scan, end);
  if (open >= 0 && close >= 0) return [open, close];
  if (open >= 0 && close === EDGE && jsonPunctuation(text, open, -1, ':[')) return [open, -1];
  if (close >= 0 && open === EDGE && jsonPunctuation(text, close, 1, ',}]')) return [-1, close];
  return null;
}

/** True when the first non-blank character from `quote` in direction `step` (±1) is one of `chars`. */
function jsonPunctuation(text: string, quote: number, step: 1 | -1, chars: string): boolean {
  let i = quote + step;
  while (i >= 0 && i < text.length && (text[i] === ' ' || text[i] === '\t')) i += step;
  return i >= 0 && i < text.length && chars.includes(text[i]);
}

/**
 * Collects the quotes that delimit the decoded strings: the pair around the run and every unescaped quote
 * between them (inside a string a quote is escaped, so these end one string and open the next). Each becomes a
 * line break in the decoded text, so a value reads as lines of its own, as it did before it was quoted: a rule
 * anchored at a line's start or end ("You are a …", a secret followed by the end of the line) still holds.
 * Runs inside the same string share their pair, which is collected once.
 */
function delimiters(text: string, [open, close]: [number, number], state: RunState): void {
  if (state.pair[0] === open && state.pair[1] === close) return;
  state.pair = [open, close];
  const out = state.quotes;
  const to = close < 0 ? text.length : close;
  if (open >= 0) out.add(open);
  for (let i = text.indexOf('"', open + 1); i >= 0 && i < to && out.size < MAX_ESCAPE_EDITS; i = text.indexOf('"', i + 1)) {
    if (isQuote(text, i)) out.add(i);
  }
  if (close >= 0) out.add(close);
}

const SPACE = /\s/;
const SPACE_G = /\s/g;

/**
 * A backslash that starts no escape (or any backslash in a word that holds one) marks its whole word as a
 * path, a regex or LaTeX ("C:\Users\name\new\temp", "\d+\n"): the escapes of that word before it leave the
 * run, the run closes, and escapes later in the word are skipped. Linear: each gap is tested at most once.
 */
function poison(text: string, state: RunState, at: number, edits: Edit[]): void {
  const { run } = state;
  let keep = run.length;
  for (let to = at; keep > 0 && !SPACE.test(text.slice(run[keep - 1].end, to)); ) to = run[--keep].start;
  run.length = keep;
  close(state, edits, text);
  if (at < state.poisonedUntil) return;
  SPACE_G.lastIndex = at;
  state.poisonedUntil = SPACE_G.exec(text)?.index ?? text.length;
}

function tokenOf(m: RegExpExecArray, text: string): Token | null {
  const [whole, x, braced, u, octal, simple] = m;
  const at = { start: m.index, end: m.index + whole.length };
  if (x !== undefined) return { ...at, value: Number.parseInt(x, 16), byte: true, literal: true, quote: false };
  if (octal !== undefined) return { ...at, value: Number.parseInt(octal, 8), byte: true, literal: true, quote: false };
  const hex = braced ?? u;
  if (hex !== undefined) {
    const cp = Number.parseInt(hex, 16);
    return cp > 0x10ffff ? null : { ...at, value: cp, byte: false, literal: true, quote: false };
  }
  if (simple === undefined) return null;
  const literal = !SIMPLE[simple] || !/\p{L}/u.test(text.charAt(at.end));
  return { ...at, value: (SIMPLE[simple] ?? simple).charCodeAt(0), byte: false, literal, quote: simple === '"' || simple === "'" };
}

/** One edit per escape, or per group of byte escapes that spells one UTF-8 character. */
function pushRun(edits: Edit[], run: Token[]): void {
  for (let k = 0; k < run.length && edits.length < MAX_ESCAPE_EDITS; k++) {
    const t = run[k];
    const group = t.byte ? utf8Group(run, k) : null;
    const value = group ? group.text : String.fromCodePoint(t.value);
    const end = group ? run[k + group.count - 1].end : t.end;
    edits.push({ start: t.start, end, text: value, mark: ESCAPE | (isAsciiAlnum(value) ? ENCODED_ALNUM : 0) });
    if (group) k += group.count - 1;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The UTF-8 character spelt by the adjacent byte escapes starting at run[k], or null when they spell none. */
function utf8Group(run: Token[], k: number): { text: string; count: number } | null {
  const lead = run[k].value;
  const count = lead >= 0xf0 && lead <= 0xf4 ? 4 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xc2 && lead < 0xe0 ? 2 : 0;
  if (count === 0 || k + count > run.length) return null;
  const bytes = new Uint8Array(count);
  for (let j = 0; j < count; j++) {
    const t = run[k + j];
    if (!t.byte || (j > 0 && (t.start !== run[k + j - 1].end || t.value < 0x80 || t.value > 0xbf))) return null;
    bytes[j] = t.value;
  }
  try {
    return { text: utf8.decode(bytes), count }; // fatal: overlong forms and surrogates throw
  } catch {
    return null;
  }
}
