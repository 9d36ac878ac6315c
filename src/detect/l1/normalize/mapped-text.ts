/**
 * Text with an exact map back to the original: for every UTF-16 unit of `text`, the original range
 * [starts[i], ends[i]) it came from and the transforms that touched it. Each normalisation stage is a list of
 * edits on a MappedText that yields a new one, so maps compose stage by stage without any search.
 */
import type { TextView } from '../text-view.ts';
import { markNames } from './marks.ts';

/** A text whose units map to ranges of the original prepared text. */
export interface MappedText {
  text: string;
  /** Original offset where the source of unit i starts. */
  starts: Int32Array;
  /** Original offset where the source of unit i ends (exclusive). */
  ends: Int32Array;
  /** Transform bits (marks.ts) that produced or touched unit i; a removal is charged to the next unit. */
  marks: Uint16Array;
  /** Original range the whole text stands for (used for empty texts and boundary indexes). */
  origin: { start: number; end: number };
}

/** Replace source units [start, end) with `text`, recording `mark`; empty `text` removes them. */
export interface Edit {
  start: number;
  end: number;
  text: string;
  mark: number;
}

/**
 * A text no transform has touched, unit i from original offset base + i: the identity map (identityMapped) without
 * its arrays. applyEdits and selectRanges read it as they read that map, so a view derived from a raw chunk builds
 * only its own arrays.
 */
export interface PlainText {
  text: string;
  base: number;
}

/** The untouched `text` whose unit i came from original offset base + i, as a map source (no arrays built). */
export function plainText(text: string, base: number): PlainText {
  return { text, base };
}

/** A MappedText, or a PlainText standing for its identity map. */
export type MapSource = MappedText | PlainText;

function isPlain(src: MapSource): src is PlainText {
  return !('starts' in src);
}

function originOf(src: MapSource): { start: number; end: number } {
  return isPlain(src) ? { start: src.base, end: src.base + src.text.length } : src.origin;
}

/** The identity map: unit i of `text` came from original offset base + i. */
export function identityMapped(text: string, base: number): MappedText {
  const n = text.length;
  const starts = new Int32Array(n);
  const ends = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    starts[i] = base + i;
    ends[i] = base + i + 1;
  }
  return { text, starts, ends, marks: new Uint16Array(n), origin: { start: base, end: base + n } };
}

/** Every unit maps to the same original range: a decoded run stands for its whole encoded run. */
export function constantMapped(text: string, start: number, end: number): MappedText {
  const n = text.length;
  return { text, starts: new Int32Array(n).fill(start), ends: new Int32Array(n).fill(end), marks: new Uint16Array(n), origin: { start, end } };
}

/** Applies sorted, non-overlapping edits; unchanged units keep their maps and marks. */
export function applyEdits(src: MapSource, edits: readonly Edit[]): MappedText {
  if (edits.length === 0) return isPlain(src) ? identityMapped(src.text, src.base) : src;
  let size = src.text.length;
  for (const e of edits) size += e.text.length - (e.end - e.start);
  const w: Writer = {
    out: { text: '', starts: new Int32Array(size), ends: new Int32Array(size), marks: new Uint16Array(size), origin: originOf(src) },
    pieces: [], at: 0, pending: 0,
  };
  let next = 0; // next source unit
  for (const e of edits) {
    copy(w, src, next, e.start);
    replace(w, src, e);
    next = e.end;
  }
  copy(w, src, next, src.text.length);
  if (w.pending && w.at > 0) w.out.marks[w.at - 1] |= w.pending; // a removal at the very end marks the last unit
  w.out.text = w.pieces.join('');
  return w.out;
}

interface Writer {
  out: MappedText;
  pieces: string[];
  /** Next output unit. */
  at: number;
  /** Marks of removed units, charged to the next output unit. */
  pending: number;
}

/** Copies shorter than this go unit by unit: a subarray view per array costs more than the loop. */
const SHORT_COPY = 64;

