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
  { words: /(?<![\p{L}])(?:puh|puhelin|puhelinnumero|puhelinnumeroni|puhelimella|puhelimitse|matkapuhelin|soita|soittaa|soittamaan|soitella|soittakaa|soitathan|soitto|tekstiviesti|numeroni|kännykkä|kännykkään|kännykkäni)(?![\p{L}])/iu, regions: ['FI'], first: true },
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

/**
 * Words of Danish or Swedish alone (not Norwegian: meg, deg, mitt, gjerne): Norway's plan and Denmark's read the
 * same eight digits, and the first plan that accepts a number decides, so beside these Denmark's (or Sweden's)
 * plan is read before Norway's: "Mit mobilnummer er 61 23 45 67" is a Danish mobile, not an Oppland landline.
 */
const DANISH_WORDS = /(?<![\p{L}])(?:mig|dig|mit|gerne|træffes|hverdage|venligst|os)(?![\p{L}])/iu;
const SWEDISH_WORDS = /(?<![\p{L}])(?:jag|mej|dej|gärna|ikväll|kvällen|hälsningar)(?![\p{L}])/iu;

/** The text near the candidate on its own line: 48 characters before and 32 after. */
function nearText(context: ValidatorContext | undefined, before = 48, after = 32): string {
  if (!context?.text || context.start === undefined) return '';
  const end = context.end ?? context.start;
  const pre = context.text.slice(Math.max(0, context.start - before), context.start);
  const post = context.text.slice(end, end + after);
  return `${pre.slice(pre.lastIndexOf('\n') + 1)} ${post.split('\n')[0]}`;
}

/** Regions named by phone words within 48 characters before or 32 after the candidate; `first` when a word of that language alone names one. */
function contextRegions(context: ValidatorContext | undefined): { region: CountryCode; first: boolean }[] {
  if (!context?.text || context.start === undefined) return [];
  const end = context.end ?? context.start;
  const near = `${context.text.slice(Math.max(0, context.start - 48), context.start)} ${context.text.slice(end, end + 32)}`;
  const out: { region: CountryCode; first: boolean }[] = [];
  for (const { words, regions: listed, first } of LANGUAGE_REGIONS) {
    if (!words.test(near)) continue;
    const regions = listed.includes('NO') && SWEDISH_WORDS.test(near) ? (['SE', 'DK', 'NO'] as const) : listed.includes('NO') && DANISH_WORDS.test(near) ? (['DK', 'SE', 'NO'] as const) : listed;
    for (const region of regions) {
      const seen = out.find((o) => o.region === region);
      if (!seen) out.push({ region, first });
      else if (first) seen.first = true;
    }
  }
  return out;
}

/**
 * A firm's line, not a person's: a switchboard or customer-service word near the number, in the languages the rule
 * reads ("sentralbordet 22 24 90 90", "Appelez notre service client au 02 …", "Kundeservice: tlf. …"), or a
 * firm's legal form earlier in the sentence with the reader asked to call "us" ("Rørlegger Hansen AS – ring oss på
 * 915 12 345", "Acme GmbH … rufen Sie uns an"). A person's "ring meg" is untouched.
 */
const SERVICE_WORDS =
  /(?<![\p{L}])(?:sentralbord(?:et)?|kundeservice|kundesenter|kundecenter|omstilling|växel|växeln|kundtjänst|kundservice|vaihde|vaihteen|vaihteeseen|asiakaspalvelu|asiakaspalvelun|asiakaspalveluun|infolinia|infolinii|biuro obsługi|klantenservice|service cli(?:ent|ents|entèle)|servizio clienti|centralino|atención al cliente|centralita|kundenservice|kundendienst|switchboard|customer service|customer care|help ?desk|support line)(?![\p{L}])/iu;
/** German "Zentrale" (a switchboard) as the noun only: the adjective zentrale (central) is no service word. */
const ZENTRALE = /(?<![\p{L}])(?:Zentrale|ZENTRALE)(?![\p{L}])/u;
const FIRM_FORM = /(?<![\p{L}])(?:AS|ASA|AB|Oy|Oyj|ApS|A\/S|GmbH|AG|BV|B\.V\.|NV|Ltd|LLC|Inc|sp\. z o\.o)(?![\p{L}])/u;
const CALL_US =
  /(?<![\p{L}])(?:ring(?:e)? (?:til )?(?:oss|os)|ring till oss|kontakt(?:a)? (?:oss|os)|(?:call|phone|contact|text|reach) us|bel ons|zadzwoń do nas|zadzwon do nas|soita(?:kaa)? meille|ota yhteyttä meihin|rufen sie uns|kontaktieren sie uns|appelez-nous|contactez-nous|llámenos|chiamateci|ligue-nos|hringdu í okkur)(?![\p{L}])/iu;

