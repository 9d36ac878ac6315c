import { NAME_TOKEN, isFunctionWord } from './name-lists.ts';
import type { Validator } from './types.ts';

/** Capitalised words that follow a title without being a name (Mr. President, Dr. Who, Mr. Right). */
const NOT_AFTER_TITLE = new Set(`president speaker chairman chairwoman chair secretary mayor governor justice minister
ambassador director officer nobody everybody somebody anybody who right wrong universe big`.split(/\s+/));

/** Products sold under a title and an everyday word (Mr. Coffee, Dr Pepper, Mr. Clean, Mr. Muscle, Miss Sixty). */
const PRODUCT_AFTER_TITLE = new Set('coffee pepper clean muscle sixty freeze whippy fixit goodwrench pibb'.split(' '));

/**
 * The name after a title (Mr., Mrs., Dr., Prof.): one to three capitalised words, none a function word
 * or a role (so "Mr. Mayers", "Mr. May" and "Dr. Ana Ruiz" pass, "Mr. President" and "Dr. The" do not). The
 * title itself is the evidence, so the words need not be in the name lists, and an everyday word is a surname too
 * (Mr. Sheen, Dr. Strange, Mr. Bean); only a lone word of the short list of products sold under a title (Mr. Coffee,
 * Dr Pepper, Mr. Clean, Miss Sixty) is refused.
 */
export const personTitledName: Validator = {
  name: 'person_titled_name',
  confirms: false,
  validate(value) {
    const words = value.trim().split(/\s+/);
    if (words.length > 3 || words.some((w) => !NAME_TOKEN.test(w))) return 'not_applicable';
    if (words.some((w) => isFunctionWord(w) || NOT_AFTER_TITLE.has(w.toLowerCase()))) return 'invalid';
    return words.length === 1 && PRODUCT_AFTER_TITLE.has(words[0].toLowerCase()) ? 'invalid' : 'valid';
  },
};
