import { NAME_TOKEN, isFunctionWord, isGivenName, isNotName, isVocabularyWord } from './name-lists.ts';
import type { Validator } from './types.ts';

/** What a name field is sometimes filled with instead of a name. */
const PLACEHOLDER = new Set(`unknown anonymous redacted private hidden required optional none null undefined empty blank test
user admin administrator guest customer client n/a na tbd tba`.split(/\s+/));

/** One to three capitalised name tokens, none a function word, a placeholder or a word that is no name alone. */
function nameWords(value: string): string[] | null {
  const words = value.trim().split(/\s+/);
  if (words.length > 3 || words.some((w) => !NAME_TOKEN.test(w))) return null;
  if (words.some((w) => isFunctionWord(w) || isNotName(w) || PLACEHOLDER.has(w.toLowerCase()))) return null;
  return words;
}

/**
 * The name that a statement of one introduces ("my name is Jacinto", "her maiden name was Krohn",
 * "Last name: Collins"): the phrase is the evidence, so the words need not be listed, and an everyday
 * word is accepted too (a surname such as Brown or King often is one).
 */
export const personIntroduced: Validator = {
  name: 'person_introduced',
  confirms: false,
  validate(value) {
    return nameWords(value) ? 'valid' : 'invalid';
  },
};

/**
 * The name after a weaker introduction ("call me Dion", "she named him Karlo", "I'm Shaylee Smitham"):
 * those phrases are followed by ordinary words too ("call me Maybe", "I'm Not Sure", "I'm Feeling Lucky"),
 * so one of the words must be a listed given name or too rare for the tokenizer vocabulary.
 */
export const personIntroducedRare: Validator = {
  name: 'person_introduced_rare',
  confirms: false,
  validate(value) {
    const words = nameWords(value);
    if (!words) return 'invalid';
    return words.some((w) => isGivenName(w) || !isVocabularyWord(w)) ? 'valid' : 'invalid';
  },
};