function firmLine(context: ValidatorContext | undefined): boolean {
  const near = nearText(context);
  if (!near) return false;
  if (SERVICE_WORDS.test(near) || ZENTRALE.test(near)) return true;
  const before = nearText(context, 120, 0);
  const sentence = before.slice(Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? ')) + 1);
  return FIRM_FORM.test(sentence) && CALL_US.test(sentence);
}

/** Types no private person answers: toll-free, shared-cost, premium-rate and universal-access (one number for a firm) lines. */
const SERVICE_TYPES: ReadonlySet<string> = new Set(['TOLL_FREE', 'SHARED_COST', 'PREMIUM_RATE', 'UAN']);

const FREE_OR_PREMIUM: ReadonlySet<string> = new Set(['TOLL_FREE', 'SHARED_COST', 'PREMIUM_RATE']);

/** Valid in the number plan and of a kind a person may answer (not SERVICE_TYPES). */
function personValid(n: PhoneNumber | undefined): boolean {
  return !!n?.isValid() && !SERVICE_TYPES.has(n.getType() ?? '');
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

/**
 * The default regions' verdict on a national number, or undefined when no plan accepts it: valid when some plan
 * calls it a person's kind (a mobile …) — the first such plan settles it, as no other plan's reading can then refuse
 * it; else invalid when one calls it toll-free, shared-cost or premium, or when every plan that accepts it calls it
 * a service line.
 */
function defaultRegionsOutcome(v: string): 'valid' | 'invalid' | undefined {
  const accepted: PhoneNumber[] = [];
  for (const region of DEFAULT_REGIONS) {
    const n = parsePhoneNumberFromString(v, region);
    if (!n?.isValid()) continue;
    if (PERSONAL_TYPES.has(n.getType() ?? '')) return 'valid';
    accepted.push(n);
  }
  if (!accepted.length) return undefined;
  const free = accepted.some((n) => FREE_OR_PREMIUM.has(n.getType() ?? ''));
  return free || !accepted.some(personValid) ? 'invalid' : 'valid';
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
    if (firmLine(context)) return 'invalid';
    if (international) {
      const intl = v.startsWith('+') ? v : `+${v.replace(/^00/, '')}`;
      // Service types are not refused here: a number written with its country code is one given to be dialled,
      // and the eval's filled templates count "+448003566638" (drawn valid for the locale) as a phone.
      return parsePhoneNumberFromString(intl)?.isValid() ? 'valid' : 'invalid';
    }
    // Never a date (02.11.1958), a Brazilian postal code (01426-001), a number shorter than any national plan's
    // or the tail of a longer digit run (an IBAN's groups: "FI09 4231 0500 2981 74").
    if (digits.length < 7 || DATE_SHAPE.test(v) || /^\d{5}-\d{3}$/.test(v) || afterDigits(context)) return 'invalid';
    // Written 3-3-4 ("(415) 555-0132", "415.555.0132") is the North American layout: check it there,
    // or some other region's plan accepts almost any such run (123-456-7890 is a valid UK national number).
    const nanp = /^(?:\+?1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]\d{4}$/.test(v);
    if (nanp) {
      const n = (['US', 'CA'] as const).map((r) => parsePhoneNumberFromString(v, r)).find((p) => p?.isValid());
      if (n) return personValid(n) ? 'valid' : 'invalid';
    }
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
    // A default region's plan accepts it; not when one that does calls it a toll-free, shared-cost or premium line
    // and none a mobile (Dutch "0800 1234" is toll-free, though Italy's plan reads a Bari landline; a Japanese
    // mobile 090-1234-5678 stays), nor when every one calls it a service line (a UK 055 corporate number is a
    // German landline too, and stays).
    if (!nanp && !bareGroups) {
      const outcome = defaultRegionsOutcome(v);
      if (outcome) return outcome;
    }
    // The first near region whose plan accepts the number decides: an Oslo landline "22 12 34 56" beside "ring"
    // is Norway's fixed line, not a Danish mobile.
    for (const { region } of regions) {
      const n = parsePhoneNumberFromString(v, region);
      if (n?.isValid()) return personal(n, region) ? 'valid' : 'invalid';
    }
    return 'invalid';
  },
  why: (value, context) => {
    const v = value.trim();
    const label = v.startsWith('+') || v.startsWith('00') ? taxLabelBefore(context) : recordLabelBefore(context);
    if (label) return `named as a tax, company or other record's number ("${label}")`;
    return firmLine(context) ? "a firm's line: a switchboard or customer-service word, or a firm asking to be called" : undefined;
  },
};
