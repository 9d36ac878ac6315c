import { INITIAL, NAME_TOKEN, isGivenName, isNotName, isSurname, isVocabularyWord } from './name-lists.ts';
import type { Validator, ValidatorContext } from './types.ts';

/**
 * A German abstract or verbal noun by its suffix (-ung, -heit, -keit, -schaft, -tion, -tät, -ismus, -nis, -erei, and
 * their plurals). German capitalises every noun, so "<Given> <Surname> <Noun>" is common prose ("Tommy Hilfiger
 * Bestellung", "Olaf Scholz Regierung", "Anna Weber Stiftung") and the noun reads as a third name part. As the last of
 * three or more parts such a word ends no name unless the surname list or UNG_SURNAMES holds it. The trade-off: an
 * unlisted surname with one of these endings loses the three-part span; the two-part spans inside it are still
 * reported. At least two letters before the suffix, so Jung stays a name; -nnis (Dennis, Ennis) is no German noun.
 */
const GERMAN_NOUN = /^\p{Lu}\p{Ll}{1,}(?:ung(?:en)?|heit(?:en)?|keit(?:en)?|schaft(?:en)?|tion(?:en)?|tät(?:en)?|ismus|(?<!n)nis(?:se)?|erei(?:en)?)$/u;
/**
 * Surnames ending in -ung that the suffix test would take for a German noun and the surname list (isSurname) lacks:
 * German Hartung and Hornung (Jung is too short for the test) and romanised Chinese, Korean and Vietnamese ones. The
 * list already holds Young, Leung, Cheung, Yeung and Phung.
 */
const UNG_SURNAMES = new Set(['Hartung', 'Hornung', 'Chung', 'Jeung', 'Sheung', 'Trung', 'Thung']);

/**
 * A street-type word right before the name: the name is a street's, named after a person ("rue Jean Jaurès", "Via
 * Vittorio Emanuele", "Avenida Fernando Pessoa", "Piazza Giuseppe Garibaldi", "ul. Jana Pawła II"). English words
 * that are also prose (place, cours, largo) count only capitalised, or "place" after a house number or a French
 * article ("12 place Victor Hugo", "la place Victor Hugo"): "in his place John Smith" is a person.
 */
const STREET_BEFORE =
  /(?:(?<![\p{L}])(?:[Rr]ue|[Aa]venue|[Bb]oulevard|[Bb]d\.?|[Aa]llée|[Qq]uai|[Ii]mpasse|[Vv]ia|[Vv]iale|[Pp]iazza|[Pp]iazzale|[Cc]orso|[Vv]icolo|[Cc]alle|[Cc]\/|[Aa]venida|[Aa]vda\.|[Pp]aseo|[Pp]laza|[Pp]raça|[Rr]ua|[Tt]ravessa|[Cc]arrer|[Pp]asseig|[Uu]lica|[Uu]l\.|[Aa]leja|[Aa]l\.|[Pp]lac|[Pp]l\.|[Oo]s\.|Place|Cours|Largo)|(?:[0-9][a-z]?,?|(?<![\p{L}])(?:la|la grande|sur la|de la)) place)[ \t]{1,2}$/u;

/** True when a street-type word stands right before the name in the text around it. */
function afterStreetType(context?: ValidatorContext): boolean {
  if (!context?.text || context.start === undefined) return false;
  return STREET_BEFORE.test(context.text.slice(Math.max(0, context.start - 24), context.start));
}

/**
 * A full name confirmed by the name lists: "Given [Middle|M.] Surname" where the given name is listed and
 * the last word is a listed surname or given name, or, after a given name that is not an everyday word, a
 * capitalised word too rare to be in the tokenizer's vocabulary (Terry Medhurst: family names are far more
 * varied than any list). A given name that is also an everyday word (Will, May, Jordan) needs a listed surname
 * that is not one (Will Smith yes, Will Power no). A name right after a street-type word is a street's (STREET_BEFORE).
 * No checksum: 'valid' keeps the rule's score.
 */
export const personName: Validator = {
  name: 'person_name',
  confirms: false,
  validate(value, context) {
    const words = value.trim().split(/\s+/);
    if (words.length < 2 || words.length > 4 || !NAME_TOKEN.test(words[0])) return 'not_applicable';
    if (afterStreetType(context)) return 'invalid';
    const first = words[0];
    const last = words[words.length - 1];
    const middle = words.slice(1, -1);
    // Capitalised everyday words (Street, Monday, University) end no name unless they are listed surnames (Lane, Hill).
    if (!NAME_TOKEN.test(last) || isNotName(first) || (isNotName(last) && !isSurname(last))) return 'invalid';
    if (middle.some((w) => isNotName(w) || (!INITIAL.test(w) && !NAME_TOKEN.test(w)))) return 'invalid';
    if (middle.length > 0 && GERMAN_NOUN.test(last) && !isSurname(last) && !UNG_SURNAMES.has(last)) return 'invalid';
    if (isGivenName(first)) return isSurname(last) || isGivenName(last, true) || !isVocabularyWord(last) ? 'valid' : 'invalid';
    if (isGivenName(first, true)) return isSurname(last, true) ? 'valid' : 'invalid';
    return 'invalid';
  },
  why(_value, context) {
    return afterStreetType(context) ? 'a street named after a person: a street-type word stands right before it' : undefined;
  },
};
