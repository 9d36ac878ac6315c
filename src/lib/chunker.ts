/**
 * Splits text into overlapping windows of at most maxTokens WordPiece tokens (scanward-wordpiece-v1),
 * so that model detectors see inputs that fit and pattern detectors see everything at least once.
 *
 * Guarantees: chunk.text === text.slice(start, end); every non-whitespace character is in some chunk;
 * a chunk never starts or ends inside a surrogate pair and holds at most 32 * maxTokens UTF-16 units.
 * A window ends on a sentence end (. ! ? before whitespace, a newline, or CJK 。！？ anywhere) when one
 * lies in its last 40%, else on a word end. Re-tokenising a chunk's text gives at most maxTokens
 * tokens for maxTokens >= 5 (a lone "##" piece may re-tokenise into more below that). The overlap
 * is clamped below half a window, and slices of pure whitespace are not emitted.
 */
import type { Chunk } from '../detect/types.ts';
import { countTokens, isContinuationId, tokenSpans, type TokenSpans } from './wordpiece.ts';

/** Window sizes in WordPiece tokens. */
export interface ChunkOptions {
  maxTokens?: number;
  overlapTokens?: number;
}

/** Chunks plus the token count of the whole text, from one tokenisation pass. */
export interface ChunkResult {
  chunks: Chunk[];
  tokens: number;
}

/** Default window: a 256-position model less its [CLS] and [SEP]. */
export const DEFAULT_MAX_TOKENS = 254;
/** Default overlap between consecutive windows. */
export const DEFAULT_OVERLAP_TOKENS = 48;

// A window may end early on a sentence boundary found within its last 40%.
const SENTENCE_SEARCH = 0.4;
// Raw text per chunk is capped at 4 * maxTokens * 8 UTF-16 units, so one giant "word" (a single
// [UNK] token of a megabyte) or a long run of dropped characters still yields bounded chunks.
const CHARS_PER_TOKEN_CAP = 32;

interface Plan {
  text: string;
  spans: TokenSpans;
  maxTokens: number;
  overlap: number;
  maxChars: number;
  overlapChars: number;
  chunks: Chunk[];
}

/** Splits text into token windows; see chunkTextWithCount. */
export function chunkText(text: string, opts?: ChunkOptions): Chunk[] {
  return chunkTextWithCount(text, opts).chunks;
}

/** Splits text into token windows and returns the text's token count from the same pass. */
export function chunkTextWithCount(text: string, opts: ChunkOptions = {}): ChunkResult {
  const maxTokens = Math.max(1, Math.floor(opts.maxTokens ?? DEFAULT_MAX_TOKENS));
  // An overlap as large as the window would make no progress; keep it under half a window.
  const overlap = Math.max(0, Math.min(Math.floor(opts.overlapTokens ?? DEFAULT_OVERLAP_TOKENS), Math.floor((maxTokens - 1) / 2)));
  const maxChars = maxTokens * CHARS_PER_TOKEN_CAP;
  const spans = tokenSpans(text);
  const plan: Plan = { text, spans, maxTokens, overlap, maxChars, overlapChars: Math.min(overlap * 8, maxChars >> 2), chunks: [] };
  if (spans.length === 0 && text.length > 0 && text.length <= maxChars) push(plan, 0, text.length);
  else if (spans.length === 0) emitRange(plan, 0, text.length);
  else planWindows(plan);
  return { chunks: plan.chunks, tokens: spans.length };
}

function planWindows(p: Plan): void {
  const { starts, ends, length: total } = p.spans;
  let covered = 0; // every character before this offset lies in some chunk already
  let prevEnd = 0; // token index one past the previous window
  for (let s = 0; s < total; ) {
    let e = fit(p, s);
    if (e === s) {
      // One token longer than the character cap: it will be split by characters.
      covered = emitWindow(p, covered, s, s + 1);
      prevEnd = s = s + 1;
      continue;
    }
    if (e < total) e = preferredEnd(p, s, e, prevEnd);
    e = fitRetokenised(p, s, e, prevEnd);
    covered = emitWindow(p, covered, s, e);
    if (e === total) return;
    prevEnd = e;
    s = nextStart(p, s, e);
  }
}

/** Emits tokens [s, e) plus any uncovered gap before them (and the tail, for the last window). */
function emitWindow(p: Plan, covered: number, s: number, e: number): number {
  const from = p.spans.starts[s];
  const to = p.spans.ends[e - 1];
  const textEnd = e === p.spans.length ? p.text.length : to;
  let start = Math.min(covered, from);
  // Oversized gaps of dropped characters get chunks of their own rather than cutting the tokens.
  if (textEnd - start > p.maxChars && start < from) start = emitRange(p, start, from);
  if (textEnd - start > p.maxChars && to < textEnd) return emitRange(p, emitRange(p, start, to), textEnd);
  return emitRange(p, start, textEnd);
}

