/**
 * Accent stripping for matching: a Latin letter loses its diacritics ("ìgnórè prévious" → "ignore previous"),
 * whether precomposed (é) or built from combining marks (e + U+0301, or a "Zalgo" stack). Only letters whose
 * canonical decomposition is an ASCII letter plus marks are stripped; ß, ø, ł and every non-Latin script are left
 * alone, as are marks on anything but an ASCII letter.
 *
 * Applied on top of the normalised view, and only for the categories whose rules are English phrase lists
 * (chunk-views.ts): there an accent is an evasion. PII and secrets patterns are digit and identifier shapes whose
 * context words and names are legitimately accented, so stripping would only make text they never had.
 */
import type { Edit } from './mapped-text.ts';
import { ACCENTS } from './marks.ts';
import { scanEdits } from './scan-edits.ts';

/** Size budget: most letters stripped per text. */
export const MAX_ACCENT_EDITS = 64 * 1024;
/** Time budget: the deadline is checked once per this many accented letters. */
const DEADLINE_STRIDE = 1024;

// A precomposed Latin letter (Latin-1 to Latin Extended-B, Latin Extended Additional) or a combining mark.
const HIT = /[\u00c0-\u024f\u1e00-\u1eff\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

/** Precomposed Latin letter → its ASCII base ("é" → "e"), from the canonical decompositions. */
const BASE: ReadonlyMap<number, string> = (() => {
  const out = new Map<number, string>();
  for (const [from, to] of [[0xc0, 0x24f], [0x1e00, 0x1eff]]) {
    for (let c = from; c <= to; c++) {
      const nfd = String.fromCharCode(c).normalize('NFD');
      if (/^[A-Za-z]\p{M}+$/u.test(nfd)) out.set(c, nfd[0]);
    }
  }
  return out;
})();

/** A combining mark of the blocks stripped here (all BMP). */
function isMark(c: number): boolean {
  return (c >= 0x300 && c <= 0x36f) || (c >= 0x1ab0 && c <= 0x1aff) || (c >= 0x1dc0 && c <= 0x1dff)
    || (c >= 0x20d0 && c <= 0x20ff) || (c >= 0xfe20 && c <= 0xfe2f);
}

export function isAsciiLetter(c: number): boolean {
  return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
}

/** The edits that replace each accented Latin letter (with any marks after it) by its bare letter. */
export function accentEdits(text: string, deadline = Number.POSITIVE_INFINITY): Edit[] {
  return scanEdits(text, HIT, { maxEdits: MAX_ACCENT_EDITS, stride: DEADLINE_STRIDE, deadline }, (m) => {
    const i = m.index;
    const c = text.charCodeAt(i);
    const bare = BASE.get(c);
    const start = bare !== undefined ? i : isMark(c) && i > 0 && isAsciiLetter(text.charCodeAt(i - 1)) ? i - 1 : -1;
    if (start < 0) return undefined;
    let end = i + 1;
    while (end < text.length && isMark(text.charCodeAt(end))) end++; // the whole stack: one edit, exact ends
    return { start, end, text: bare ?? text[start], mark: ACCENTS };
  });
}
