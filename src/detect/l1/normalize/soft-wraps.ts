/**
 * Soft line breaks: the ones a hard wrap put inside a sentence. A mail client, `fmt` or a PDF's text layer fills
 * each line with whole words up to a width and moves the word that does not fit to the next line, so
 * "Authorization: Bearer⏎<token>", "ignore all previous⏎instructions" or a jailbreak's prose on one line and
 * its token soup on the next reach the rules cut in two. Rules that read one line (most secret, payload and
 * suffix shapes do, so that code and logs do not join unrelated lines) then miss them.
 *
 * A break is read as soft when the text around it looks like a greedy wrap, judged per block of non-blank lines:
 * the block's width W is its widest line of several words (at most MAX_WIDTH; a line longer than any mail or
 * PDF column was not wrapped); the line before the break has several words and fills at least half of W; the
 * next line starts at its first column (a wrap never indents the continuation) with neither a list, quote,
 * heading nor table marker; and the next line's first word would not have fitted after the line before it
 * (otherwise the writer broke the line on purpose). A wrap is a property of the whole block, so a block joins only
 * when at least half of the breaks after its candidate lines (several words, at least half of W) pass these tests
 * (a list or a log has a few long lines, not a filled column; short lines such as "{" or a fence say nothing).
 * A break between two sentences stays as written (a phrase rarely spans two; letters and sign-offs break there).
 * Code is left alone: a line ending in ';', '{' or '}' ends a statement or block, and a line comment joins only a
 * next line that goes on with the same comment marker whose first word differs in shape (the record test below
 * keeps "// text" over "// text" apart, so in practice wrapped line comments stay as written). Records stay one
 * per line: two lines that start with a word of the same shape holding a digit or a mark (timestamps, [LEVEL], CSV
 * ids) are not a wrap. Base64 and hex bodies (one word per line) never qualify.
 *
 * Each soft break (with spaces before it, as format=flowed leaves them) becomes one space, so offsets still map
 * back exactly. The result is an extra view (chunk-views.ts); the raw and normalised views keep every break.
 */
import { type Edit, type MapSource, type MappedText, applyEdits, selectRanges } from './mapped-text.ts';
import { SOFT_WRAP } from './marks.ts';

/** Narrowest block width read as a wrap: shorter lines are lists, code or verse, not a filled column. */
const MIN_WIDTH = 30;
/** Widest: mail wraps at 72–78, PDF columns and `fmt` rarely beyond 150. */
const MAX_WIDTH = 160;
/** Size budget: most breaks read as soft per text; the rest stay. */
export const MAX_SOFT_BREAKS = 16 * 1024;

// ';', '{', '}' ending a line: a statement or block ends there (prose lines rarely end so).
const CODE_END = ';{}';
// '.', '!', '?' ending a line, then a capital: a sentence ends there, so the break is left as written (a phrase
// rarely spans two sentences, and letters break there on purpose: "…this year.⏎Thanks,").
const SENTENCE_END = '.!?';
const UPPER = /^\p{Lu}$/u;

// The lines of the block being read (reused between calls, grown when a block has more lines: the scan allocates
// nothing per line, so a log or a list with no wrap costs one pass over its characters).
let lineStart = new Int32Array(256);
/** Offset just past the line's last character other than trailing spaces, tabs and a CR. */
let lineEnd = new Int32Array(256);
/** Offset of its first character other than spaces and tabs. */
let lineFirst = new Int32Array(256);
/** Offset of the line break after it (text.length for the last line). */
let lineBreak = new Int32Array(256);
// The word shapes compared by sameRecordStart.
const SHAPE_READ = 32;
const shapeA = new Int32Array(SHAPE_READ);
const shapeB = new Int32Array(SHAPE_READ);

/**
 * The edits reading every soft line break in `text` as one space (see the header), within the budgets.
 * `startsAtLine` false: the text was cut from a longer one mid-line (a chunk), so its first line is a fragment whose
 * width and first word say nothing about a wrap; it is left out.
 */
export function softBreakEdits(text: string, deadline = Number.POSITIVE_INFINITY, startsAtLine = true): Edit[] {
  const edits: Edit[] = [];
  if (text.length < 2 * MIN_WIDTH || !text.includes('\n')) return edits;
  let count = 0; // lines in the current block
  for (let at = startsAtLine ? 0 : text.indexOf('\n') + 1; at <= text.length && edits.length < MAX_SOFT_BREAKS;) {
    let br = text.indexOf('\n', at);
    if (br < 0) br = text.length;
    let end = br;
    while (end > at && isBlank(text.charCodeAt(end - 1))) end--;
    if (end === at) { // blank: the block ends
      joinBlock(text, count, edits);
      count = 0;
      if (Date.now() > deadline) break;
    } else {
      if (count === lineStart.length) growLines();
      let first = at;
      while (first < end && isBlank(text.charCodeAt(first))) first++;
      lineStart[count] = at;
      lineEnd[count] = end;
      lineFirst[count] = first;
      lineBreak[count] = br;
      count++;
    }
    at = br + 1;
  }
  joinBlock(text, count, edits);
  return edits.length > MAX_SOFT_BREAKS ? edits.slice(0, MAX_SOFT_BREAKS) : edits;
}

