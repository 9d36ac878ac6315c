import { RECORD_LABEL_REFUSAL, type Refusal, isInternational, parseCountryPhone, refusal } from './country-phone.ts';
import { FIRM_LINE_REFUSAL, contextRegions, firmBlockNumber, nearText } from './phone-number.ts';
import type { Validator, ValidatorContext } from './types.ts';

/** A dialling code other than Spain's right before the number ("(+48) 601 234 567", "+351 "), or ending the text before it. */
const OTHER_CODE = /(?:\+|00)(?!34(?![0-9]))[0-9]{1,3}\)?[ .-]{0,2}$/;
/** Letters of languages whose countries share Spain's 9-digit layout and none of Spain's languages (Polish, Nordic, Portuguese nasal vowels, Turkish). */
const FOREIGN_LETTERS = /[ąęłńśźżćĄĘŁŃŚŹŻĆåæøÅÆØãõĩğışİŞĞ]/u;

/**
 * The number is written for another country: its dialling code right before, a phone word of another country's
 * language alone near (tel. kom., telemóvel, puh., tlf …), or that language's letters on the number's line near it
 * ("Tel. 601 234 567, Jan Kowalski, ul. Długa 5, Łódź"): the Spanish rule does not label it.
 */
function foreignNumber(context: ValidatorContext | undefined): boolean {
  if (!context?.text || context.start === undefined) return false;
  if (OTHER_CODE.test(context.text.slice(Math.max(0, context.start - 12), context.start))) return true;
  if (contextRegions(context).some((r) => r.first)) return true;
  return FOREIGN_LETTERS.test(nearText(context, 60, 60));
}

/** The numbers es_phone refuses whatever Spain's plan says, in the order why names them; the last two only for a national number. */
const ES_REFUSALS: readonly Refusal[] = [
  RECORD_LABEL_REFUSAL,
  FIRM_LINE_REFUSAL,
  { holds: (value, context) => !isInternational(value) && foreignNumber(context), why: 'written for another country: its dialling code, phone word or letters near' },
  {
    holds: (value, context) => !isInternational(value) && firmBlockNumber(context),
    why: "in a firm's contact block (a register, VAT, opening-hours or service line) under no person's own label",
  },
];

/**
 * Spanish phone number checked with libphonenumber-js against Spain's number plan: +34/0034 or a bare 9-digit
 * national number (mobiles 6xx and 71x–74x, geographic 8xx/9xx; Spain has no trunk 0). Special-rate and toll-free
 * ranges (80x, 90x) are a business's, not a person's, and are 'invalid' here, as is a number named as a tax, company
 * or other record's ("CIF …", "Pedido …", country-phone.ts), a firm's line (a switchboard or service word, "our
 * office", phone-number.ts), a national number in a firm's contact block under no person's own label (CIF, opening
 * hours or a switchboard on another line; phone-number.ts firmBlockNumber) and a number written for another country
 * (foreignNumber). No checksum: 'valid' keeps the rule's score.
 */
export const esPhone: Validator = {
  name: 'es_phone',
  confirms: false,
  validate(value, context) {
    const n = parseCountryPhone(value, 'ES', 9);
    if (typeof n === 'string') return n;
    if (refusal(ES_REFUSALS, value, context)) return 'invalid';
    const type = n.getType();
    return type === 'MOBILE' || type === 'FIXED_LINE' || type === 'FIXED_LINE_OR_MOBILE' ? 'valid' : 'invalid';
  },
  why: (value, context) => refusal(ES_REFUSALS, value, context),
};
