import { NAME_TOKEN, isFunctionWord, isGivenName, isNotName, isSurname, isVocabularyWord } from './name-lists.ts';
import { PLACEHOLDERS, labelledFieldName } from './person-field.ts';
import type { Validator } from './types.ts';

/** One to three capitalised name tokens, none a function word, a placeholder or a word that is no name alone. */
function nameWords(value: string): string[] | null {
  const words = value.trim().split(/\s+/);
  if (words.length > 3 || words.some((w) => !NAME_TOKEN.test(w))) return null;
  if (words.some((w) => isFunctionWord(w) || isNotName(w) || PLACEHOLDERS.has(w.toLowerCase()))) return null;
  return words;
}

/**
 * The name that a statement of one introduces ("my name is Jacinto", "her maiden name was Krohn",
 * "Last name: Collins"): the phrase is the evidence, so the words need not be listed, and an everyday
 * word is accepted too (a surname such as Brown or King often is one). After a form's name label the value
 * may also be written as forms write names (OKONKWO, "Yilmaz, Serkan", "F.J. (Fenna) van der Berg-Jansen");
 * placeholders and column headers (Unknown, N/A, Pflichtfeld, Nachname) are refused: see person-field.ts.
 */
export const personIntroduced: Validator = {
  name: 'person_introduced',
  confirms: false,
  validate(value) {
    return labelledFieldName(value) ? 'valid' : 'invalid';
  },
};

/**
 * The name after a weaker introduction ("call me Dion", "she named him Karlo", "I'm Shaylee Smitham"):
 * those phrases are followed by ordinary words too ("call me Maybe", "I'm Not Sure", "I'm Feeling Lucky"),
 * so one of the words must be a listed given name, a listed surname that is not an everyday word (Collins, not
 * Brown) or too rare for the tokenizer vocabulary.
 */
export const personIntroducedRare: Validator = {
  name: 'person_introduced_rare',
  confirms: false,
  validate(value) {
    const words = nameWords(value);
    if (!words) return 'invalid';
    return words.some((w) => isGivenName(w) || isSurname(w, true) || !isVocabularyWord(w)) ? 'valid' : 'invalid';
  },
};

/**
 * The name of someone given a role on an account or a legal document ("add Leopold Jarets as guardian"): the
 * first word must be a listed given name, since products and firms take such roles too ("add Okta as an
 * authorized user", "appoint Citibank as executor") and are too rare for the vocabulary, which is what
 * person_introduced_rare accepts. A given name that is also a word (Leopold, Charity, Fidelity) counts only
 * before a listed surname or a word too rare for the vocabulary ("Payton D'Amore", not "Charity Navigator").
 */
export const personRoleName: Validator = {
  name: 'person_role_name',
  confirms: false,
  validate(value) {
    const words = nameWords(value);
    if (!words) return 'invalid';
    if (isGivenName(words[0])) return 'valid';
    const rest = words.slice(1);
    return isGivenName(words[0], true) && rest.some((w) => isSurname(w) || !isVocabularyWord(w)) ? 'valid' : 'invalid';
  },
};
