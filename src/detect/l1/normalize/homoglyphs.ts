/**
 * Stage 2 of normalisation: folds Cyrillic, Greek, Armenian, Cherokee and IPA lookalikes to the Latin letter or
 * digit they imitate ("іgnоre" with Cyrillic і and о → "ignore"). The idea is Unicode's confusables data (UTS #39
 * skeletons); the table is our own short list of the common confusables for a–z, A–Z and 0–9. Fullwidth and
 * mathematical alphanumerics need no entry: NFKC (stage 1) already maps them to ASCII.
 */
import type { Edit } from './mapped-text.ts';
import { HOMOGLYPH } from './marks.ts';

/** Latin letter or digit → the lookalikes that fold to it. */
const LOOKALIKES: Record<string, string> = {
  a: 'аαɑ', b: 'Ь', c: 'сϲ', d: 'ԁ', e: 'е', g: 'ɡ', h: 'һհ', i: 'іιıɩ', j: 'јϳȷ', k: 'κ', l: 'ӏ', n: 'ո', o: 'оοօ',
  p: 'рρ', q: 'ԛ', s: 'ѕ', u: 'υս', v: 'ν', w: 'ԝ', x: 'х', y: 'у',
  A: 'АΑᎪ', B: 'ВΒᏴ', C: 'СᏟ', E: 'ЕΕᎬ', H: 'НΗᎻ', I: 'ІΙӀ', J: 'ЈᎫ', K: 'КΚᏦ', M: 'МΜᎷ', N: 'Ν', O: 'ОΟ',
  P: 'РΡᏢ', Q: 'Ԛ', S: 'ЅᏚ', T: 'ТΤᎢ', W: 'ԜᏔ', X: 'ХΧ', Y: 'УΥҮ', Z: 'ΖᏃ',
  3: 'ЗƷȜ', 6: 'б',
};

/** Lookalike code point → Latin replacement. */
export const HOMOGLYPHS: ReadonlyMap<number, string> = new Map(
  Object.entries(LOOKALIKES).flatMap(([latin, alikes]) => [...alikes].map((c) => [c.codePointAt(0)!, latin] as const)),
);

const ANY_LOOKALIKE = new RegExp(`[${[...HOMOGLYPHS.keys()].map((cp) => String.fromCodePoint(cp)).join('')}]`, 'u');
const WORD = /[\p{L}\p{M}\p{N}_]+/gu;
const LETTER = /\p{L}/u;

/** True when `text` holds at least one lookalike (a cheap gate before word segmentation). */
export function hasLookalike(text: string): boolean {
  return ANY_LOOKALIKE.test(text);
}

/**
 * Edits that fold lookalikes, word by word. A word is folded only when it mixes in ASCII letters or digits, or
 * when every letter in it is a lookalike: ordinary Russian or Greek words hold letters outside the table and
 * stay as they are (UTS #39's mixed-script and whole-script confusable cases).
 */
export function homoglyphEdits(text: string): Edit[] {
  if (!hasLookalike(text)) return [];
  const edits: Edit[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m; m = WORD.exec(text)) {
    const word = m[0];
    if (!ANY_LOOKALIKE.test(word) || !foldable(word)) continue;
    for (let i = 0; i < word.length; i++) {
      const to = HOMOGLYPHS.get(word.charCodeAt(i));
      if (to) edits.push({ start: m.index + i, end: m.index + i + 1, text: to, mark: HOMOGLYPH });
    }
  }
  return edits;
}

function foldable(word: string): boolean {
  let allLookalike = true;
  for (const ch of word) {
    const c = ch.charCodeAt(0);
    if (c < 0x80 && ch !== '_') return true; // mixed with ASCII: a disguised Latin word
    if (LETTER.test(ch) && !HOMOGLYPHS.has(c)) allLookalike = false;
  }
  return allLookalike;
}
