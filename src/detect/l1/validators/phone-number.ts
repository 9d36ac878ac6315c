import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import { recordLabelBefore, taxLabelBefore } from './country-phone.ts';
import type { Validator, ValidatorContext } from './types.ts';

/**
 * Regions tried, in order, for a number written without a country code (Presidio's default set plus the
 * other large markets). 'US' comes first. Other regions are tried only when a phone word of their language
 * is near the number (LANGUAGE_REGIONS).
 */
export const DEFAULT_REGIONS: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR', 'IL', 'IN', 'CA', 'BR', 'JP', 'CN', 'AU', 'ES', 'IT', 'NL', 'MX'];

/**
 * Phone words of one language (whole words, lower case) and the regions whose national numbers they make
 * worth trying: a Norwegian "412 34 567" or a Finnish "040 123 4567" is valid in no default region, and a
 * run of eight digits is a Danish number as often as a customer number, so these plans are read only beside
 * such a word (the rule's context words, which the score needs anyway, hold them all). `first`: the words
 * belong to that language alone (tlf, puh., telemóvel, not telefon or tel), so its regions decide before the
 * default ones: a Helsinki switchboard "puh. 09 123 4567" is valid in Germany's plan too.
 */
const LANGUAGE_REGIONS: ReadonlyArray<{ words: RegExp; regions: readonly CountryCode[]; first: boolean }> = [
  // Swedish, Norwegian, Danish.
  { words: /(?<![\p{L}])(?:tlf|tfn|ringe|ringa|ring meg|ring mig|ring til|ring oss|mobilnr|mobiltlf)(?![\p{L}])/iu, regions: ['NO', 'DK', 'SE'], first: true },
  { words: /(?<![\p{L}])(?:telefon|telefonnr|telefonnummer|mobil|mobilnummer|mobiltelefon|mob|ring|sms)(?![\p{L}])/iu, regions: ['NO', 'DK', 'SE'], first: false },
  // Finnish.
  { words: /(?<![\p{L}])(?:puh|puhelin|puhelinnumero|puhelimella|puhelimitse|matkapuhelin|soita|soittakaa|soitathan|soitto|tekstiviesti)(?![\p{L}])/iu, regions: ['FI'], first: true },
  // Icelandic.
  { words: /(?<![\p{L}])(?:sími|síma|símanúmer|farsími|hringdu|hringja)(?![\p{L}])/iu, regions: ['IS'], first: true },
  // Polish.
  { words: /(?<![\p{L}])(?:telefonu|telefonicznie|telefoniczny|telefoniczne|komórka|komórkowy|komórki|zadzwoń|zadzwon|dzwoń|dzwonić|tel\. ?kom)(?![\p{L}])/iu, regions: ['PL'], first: true },
  { words: /(?<![\p{L}])(?:tel|telefon|kom)(?![\p{L}])/iu, regions: ['PL'], first: false },
  // Portuguese (Portugal).
  { words: /(?<![\p{L}])(?:telemóvel|telemovel|tlm)(?![\p{L}])/iu, regions: ['PT'], first: true },
  { words: /(?<![\p{L}])(?:telefone|contacto|contactar|ligue|ligar)(?![\p{L}])/iu, regions: ['PT'], first: false },
  // German (Austria, Switzerland).
  { words: /(?<![\p{L}])(?:telefon|telefonnummer|tel|handy|mobil|natel|festnetz|rückruf|anrufen|rufen sie|erreichbar)(?![\p{L}])/iu, regions: ['AT', 'CH'], first: false },
  // French (Belgium, Switzerland) and Dutch (Belgium).
  { words: /(?<![\p{L}])(?:téléphone|tél|portable|natel|gsm|appeler|appelez|telefoon|telefoonnummer|bel me|bellen|mobiel)(?![\p{L}])/iu, regions: ['BE', 'CH'], first: false },
  // GSM: also Finnish, Icelandic and Polish usage.
  { words: /(?<![\p{L}])gsm(?![\p{L}])/iu, regions: ['FI', 'IS', 'PL'], first: false },
  // English (Ireland).
  { words: /(?<![\p{L}])(?:phone|telephone|tel|mobile|mob|cell|call|ring|landline|contact)(?![\p{L}])/iu, regions: ['IE'], first: false },
];

/** Regions named by phone words within 48 characters before or 32 after the candidate; `first` when a word of that language alone names one. */
function contextRegions(context: ValidatorContext | undefined): { region: CountryCode; first: boolean }[] {
  if (!context?.text || context.start === undefined) return [];
  const end = context.end ?? context.start;
  const near = `${context.text.slice(Math.max(0, context.start - 48), context.start)} ${context.text.slice(end, end + 32)}`;
  const out: { region: CountryCode; first: boolean }[] = [];
  for (const { words, regions, first } of LANGUAGE_REGIONS) {
    if (!words.test(near)) continue;
    for (const region of regions) {
      const seen = out.find((o) => o.region === region);
      if (!seen) out.push({ region, first });
      else if (first) seen.first = true;
    }
  }
  return out;
}

/** Phone types a person answers: a mobile, or a number whose plan does not tell mobile from fixed (Denmark, Norway's 8-digit plan). */
const PERSONAL_TYPES: ReadonlySet<string> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER']);

/** Danish mobile ranges (libphonenumber types every Danish number FIXED_LINE_OR_MOBILE). */
const DK_MOBILE = /^(?:2\d|3[01]|4[0-2]|5[0-3]|6[01]|71|81|9[1-3])/;

