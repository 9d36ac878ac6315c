/**
 * The text around a candidate as a reader sees it: without the invisible format characters normalisation removes
 * (zero-width, word joiner, BOM, soft hyphen, variation selectors, bidi controls; Unicode tag characters decoded or
 * dropped as normalisation does). The judge's readers (validators, negation cues, field names, context and exclude
 * words) read the ORIGINAL text, where "Gmb\u200BH" or "Handels\u200Bregister" no longer spells the word a
 * validator refuses on: invisible characters must neither hide a finding nor bring a refused one back.
 */
import { isBidiControl, isInvisible, isTag, tagAscii } from './normalize/unicode-clean.ts';

/**
 * Any code unit that may start an invisible, bidi or tag character: the BMP ones unicode-clean.ts removes, and the
 * high surrogate of plane 14 (tags U+E0000–E007F, variation selectors U+E0100–E01EF). Built from its predicates, so
 * the two lists cannot drift apart; one native scan of the text says which windows need cleaning at all.
 */
const MAY_HIDE: RegExp = (() => {
  const hex = (c: number) => `\\u${c.toString(16).padStart(4, '0')}`;
  let cls = '';
  for (let c = 0; c <= 0xffff; c++) {
    if (!(isInvisible(c) || isBidiControl(c))) continue;
    let last = c;
    while (last < 0xffff && (isInvisible(last + 1) || isBidiControl(last + 1))) last++;
    cls += last === c ? hex(c) : `${hex(c)}-${hex(last)}`;
    c = last;
  }
  return new RegExp(`[${cls}\\udb40]`, 'g');
})();

/**
 * Where MAY_HIDE matches in the last text asked about: the judge asks about one document's candidates in turn, so
 * the text is scanned once, not once per candidate (a window of ~1,300 characters each time cost ~5% of pii's scan).
 */
let lastText: string | undefined;
let lastHidden: number[] = [];
function hiddenIn(text: string): number[] {
  if (text === lastText) return lastHidden;
  const at: number[] = [];
  MAY_HIDE.lastIndex = 0;
  for (let m = MAY_HIDE.exec(text); m; m = MAY_HIDE.exec(text)) at.push(m.index);
  lastText = text;
  lastHidden = at;
  return at;
}

/** Whether any of the sorted positions lies in [from, to). */
function anyIn(at: number[], from: number, to: number): boolean {
  let lo = 0;
  let hi = at.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at[mid] < from) lo = mid + 1;
    else hi = mid;
  }
  return lo < at.length && at[lo] < to;
}

/**
 * The text without the invisible and bidi characters a cleaned window drops (unicode-clean's own predicates, so the
 * lists cannot drift); ASCII text is returned as it is (no ASCII character is either).
 */
export function withoutHidden(text: string): string {
  if (/^[\x00-\x7f]*$/.test(text)) return text;
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (!isInvisible(cp) && !isBidiControl(cp)) out += ch;
  }
  return out;
}

/** A cleaned window of a text: the candidate's span in it, and where each of its units came from. */
export interface VisibleWindow {
  text: string;
  start: number;
  end: number;
  /** The original offset of unit i of `text` (i = text.length: the window's end). */
  toOriginal(i: number): number;
}

/**
 * The text within `reach` characters of [start, end) with invisible characters removed and the span mapped into
 * it, or undefined when that stretch holds none (the common case: a binary search, nothing built).
 */
export function visibleWindow(text: string, start: number, end: number, reach: number): VisibleWindow | undefined {
  const from = Math.max(0, start - reach);
  const to = Math.min(text.length, end + reach);
  if (!anyIn(hiddenIn(text), from, to)) return undefined;
  let out = '';
  const origin: number[] = [];
  let s = -1;
  let e = -1;
  for (let i = from; i < to;) {
    if (i >= start && s < 0) s = out.length;
    if (i >= end && e < 0) e = out.length;
    const cp = text.codePointAt(i)!;
    const w = cp > 0xffff ? 2 : 1;
    const kept = isInvisible(cp) || isBidiControl(cp) ? '' : isTag(cp) ? tagAscii(text, i, cp) : text.slice(i, i + w);
    for (let k = 0; k < kept.length; k++) origin.push(i + Math.min(k, w - 1));
    out += kept;
    i += w;
  }
  if (s < 0) s = out.length;
  if (e < 0) e = out.length;
  origin.push(to);
  return { text: out, start: s, end: Math.max(s, e), toOriginal: (i) => origin[Math.max(0, Math.min(i, origin.length - 1))] };
}
