import { FIRM_ADDRESSEE_REASON, firmAddressee } from './eu-street-address.ts';
import type { Validator, ValidatorContext } from './types.ts';

/** USPS state and territory codes. */
const STATES = new Set(`AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM
NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI AA AE AP`.split(/\s+/));

/** Words that do not name a street: articles, pronouns, auxiliaries, numbers-as-words in prose. */
const NOT_STREET = new Set(`a an the and or but of in on at to for from by with my your his her our their its this that these
those is are was were be been has have had will would can could may might must not no all any some every each i we you he
she they it me us them chapter page step part section figure table item points top best ways days years times people
reasons tips things minutes hours`.split(/\s+/));

/** A town and a UK postcode right after the match (", Stockport SK4 8HH"). */
const UK_TOWN_POSTCODE = /^,?[ \t]{1,2}(?:[A-Z][A-Za-z'-]{1,30}[ \t]{1,2}){1,3}[A-Z]{1,2}[0-9][0-9A-Z]?[ \t]?[0-9][ABD-HJLNP-UW-Z]{2}(?![A-Za-z0-9])/;

/**
 * A building floor written before the street ("Level 3, 99 Clarence Street", "Level 12/ 1 Martin Place"): the
 * Australian and New Zealand way to address an office floor; a home in a block is a unit or flat.
 */
function officeFloor(context?: ValidatorContext): boolean {
  if (!context?.text || context.start === undefined) return false;
  return /(?<![A-Za-z])(?:Level|Lvl|L)[ \t]?[0-9]{1,2}[ \t]*[,/][ \t]*$/.test(context.text.slice(Math.max(0, context.start - 16), context.start));
}

/** A firm's, venue's or public body's address (see firmAddressee), or an office floor before the street. */
function notPrivate(context?: ValidatorContext): boolean {
  return firmAddressee(context) || officeFloor(context);
}

function ukTownAndPostcode(context?: ValidatorContext): boolean {
  if (!context?.text || context.end === undefined) return false;
  return UK_TOWN_POSTCODE.test(context.text.slice(context.end, context.end + 80));
}

/**
 * Street address found by the rule's regex (house number, street words, street type, optional unit, optional
 * city + state + ZIP): the street words must not be prose ("Top 10 Best Ways", "Chapter 3 The Road"), the
 * house number must not start with 0, and a state + ZIP tail must name a real US state and a non-zero ZIP.
 * A firm's, venue's or public body's address is refused as street-address-eu refuses it (firmAddressee: a legal form,
 * register or VAT label, business-address label such as "Registered office:" or a venue word in the addressee, or a
 * legal form or register label later on its line), and so is an office floor written before the street (Level 3,
 * 99 Clarence Street); a person's address under a firm's letterhead, with the person's
 * name line right above it, stays.
 * No checksum: 'valid' keeps the rule's score.
 */
export const streetAddress: Validator = {
  name: 'street_address',
  confirms: false,
  validate(value, context) {
    // An Australian unit before the house number (Unit 4/18 Banksia Street, U4/18, 4/18): the house number is after the slash.
    const v = value.trim().replace(/^(?:(?:Unit|Flat|Apt|Shop|Suite) |U)?[1-9][0-9]{0,3}[A-Za-z]?\//, '');
    const m = /^(\d{1,6})[A-Za-z]?(?:-\d{1,4})?\s+(.+)$/s.exec(v);
    if (!m) return 'not_applicable';
    if (m[1].startsWith('0')) return 'invalid';
    const tail = /\b([A-Z]{2})\s+(\d{5})(?:-\d{4})?$/.exec(v);
    if (tail) return STATES.has(tail[1]) && tail[2] !== '00000' && !notPrivate(context) ? 'valid' : 'invalid';
    // Prose is judged on the street part only (up to the first comma or line break): the city after it is
    // a place name, and a trailing state code would read as a word (IN, OR, ME). With a real state and ZIP
    // the match is an address whatever its street words ("15712 Powlowski Points, ..., NJ 08564").
    const words = m[2].split(/[,\n]/)[0].split(/\s+/).map((w) => w.toLowerCase().replace(/[.']/g, ''));
    // British streets named "The <type>" (64 The Paddock, 12 The Green, 3 The Crescent): "the" opens them, so only
    // before a town and a well-formed UK postcode, the layout of a British address, is it no prose ("Chapter 3 The Road").
    if (words[0] === 'the' && words.length <= 3 && !words.slice(1).some((w) => NOT_STREET.has(w)) && ukTownAndPostcode(context)) {
      return notPrivate(context) ? 'invalid' : 'valid';
    }
    if (words.some((w) => NOT_STREET.has(w))) return 'invalid';
    return notPrivate(context) ? 'invalid' : 'valid';
  },
  why: (_value, context) =>
    firmAddressee(context)
      ? FIRM_ADDRESSEE_REASON
      : officeFloor(context)
        ? 'an office floor (Level 3, …) before the street'
        : undefined,
};