/**
 * False when the line break at `nl` cannot be a soft one in softBreakEdits of any slice of `text` that starts at a
 * line start at or before nl's line and ends at `cap`; true says nothing. It applies the tests of candidate() and
 * softBreak() that need no other line: a non-blank, unindented line after it inside the slice, and a line before it
 * of 15 to 160 characters (at most a block width, at least half of MIN_WIDTH) holding two words and not ending a
 * statement or block. A cheap pre-test for callers that would otherwise analyse a whole slice (chunk-edges.ts).
 */
export function couldBeSoftBreak(text: string, nl: number, cap: number): boolean {
  if (nl + 1 >= cap) return false; // the slice ends in a blank line
  const lead = text.charCodeAt(nl + 1);
  if (isBlank(lead) || lead === 10) return false; // indented, or a blank line
  const start = text.lastIndexOf('\n', nl - 1) + 1;
  let end = nl;
  while (end > start && isBlank(text.charCodeAt(end - 1))) end--;
  const length = end - start;
  if (2 * length < MIN_WIDTH || length > MAX_WIDTH || CODE_END.includes(text[end - 1])) return false;
  let first = start;
  while (first < end && isBlank(text.charCodeAt(first))) first++;
  for (let i = first; i < end; i++) if (isBlank(text.charCodeAt(i))) return true;
  return false; // one word
}

function growLines(): void {
  const grow = (a: Int32Array) => {
    const b = new Int32Array(a.length * 2);
    b.set(a);
    return b;
  };
  lineStart = grow(lineStart);
  lineEnd = grow(lineEnd);
  lineFirst = grow(lineFirst);
  lineBreak = grow(lineBreak);
}

/** Space, tab or CR. */
function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 13;
}

/** Whether line k holds at least two words (a space or tab after its first non-blank character). */
function hasWords(text: string, k: number): boolean {
  for (let i = lineFirst[k], end = lineEnd[k]; i < end; i++) if (isBlank(text.charCodeAt(i))) return true;
  return false;
}

/** Whether line k is a candidate in a block `width` wide: several words, filling at least half of the width. */
function candidate(text: string, k: number, width: number): boolean {
  const length = lineEnd[k] - lineStart[k];
  return length <= width && 2 * length >= width && hasWords(text, k);
}

function joinBlock(text: string, count: number, edits: Edit[]): void {
  if (count < 2) return;
  let width = 0;
  for (let k = 0; k < count; k++) {
    const length = lineEnd[k] - lineStart[k];
    if (length <= MAX_WIDTH && length > width && hasWords(text, k)) width = length;
  }
  if (width < MIN_WIDTH) return;
  // A wrap fills every line of a paragraph but its last: in a list or a log only the lines that happen to be long
  // pass the per-break tests, so a block joins only where at least half of its candidate lines (several words, at
  // least half the width) do. Short lines ("{", a fence, a sign-off) are no evidence either way.
  let candidates = 0;
  let soft = 0;
  const firstEdit = edits.length;
  for (let k = 0; k + 1 < count; k++) {
    if (!candidate(text, k, width)) continue;
    candidates++;
    if (!softBreak(text, k, width)) continue;
    soft++;
    edits.push({ start: lineEnd[k], end: lineBreak[k] + 1, text: ' ', mark: SOFT_WRAP });
  }
  if (2 * soft < candidates) edits.length = firstEdit;
}

/** The per-break tests of the header, for the break after candidate line k of a block `width` wide. */
function softBreak(text: string, k: number, width: number): boolean {
  const end = lineEnd[k];
  const next = lineStart[k + 1];
  const nextEnd = lineEnd[k + 1];
  const last = text[end - 1]; // a non-blank character: the line ends there
  const lead = text.charCodeAt(next);
  if (SENTENCE_END.includes(last) && isCapital(text, next)) return false; // a new sentence
  if (CODE_END.includes(last)) return false; // a statement or block ends
  if (isBlank(lead)) return false; // indented: a new item or a code line
  if (startsWithMarker(text, next, nextEnd)) return false;
  const comment = commentMarkerLength(text, lineFirst[k], end);
  if (comment > 0 && !sameChars(text, lineFirst[k], next, comment, nextEnd)) return false; // a comment, then code
  if (end - lineStart[k] + 1 + firstWordLength(text, next, nextEnd) <= width) return false; // it would have fitted
  return !sameRecordStart(text, lineFirst[k], end, next, nextEnd); // log lines, CSV rows: records, one per line
}

