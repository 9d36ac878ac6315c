/**
 * Stage 3 of normalisation: collapses letter-spaced text ("i g n o r e  a l l" → "ignore all"). A run is single
 * letters or digits each separated by one space, dot or dash; runs two or three spaces apart form a phrase of
 * words. A phrase collapses only with a run of at least MIN_RUN elements, or several spaced words of at least
 * MIN_PHRASE elements in all ("Y o u  a r e"), so ordinary text ("e.g.", "a b", "U.S.") is left alone.
 */
import type { Edit } from './mapped-text.ts';
import { LETTER_SPACING } from './marks.ts';

/** Fewest single characters in one run that make its phrase collapse. */
export const MIN_RUN = 4;
/** Fewest single characters in a phrase of several spaced words (none reaching MIN_RUN) that make it collapse. */
export const MIN_PHRASE = 6;

// Each element is one letter/digit not touching another; the separator between elements delimits every
// iteration, so the scan stays linear. A run never starts right after an apostrophe that follows a letter: the
// "s" of "Let's" ends a word ("Let's c o n s i d e r" is "Let's consider", not "Let'sconsider"). An opening quote
// (after a space) starts one: "is 'J d 8 3 k'" is the quoted value "Jd83k".
const EL = String.raw`[\p{L}\p{N}_](?![\p{L}\p{N}_])`;
const NOT_IN_WORD = String.raw`(?<![\p{L}\p{N}_])(?<![\p{L}\p{N}_]['’])`;
const RUN = new RegExp(String.raw`${NOT_IN_WORD}${EL}(?:[ .\-]${EL})*`, 'gu');
// Gate: a phrase that can collapse holds a run of at least three elements (a lone "a" or "e.g" cannot start one).
const SPACED = new RegExp(String.raw`${NOT_IN_WORD}${EL}(?:[ .\-]${EL}){2}`, 'u');
const SEPARATORS = ' .-';
const WORD_GAP = /^ {2,3}$/;
const LETTER = /\p{L}/u;

interface Run {
  start: number;
  end: number;
}

/** True when `text` may hold a phrase to collapse (a cheap gate before the full pass). */
export function hasLetterSpacing(text: string): boolean {
  return SPACED.test(text);
}

/**
 * Edits that drop the separators inside spaced runs and turn the gaps between spaced words into one space.
 * Callers gate it with hasLetterSpacing (or the prescan's ASCII equivalent).
 */
export function letterSpacingEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const phrase of phrases(text)) {
    if (!collapses(phrase) || !mostlyLetters(text, phrase)) continue;
    phrase.forEach((run, k) => {
      for (let i = run.start + 1; i < run.end; i += 2) edits.push({ start: i, end: i + 1, text: '', mark: LETTER_SPACING });
      const next = phrase[k + 1];
      if (next && next.start - run.end > 1) edits.push({ start: run.end, end: next.start, text: ' ', mark: LETTER_SPACING });
    });
  }
  return edits;
}

/** Spaced runs grouped into phrases: consecutive runs two or three spaces apart. */
function phrases(text: string): Run[][] {
  const out: Run[][] = [];
  RUN.lastIndex = 0;
  for (let m = RUN.exec(text); m; m = RUN.exec(text)) {
    const run = { start: m.index, end: m.index + m[0].length };
    if (!oneUnitElements(m[0])) continue;
    const last = out[out.length - 1];
    const prev = last?.[last.length - 1];
    if (prev && WORD_GAP.test(text.slice(prev.end, run.start))) last.push(run);
    else out.push([run]);
  }
  return out;
}

/** Separators sit at every odd index, which an astral letter (two units) would break: such runs are skipped. */
function oneUnitElements(run: string): boolean {
  for (let i = 1; i < run.length; i += 2) if (!SEPARATORS.includes(run[i])) return false;
  return run.length % 2 === 1;
}

function elements(run: Run): number {
  return (run.end - run.start + 1) >> 1;
}

/** One long run, or several spaced words (each of two or more elements) long enough together. */
function collapses(phrase: Run[]): boolean {
  if (phrase.some((r) => elements(r) >= MIN_RUN)) return true;
  const words = phrase.filter((r) => elements(r) >= 2);
  return words.length >= 2 && words.reduce((n, r) => n + elements(r), 0) >= MIN_PHRASE;
}

/**
 * At least a quarter of the elements are letters: a row of spaced digits ("1 0 0 1") is a table, not hidden
 * words, while a spaced hex secret (about 40% letters) still collapses.
 */
function mostlyLetters(text: string, phrase: Run[]): boolean {
  let letters = 0;
  let total = 0;
  for (const run of phrase) {
    for (let i = run.start; i < run.end; i += 2) {
      total += 1;
      if (LETTER.test(text[i])) letters += 1;
    }
  }
  return letters * 4 >= total;
}