function copy(w: Writer, src: MapSource, from: number, to: number): void {
  if (to <= from) return;
  w.pieces.push(src.text.slice(from, to));
  const { starts, ends, marks } = w.out;
  if (isPlain(src)) {
    // Marks stay 0, as the new arrays start.
    for (let j = from, k = w.at, at = src.base + from; j < to; j++, k++, at++) {
      starts[k] = at;
      ends[k] = at + 1;
    }
  } else if (to - from < SHORT_COPY) {
    for (let j = from, k = w.at; j < to; j++, k++) {
      starts[k] = src.starts[j];
      ends[k] = src.ends[j];
      marks[k] = src.marks[j];
    }
  } else {
    starts.set(src.starts.subarray(from, to), w.at);
    ends.set(src.ends.subarray(from, to), w.at);
    marks.set(src.marks.subarray(from, to), w.at);
  }
  marks[w.at] |= w.pending;
  w.pending = 0;
  w.at += to - from;
}

function replace(w: Writer, src: MapSource, e: Edit): void {
  let mark = e.mark | w.pending;
  if (!isPlain(src)) for (let j = e.start; j < e.end; j++) mark |= src.marks[j];
  w.pending = 0;
  if (e.text === '') {
    w.pending = mark;
    return;
  }
  // Every unit of the replacement stands for the whole replaced range: exact at both span ends. An insertion
  // stands where the unit before it ends.
  let first: number;
  let last: number;
  if (e.start === e.end) first = last = w.at > 0 ? w.out.ends[w.at - 1] : isPlain(src) ? src.base : src.origin.start;
  else if (isPlain(src)) (first = src.base + e.start), (last = src.base + e.end);
  else (first = src.starts[e.start]), (last = src.ends[e.end - 1]);
  const to = w.at + e.text.length;
  w.pieces.push(e.text);
  for (let k = w.at; k < to; k++) { // replacements are a unit or a few: a loop beats three fill() calls
    w.out.starts[k] = first;
    w.out.ends[k] = last;
    w.out.marks[k] = mark;
  }
  w.at = to;
}

/**
 * Only the units in `ranges` (sorted, disjoint [start, end) pairs), with `separator` between two ranges: a view of
 * a few parts of a text. Separator units stand for the start of the gap they replace and carry no marks (what was
 * left out is not reported as a transform). Returns the new text and where each range starts in it.
 */
export function selectRanges(src: MapSource, ranges: ReadonlyArray<readonly [number, number]>, separator: string): { map: MappedText; at: number[] } {
  let size = 0;
  for (const [s, e] of ranges) size += e - s;
  size += Math.max(0, ranges.length - 1) * separator.length;
  const origin = originOf(src);
  const out: MappedText = { text: '', starts: new Int32Array(size), ends: new Int32Array(size), marks: new Uint16Array(size), origin };
  const w: Writer = { out, pieces: [], at: 0, pending: 0 };
  const at: number[] = [];
  for (const [i, [s, e]] of ranges.entries()) {
    if (i > 0) {
      const after = ranges[i - 1][1];
      const gap = after >= src.text.length ? origin.end : isPlain(src) ? src.base + after : src.starts[after];
      out.starts.fill(gap, w.at, w.at + separator.length);
      out.ends.fill(gap, w.at, w.at + separator.length);
      w.pieces.push(separator);
      w.at += separator.length;
    }
    at.push(w.at);
    copy(w, src, s, e); // no removal is pending: nothing is charged to the range's first unit
  }
  out.text = w.pieces.join('');
  return { map: out, at };
}

/** A TextView over a MappedText; `prefix` names transforms applied before it (e.g. ['base64']). */
export function mappedView(m: MappedText, prefix: readonly string[] = []): TextView {
  const n = m.text.length;
  let all = 0;
  for (let i = 0; i < n; i++) all |= m.marks[i];
  return {
    text: m.text,
    toOriginal: (i) => (i < n ? m.starts[i] : n > 0 ? m.ends[n - 1] : m.origin.start),
    toOriginalEnd: (i) => (i > 0 ? m.ends[Math.min(i, n) - 1] : n > 0 ? m.starts[0] : m.origin.start),
    transforms: [...prefix, ...markNames(all)],
    spanTransforms(start, end) {
      let bits = 0;
      for (let i = start; i < end && i < n; i++) bits |= m.marks[i];
      return [...prefix, ...markNames(bits)];
    },
  };
}
