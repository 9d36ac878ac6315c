/**
 * Where the rules read at chunk edges: how far past a chunk's end (its rule window), and which chunk judges a
 * match that sits where two windows overlap. A regex reads no further than its window, so near an inner edge its
 * lookarounds go blind: at a chunk that starts inside "604.3411062981457" the fraction reads as a bare 13-digit
 * national id (the rule's "not after a period" lookbehind sees nothing), and a token cut by the end matches shorter
 * than it is. Windows overlap, so the neighbour saw the same span with more text around it; its verdict, a finding
 * or none, is the one to keep. The rules read nearly disjoint windows (readWindows): the chunks' overlap is read
 * once, by the window before it, and only a short carry again; a finding still names the chunk whose overlapping
 * rule window would judge it (judgingChunk).
 */
import type { Edit } from './l1/normalize/mapped-text.ts';
import { couldBeSoftBreak, softBreakEdits } from './l1/normalize/soft-wraps.ts';
import type { Chunk, Finding } from './types.ts';

/**
 * How far past its chunk's end the rules may read. Chunks overlap by 48 tokens (~200 characters of prose, fewer
 * of base64 or code), so a match longer than the overlap that starts before the next chunk does and ends after
 * this one does was seen whole by neither: a long injection sentence was lost, a JWT cut short (its evidence span,
 * and any redaction built on it, missing the rest). Reading past the end costs throughput in proportion, so a
 * window reads on only to the end of the line it was cut in (nearly every rule's match stays on one line; the
 * rest read hard-wrapped lines joined), going on past each soft line break (a hard wrap inside a sentence, as
 * the rejoined view reads it: l1/normalize/soft-wraps.ts), and never more than MARGIN_MAX characters.
 */
export const MARGIN_MAX = 768;
/** Lines before the cut read to judge whether its paragraph is hard-wrapped (a wrap is a property of a block). */
const WRAP_CONTEXT = 480;
/** Lines read after the cut line, while the margin stays within MORE_LINES_MAX characters. */
const MORE_LINES = 2;
const MORE_LINES_MAX = 200;

/** A chunk as the rules read it: `end` and `text` include the margin; `ownEnd` is the chunk's own end. */
export interface RuleWindow extends Chunk {
  ownEnd?: number;
}

/**
 * The windows the rules read: each chunk but the last read on to its line end (above), same id and start. A window
 * ends where a word does, as a chunk does: cut inside a token, a match would end early (a JWT cut mid-signature
 * fails checks that one cut at a dot passes); with no word end in the margin the window is the chunk itself. A
 * match read in the margin is judged with the others (betterPlacedNeighbour): the window that holds it farther from
 * its edges, margin included, keeps its verdict; a finding still names the chunk judgingChunk gives it, which a span
 * starting in a margin never names. The models still read the chunks.
 */
export function ruleWindows(chunks: readonly Chunk[], text: string): RuleWindow[] {
  return chunks.map((c, i) => {
    if (i === chunks.length - 1) return c;
    const cap = Math.min(text.length, c.end + MARGIN_MAX);
    const soft = new Map<number, Edit[]>(); // the soft breaks of text[base, cap) per base: a window's lines often share one
    let end = lineEnd(text, c.end, cap, soft);
    // A few more lines of the same paragraph while they stay short: a directive written over two or three lines
    // of a comment or a message is read whole, a log's long lines are not paid for.
    for (let k = 0; k < MORE_LINES && end < cap; k++) {
      const next = lineEnd(text, end + 1, cap, soft);
      if (next - c.end > MORE_LINES_MAX || text.slice(end + 1, next).trim() === '') break; // too long, or a paragraph ends
      end = next;
    }
    while (end > c.end && !wordEnd(text, end)) end--;
    return end === c.end ? c : { id: c.id, start: c.start, end, text: text.slice(c.start, end), ownEnd: c.end };
  });
}

/**
 * Left context a rule window keeps before the previous chunk's end: the whole lines that end the previous chunk
 * (the line it was cut in and up to CARRY_LINES before it) while they stay within CARRY_LINES_MAX characters of the
 * cut, else CARRY_MAX characters of the cut line, moved back to the start of the word they begin in (at most
 * CARRY_WORD_MAX characters further; past that, forward out of it). Chunks overlap by 48 tokens (~200 characters)
 * for the models; reading that overlap again cost the rule pass ~17% (session 41).
 *
 * Known limit: a match that starts before the carry (more than CARRY_LINES lines or CARRY_LINES_MAX characters
 * before the cut, or more than CARRY_MAX + CARRY_WORD_MAX on a long line) and ends past window i-1's end (its line
 * end and up to two short lines, ruleWindows) is read whole by no window; the overlapping windows read it when it
 * fit in the chunks' overlap. Window i-1 still reads its head, window i its tail. In the 5,569-document equivalence
 * corpus (build/s39/equiv-cats.ts, four categories) 1 of the 14,453 findings the overlapping windows read in its
 * 1,283 multi-chunk documents is such a match (a private key's PEM block, still flagged from its head; measured in
 * session 42 by scanning the overlapping rule windows and keeping the findings no read window holds whole).
 */
export const CARRY_MAX = 32;
/** How far before `cut - CARRY_MAX` the carry goes back to the start of a word it would cut. */
export const CARRY_WORD_MAX = 64;
const CARRY_LINES = 2;
const CARRY_LINES_MAX = 96;

/**
 * The windows the rules read, nearly disjoint: window i is rule window i (`windows`, ruleWindows: the chunk read on
 * to its line end) started where chunk i-1 ends, less the carry above, never before chunk i's own start. Window
 * i-1 read chunk i's overlap already, with its left context, and on to its line end. The carry gives a match that
 * starts at the cut its lookbehind, and a match written over the short lines before the cut (a spoofed
 * "Assistant: …" line, then "User:") its start. Same ids and `ownEnd` as `windows`.
 */
