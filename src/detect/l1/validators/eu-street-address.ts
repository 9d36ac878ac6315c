import { isVocabularyWord } from './name-lists.ts';
import type { Validator } from './types.ts';

/**
 * Words that open a street name in continental Europe: a Romance street type before the name (Via Roma,
 * Calle Mayor, 12 rue de la Paix) or a German preposition (Am Jägerhof, In der Wiese).
 */
const OPENER =
  /^(?:Via|Viale|Piazza|Piazzale|Corso|Largo|Vicolo|Calle|Avenida|Paseo|Plaza|Carrer|Passeig|Rua|Travessa|Praça|Rambla|Ronda|Camino|Carretera|[Rr]ue|[Aa]venue|[Bb]oulevard|[Pp]lace|[Cc]hemin|[Aa]llée|[Ii]mpasse|[Qq]uai|[Cc]ours|Am|Im|Zum|Zur|(?:In|An|Auf|Unter|Hinter|Vor) (?:der|den|dem))(?!\p{L})/u;

/** German and Dutch street types written after the name. */
const STREET_TYPE = String.raw`(?:Stra(?:ss|ß)e|Str\.?|Weg|Gasse|Platz|Allee|Damm|Ufer|Chaussee|Ring|Steig|Pfad|Markt|Straat|Laan|Gracht|Plein|Kade)`;

/** A street type written as its own word after the name (Dresdener Str., Kumper Weg, Berliner Allee). */
const TYPE_WORD = new RegExp(`^${STREET_TYPE}$`, 'u');

/** A hyphenated street name ending in a street type (Kaiser-Wilhelm-Allee, Georg-von-Vollmar-Str.). */
const HYPHENATED = new RegExp(String.raw`\p{L}-(?:\p{L}+-)*${STREET_TYPE}$`, 'u');

/** Words of English prose that a street-shaped match must not be made of ("Chapter 3, 12345 Words"). */
const PROSE = new Set(`the and or of on at to for from by with my your his her our their this that is are was were be been has
have had will would can could may might must not no all any some every each chapter page step part section figure table item
version level room floor gate row seat line order invoice ticket case`.split(/\s+/));

/**
 * A street address in a continental European layout (street name and house number, optional postcode and city),
 * found by the street-address-eu rule. The house number must not start with 0 and a postcode must not be all
 * zeros. Unless a street type opens the name, some word of it must be outside the English vocabulary: German,
 * Dutch and Nordic street names are (Hauptstraße, Kerkstraat, Entenpfuhl, Dresdener Str.), while "Spring 5",
 * "Brigade 3" or "Windows 10, 20000 Users" are made of English words.
 * No checksum: 'valid' keeps the rule's score.
 */
export const euStreetAddress: Validator = {
  name: 'eu_street_address',
  confirms: false,
  validate(value) {
    const v = value.trim();
    const number = /(?:^|\s)(\d{1,4})(?: ?(?:bis|ter|[A-Za-z]))?(?=[,\s/-]|$)/u.exec(v);
    if (!number) return 'not_applicable';
    if (number[1].startsWith('0')) return 'invalid';
    const after = v.slice(number.index + number[0].length);
    const postcode = /^,?\s+(?:[A-Z]{1,2}-)?(\d{4,5})\b/u.exec(after);
    if (postcode && /^0+$/.test(postcode[1])) return 'invalid';
    // French puts the number first (12 rue de la Paix): the street is then what follows it.
    const street = (v.slice(0, number.index).trim() || after.split(',')[0]).trim();
    const words = street.split(/[\s-]+/).filter(Boolean);
    if (!words.length) return 'not_applicable';
    if (words.some((w) => PROSE.has(w.toLowerCase()))) return 'invalid';
    if (OPENER.test(street) || HYPHENATED.test(street)) return 'valid';
    return words.some((w) => !TYPE_WORD.test(w) && !isVocabularyWord(w.replace(/\.$/, ''))) ? 'valid' : 'invalid';
  },
};
