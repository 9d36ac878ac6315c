import { NAME_TOKEN, isFunctionWord, isGivenName, isSurname, isVocabularyWord } from './name-lists.ts';
import type { Validator } from './types.ts';

/** Capitalised words that follow a title without being a name (Mr. President, Dr. Who, Mr. Right). */
const NOT_AFTER_TITLE = new Set(`president speaker chairman chairwoman chair secretary mayor governor justice minister
ambassador director officer nobody everybody somebody anybody who right wrong universe big`.split(/\s+/));

/**
 * The name after a title (Mr., Mrs., Dr., Prof.): one to three capitalised words, none a function word
 * or a role (so "Mr. Mayers", "Mr. May" and "Dr. Ana Ruiz" pass, "Mr. President" and "Dr. The" do not). The
 * title itself is the evidence, so the words need not be in the name lists; but a lone everyday word that no list
 * holds as a name (Mr. Coffee, Dr Pepper, Mr. Clean, Miss Sixty) is a product named with a title, not a person
 * (Mr. Brown, Mr. May and Dr. Hibbert still pass: listed, or no everyday word).
 */
export const personTitledName: Validator = {
  name: 'person_titled_name',
  confirms: false,
  validate(value) {
    const words = value.trim().split(/\s+/);
    if (words.length > 3 || words.some((w) => !NAME_TOKEN.test(w))) return 'not_applicable';
    if (words.some((w) => isFunctionWord(w) || NOT_AFTER_TITLE.has(w.toLowerCase()))) return 'invalid';
    const [w] = words;
    const everyday = words.length === 1 && !w.includes('-') && isVocabularyWord(w) && !isGivenName(w, true) && !isSurname(w);
    return everyday ? 'invalid' : 'valid';
  },
};