/** One past the last token that fits a window starting at token s (s itself if none fits). */
function fit(p: Plan, s: number): number {
  const { starts, ends, length: total } = p.spans;
  const limit = Math.min(total, s + p.maxTokens);
  let e = s;
  while (e < limit && ends[e] - starts[s] <= p.maxChars) e++;
  return e;
}

/** Pulls a window's end back to a sentence end, else a word end, within its last 40%. */
function preferredEnd(p: Plan, s: number, e: number, prevEnd: number): number {
  // Never at or before the previous window's end, so every window brings new tokens.
  const floor = Math.max(prevEnd + 1, s + 1 + Math.ceil((e - s) * (1 - SENTENCE_SEARCH)));
  for (let k = e; k >= floor; k--) if (isSentenceEnd(p, k)) return k;
  for (let k = e; k >= floor; k--) if (!isContinuationId(p.spans.ids[k])) return k;
  return e;
}

/** True when a sentence ends between token k-1 and token k. */
function isSentenceEnd(p: Plan, k: number): boolean {
  const { text } = p;
  const at = p.spans.ends[k - 1];
  const last = text.charCodeAt(at - 1);
  // CJK full stops need no following space: CJK text does not use spaces.
  if (last === 0x3002 || last === 0xff01 || last === 0xff1f) return true;
  const next = text.charCodeAt(at); // NaN at the end of the text
  if ((last === 46 || last === 33 || last === 63) && (next === 32 || next === 10 || next === 13 || next === 9)) return true;
  const gapEnd = p.spans.starts[k];
  for (let i = at; i < gapEnd; i++) if (text.charCodeAt(i) === 10) return true;
  return false;
}

/** A window cut inside a word re-tokenises differently: shrink it until its own text fits. */
function fitRetokenised(p: Plan, s: number, e: number, prevEnd: number): number {
  const { ids, starts, ends, length: total } = p.spans;
  if (!isContinuationId(ids[s]) && (e === total || !isContinuationId(ids[e]))) return e;
  while (e > Math.max(s, prevEnd) + 1 && countTokens(p.text.slice(starts[s], ends[e - 1])) > p.maxTokens) e--;
  return e;
}

/** First token of the next window: overlap tokens back, moved to a word start, never behind s. */
function nextStart(p: Plan, s: number, e: number): number {
  const { ids, starts, ends } = p.spans;
  let ns = Math.max(s + 1, e - p.overlap);
  // Walking back to a word start is bounded so that at least half of the next window is new.
  const lowest = Math.max(s + 1, e - (p.maxTokens >> 1));
  while (ns > lowest && isContinuationId(ids[ns])) ns--;
  if (isContinuationId(ids[ns])) while (ns < e && isContinuationId(ids[ns])) ns++;
  // The next window must be able to hold token e, or it would bring nothing new.
  while (ns < e && ends[e] - starts[ns] > p.maxChars) ns++;
  return ns;
}

/** Emits [start, end) as one chunk, or as overlapping character slices if over the cap; returns end. */
function emitRange(p: Plan, start: number, end: number): number {
  if (end <= start) return Math.max(start, end);
  for (let from = start; ; ) {
    if (end - from <= p.maxChars) {
      // A last slice backs up to full length rather than ending as a short stub of a word.
      pushText(p, from === start ? start : Math.min(from, notInPair(p.text, end - p.maxChars, 1)), end);
      return end;
    }
    const to = notInPair(p.text, from + p.maxChars, -1);
    pushText(p, from, to);
    const next = notInPair(p.text, to - p.overlapChars, -1);
    from = next > from ? next : to;
  }
}

/** Moves an offset that falls between the halves of a surrogate pair one unit in direction dir. */
function notInPair(text: string, at: number, dir: 1 | -1): number {
  if (at <= 0 || at >= text.length) return at;
  const inside = (text.charCodeAt(at) & 0xfc00) === 0xdc00 && (text.charCodeAt(at - 1) & 0xfc00) === 0xd800;
  return inside ? at + dir : at;
}

/** Pushes a chunk unless it is only whitespace, which no detector needs to see. */
function pushText(p: Plan, start: number, end: number): void {
  const text = p.text.slice(start, end);
  if (/\S/.test(text)) p.chunks.push({ id: p.chunks.length, start, end, text });
}

function push(p: Plan, start: number, end: number): void {
  p.chunks.push({ id: p.chunks.length, start, end, text: p.text.slice(start, end) });
}