/** A number of a person's kind in its region: a mobile, a personal number, or (Denmark) a number in a mobile range. */
function personal(n: PhoneNumber, region: CountryCode): boolean {
  const type = n.getType() ?? '';
  if (region === 'DK') return DK_MOBILE.test(n.nationalNumber);
  return PERSONAL_TYPES.has(type);
}

/** A calendar date (02.11.1958, 1970-01-01), not a number to dial. */
const DATE_SHAPE = /^(?:\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2}|(?:19|20)\d{2}[./-]\d{1,2}[./-]\d{1,2})$/;

/** The candidate continues a run of digits or a code ("FI09 4231 0500 2981 74", "Kraków 31-021 12 …"). */
function afterDigits(context: ValidatorContext | undefined): boolean {
  if (!context?.text || context.start === undefined) return false;
  return /[0-9][ .-]?$/.test(context.text.slice(Math.max(0, context.start - 2), context.start));
}

/** An amount, not a number to dial: a currency right before or after ("kr 412 345 678", "601 234 567 zł"). */
function isAmount(context: ValidatorContext | undefined): boolean {
  if (!context?.text || context.start === undefined) return false;
  const end = context.end ?? context.start;
  const money = /^(?:kr|nok|sek|dkk|isk|eur|euro|€|zł|zl|pln|chf|fr|%)(?![\p{L}])/iu;
  return money.test(context.text.slice(end, end + 8).trimStart()) || /(?:kr|nok|sek|dkk|isk|eur|€|zł|pln|chf)\.?[ \t]{0,2}$/iu.test(context.text.slice(Math.max(0, context.start - 8), context.start));
}

/**
 * Phone number checked with libphonenumber-js (full "max" metadata, so the digits are matched against each
 * region's number plan, not just the length). `+CC` and `00CC` numbers are checked as international; others
 * against DEFAULT_REGIONS (numbers laid out 3-3-4 against US/CA only), then against the regions whose phone
 * words are near (contextRegions), where only a mobile-kind number counts; a national number written in groups
 * without a trunk 0 ("412 34 567", "22 628 14 90") only against the latter. A number labelled as a tax, VAT or
 * company-register number ("P.IVA 09876543210", "CVR-nr. 12345678"), or a national one as another record's
 * ("Order no. …", "Fakturanummer …"), is not a phone. No checksum, so 'valid' keeps the rule's score (context
 * words decide).
 */
export const phoneNumber: Validator = {
  name: 'phone_number',
  confirms: false,
  validate(value, context) {
    const v = value.trim();
    const digits = v.replace(/\D/g, '');
    if (/[^\d\s()+./-]/.test(v) || !digits) return 'not_applicable';
    if (digits.length < 6 || digits.length > 17 || /^(\d)\1+$/.test(digits)) return 'invalid';
    const international = v.startsWith('+') || v.startsWith('00');
    if (international ? taxLabelBefore(context) : recordLabelBefore(context)) return 'invalid';
    if (international) {
      const intl = v.startsWith('+') ? v : `+${v.replace(/^00/, '')}`;
      return parsePhoneNumberFromString(intl)?.isValid() ? 'valid' : 'invalid';
    }
    // Never a date (02.11.1958), a Brazilian postal code (01426-001), a number shorter than any national plan's
    // or the tail of a longer digit run (an IBAN's groups: "FI09 4231 0500 2981 74").
    if (digits.length < 7 || DATE_SHAPE.test(v) || /^\d{5}-\d{3}$/.test(v) || afterDigits(context)) return 'invalid';
    // Written 3-3-4 ("(415) 555-0132", "415.555.0132") is the North American layout: check it there,
    // or some other region's plan accepts almost any such run (123-456-7890 is a valid UK national number).
    const nanp = /^(?:\+?1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]\d{4}$/.test(v);
    if (nanp && (['US', 'CA'] as const).some((r) => parsePhoneNumberFromString(v, r)?.isValid())) return 'valid';
    // Grouped digits without a trunk 0 ("412 34 567"): a Nordic, Polish or Portuguese layout.
    const bareGroups = /^[1-9]\d{0,3}(?:[ -]\d{2,4}){1,3}$/.test(v);
    // The regions of the phone words near: only a number of a person's kind (mobile, or a plan that does not tell
    // mobile from fixed), never a firm's switchboard, toll-free or shared-cost line, and never an amount; a 3-3-4
    // layout only with a trunk 0 ("040 718 2936", "087 314 2259": no North American area code starts with 0). A
    // word of one language alone decides before the default regions (LANGUAGE_REGIONS' `first`).
    const regions = (nanp && !v.startsWith('0')) || isAmount(context) ? [] : contextRegions(context);
    for (const { region, first } of regions) {
      if (!first) continue;
      const n = parsePhoneNumberFromString(v, region);
      if (n?.isValid()) return personal(n, region) ? 'valid' : 'invalid';
    }
    if (!nanp && !bareGroups && DEFAULT_REGIONS.some((r) => parsePhoneNumberFromString(v, r)?.isValid())) return 'valid';
    for (const { region } of regions) {
      const n = parsePhoneNumberFromString(v, region);
      if (n?.isValid() && personal(n, region)) return 'valid';
    }
    return 'invalid';
  },
  why: (value, context) => {
    const v = value.trim();
    const label = v.startsWith('+') || v.startsWith('00') ? taxLabelBefore(context) : recordLabelBefore(context);
    return label ? `named as a tax, company or other record's number ("${label}")` : undefined;
  },
};