export function readWindows(chunks: readonly Chunk[], windows: readonly RuleWindow[], text: string): RuleWindow[] {
  return windows.map((w, i) => {
    if (i === 0) return w;
    const start = Math.max(w.start, carryStart(text, chunks[i - 1].end));
    if (start <= w.start) return w;
    const out: RuleWindow = { id: w.id, start, end: w.end, text: text.slice(start, w.end) };
    if (w.ownEnd !== undefined) out.ownEnd = w.ownEnd;
    return out;
  });
}

/** Where a window starting at the cut `cut` starts reading (readWindows). */
function carryStart(text: string, cut: number): number {
  let line = text.lastIndexOf('\n', cut - 1) + 1;
  if (cut - line > CARRY_LINES_MAX) {
    // Back to the start of the word: a token crossing cut - CARRY_MAX keeps its head, and its lookbehinds their text.
    const from = Math.max(line, cut - CARRY_MAX);
    const limit = Math.max(line, from - CARRY_WORD_MAX);
    let start = from;
    while (start > limit && !wordBoundary(text, start)) start--;
    if (wordBoundary(text, start)) return start;
    // A word longer than that: forward out of it, as the windows end (window i-1 read it on to a word end).
    start = from;
    while (start < cut && !wordBoundary(text, start)) start++;
    return start;
  }
  for (let k = 0; k < CARRY_LINES && line > 0; k++) {
    const before = text.lastIndexOf('\n', line - 2) + 1;
    if (cut - before > CARRY_LINES_MAX) break;
    line = before;
  }
  return line;
}

/**
 * The chunk whose rule window (`windows`, ruleWindows) judges a rule finding found in window `i`: of the windows
 * that hold its span, not in their margin (betterPlacedNeighbour), the one holding it farthest from its inner
 * edges, the earlier on a tie; `i` when none does. A finding read in the nearly disjoint windows (readWindows)
 * names the chunk that the overlapping windows, read whole, name.
 */
export function judgingChunk(f: Finding, i: number, windows: readonly RuleWindow[], textLength: number): number {
  let best = i;
  let margin = -Infinity;
  for (let j = Math.max(0, i - 2); j <= i + 2 && j < windows.length; j++) {
    const w = windows[j];
    if (w.start > f.start || w.end < f.end || f.start >= (w.ownEnd ?? w.end)) continue;
    const m = edgeMargin(w, textLength, f.start, f.end);
    if (m > margin) (best = j), (margin = m);
  }
  return best;
}

/** The end of the line holding offset `at`, read on past soft line breaks, at most `cap`. */
function lineEnd(text: string, at: number, cap: number, known: Map<number, Edit[]>): number {
  let nl = text.indexOf('\n', at);
  if (nl < 0 || nl >= cap) return cap;
  // Most breaks fail a test of their own two lines: the wrap analysis below (the most costly part of the windows)
  // is needed only for one that might be soft.
  if (!couldBeSoftBreak(text, nl, cap)) return nl;
  const base = text.lastIndexOf('\n', Math.max(0, at - WRAP_CONTEXT)) + 1;
  let soft = known.get(base);
  if (!soft) known.set(base, (soft = softBreakEdits(text.slice(base, cap))));
  for (const e of soft) {
    if (e.end + base <= nl) continue;
    if (e.start + base > nl) break;
    nl = text.indexOf('\n', nl + 1);
    if (nl < 0 || nl >= cap) return cap;
  }
  return nl;
}

const WORD = /[\p{L}\p{N}\p{M}_]/u;

function isWordUnit(text: string, i: number): boolean {
  const u = text.charCodeAt(i);
  return (u >= 0xd800 && u <= 0xdfff) || WORD.test(text[i]);
}

/** Whether offset i is not inside a word: the text starts there, or a word character does not continue one. */
function wordBoundary(text: string, i: number): boolean {
  return i <= 0 || wordEnd(text, i);
}

/** Whether offset i (0 < i <= length) ends a word: the text ends there, or a word character does not continue one. */
function wordEnd(text: string, i: number): boolean {
  return i >= text.length || !isWordUnit(text, i - 1) || !isWordUnit(text, i);
}

/**
 * Distance from the span to the chunk's nearest inner edge (an edge that cuts the text; the text's own start and
 * end are not edges: nothing lies beyond them to read).
 */
export function edgeMargin(chunk: Chunk, textLength: number, start: number, end: number): number {
  const left = chunk.start > 0 ? start - chunk.start : Infinity;
  const right = chunk.end < textLength ? chunk.end - end : Infinity;
  return Math.min(left, right);
}

/**
 * The neighbour that holds the finding's span farther from its own inner edges than `chunk` does, or undefined
 * when none does (ties stay with `chunk`). Chunks overlap by less than half a window, so only a chunk's two
 * neighbours can hold a span of it. A window's margin judges too: the read windows (readWindows) carry only a
 * little of the overlap before them, so the window that read the span with more text around it, its margin
 * included, judges it (which chunk the finding names is judgingChunk's, where a margin does not count).
 */
export function betterPlacedNeighbour(
  f: Finding, chunk: Chunk, neighbours: readonly RuleWindow[], textLength: number,
): Chunk | undefined {
  const here = edgeMargin(chunk, textLength, f.start, f.end);
  if (here === Infinity) return undefined;
  for (const other of neighbours) {
    if (other.start > f.start || other.end < f.end) continue;
    if (edgeMargin(other, textLength, f.start, f.end) > here) return other;
  }
  return undefined;
}
