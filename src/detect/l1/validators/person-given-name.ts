import { INITIAL, NAME_TOKEN, isGivenName, isNotName, isSurname } from './name-lists.ts';
import type { Validator } from './types.ts';

/**
 * A name that starts with a listed (unambiguous) given name, alone or followed by up to three capitalised
 * words or initials that are not ordinary capitalised words ("Priya", "Dan Tailor", "Richard Milhous
 * Nixon"). Weaker than person_name, so rules using it need context words (name, Mr., Dear, signed).
 */
export const personGivenName: Validator = {
  name: 'person_given_name',
  confirms: false,
  validate(value) {
    const words = value.trim().split(/\s+/);
    if (words.length > 4 || !NAME_TOKEN.test(words[0])) return 'not_applicable';
    if (words.some((w, i) => isNotName(w) && (i === 0 || !isSurname(w)))) return 'invalid';
    const rest = words.slice(1);
    if (rest.some((w, i) => !NAME_TOKEN.test(w) && !(INITIAL.test(w) && i < rest.length - 1))) return 'invalid';
    return isGivenName(words[0]) ? 'valid' : 'invalid';
  },
};