function isCapital(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  if (c < 128) return c >= 65 && c <= 90;
  return UPPER.test(text[at]);
}

/** A list item, quote, heading or table row marker at `at`: "- ", "* ", "+ ", "> ", "# ", "| ", "• ", "12. ", "3) ". */
function startsWithMarker(text: string, at: number, end: number): boolean {
  const c = text.charCodeAt(at);
  let after = at + 1;
  if (c >= 48 && c <= 57) {
    while (after < end && after < at + 3 && isDigit(text.charCodeAt(after))) after++;
    const d = text.charCodeAt(after);
    if (after >= end || (d !== 46 && d !== 41)) return false; // '.' or ')'
    after++;
  } else if (!(c === 45 || c === 42 || c === 43 || c === 62 || c === 35 || c === 124 || c === 0x2022)) return false;
  return after >= end || isBlank(text.charCodeAt(after));
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** The length of a line-comment marker at `at` ("//", "/*", "--", "#", "*"), 0 when there is none. */
function commentMarkerLength(text: string, at: number, end: number): number {
  const c = text.charCodeAt(at);
  const d = at + 1 < end ? text.charCodeAt(at + 1) : -1;
  if (c === 47 && (d === 47 || d === 42)) return 2;
  if (c === 45 && d === 45) return 2;
  return c === 35 || c === 42 ? 1 : 0;
}

/** Whether the `length` characters at `b` (within `bEnd`) are those at `a`. */
function sameChars(text: string, a: number, b: number, length: number, bEnd: number): boolean {
  if (b + length > bEnd) return false;
  for (let i = 0; i < length; i++) if (text.charCodeAt(a + i) !== text.charCodeAt(b + i)) return false;
  return true;
}

function firstWordLength(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && !isBlank(text.charCodeAt(i))) i++;
  return i - start;
}

/**
 * True when both lines start with a first word of the same shape (digits read as 9, letters as a, runs of either
 * collapsed) that holds a digit or a mark: "2026-11-01T00:00:00Z", "[INFO]", "10.0.0.7," start every record
 * of a log or a table, while a wrapped sentence goes on with an ordinary word.
 */
function sameRecordStart(text: string, a: number, aEnd: number, b: number, bEnd: number): boolean {
  const n = wordShape(text, a, aEnd, shapeA);
  if (n !== wordShape(text, b, bEnd, shapeB)) return false;
  let marked = false;
  for (let i = 0; i < n; i++) {
    if (shapeA[i] !== shapeB[i]) return false;
    if (shapeA[i] !== LETTER) marked = true;
  }
  return marked;
}

const LETTER = -1;
const DIGIT = -2;

/** Writes the shape of the word at `from` (at most SHAPE_READ characters read) into `out`; returns its length. */
function wordShape(text: string, from: number, end: number, out: Int32Array): number {
  let n = 0;
  for (let i = from; i < end && i < from + SHAPE_READ; i++) {
    const c = text.charCodeAt(i);
    if (isBlank(c)) break;
    const kind = isDigit(c) ? DIGIT : (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 127 ? LETTER : c;
    if (n === 0 || kind !== out[n - 1] || (kind !== DIGIT && kind !== LETTER)) out[n++] = kind;
  }
  return n;
}

/**
 * The text's rejoined view: only the runs of lines that soft breaks join (each from the start of the line before
 * its first break to the end of the line after its last), runs separated by a blank line, the breaks read as
 * spaces. Null when there is none. Text between runs is left out: the raw and normalised views cover it, and one
 * join in a long log or list then costs a rescan of two lines, not of the whole chunk. `joins`: the soft breaks of
 * base.text when the caller has already found them (softBreakEdits).
 */
export function rejoinedText(base: MapSource, joins: Edit[] = softBreakEdits(base.text)): MappedText | null {
  if (joins.length === 0) return null;
  const text = base.text;
  const runs: Array<[number, number]> = [];
  for (const e of joins) {
    const start = text.lastIndexOf('\n', e.start - 1) + 1;
    let end = text.indexOf('\n', e.end);
    if (end < 0) end = text.length;
    const last = runs[runs.length - 1];
    if (last && start <= last[1] + 1) last[1] = Math.max(last[1], end);
    else runs.push([start, end]);
  }
  const { map, at } = selectRanges(base, runs, '\n\n');
  let r = 0;
  const moved = joins.map((e) => {
    while (e.start >= runs[r][1]) r++;
    const by = at[r] - runs[r][0];
    return { ...e, start: e.start + by, end: e.end + by };
  });
  return applyEdits(map, moved);
}
