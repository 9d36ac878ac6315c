import { venueWordIn } from './eu-street-address.ts';
import type { Validator, ValidatorContext } from './types.ts';

/**
 * Words that name a public building, an office, a shop or a firm, in English as Indian addresses write it and in
 * Turkish (with their case endings: belediyesi, mağazamız, şubesi): an address beside one is theirs, not a home.
 */
const VENUE_EN = new Set(`bank branch office offices hospital clinic school college university institute temple mosque church
gurudwara museum hotel mall showroom store shop ltd pvt limited company corporation municipal ministry government govt
department embassy consulate station police court railway headquarters hq factory warehouse godown tech park
traders trader associates accountants chartered advocates solicitors consultants consultancy enterprises enterprise
industries agencies agency electronics sweets jewellers textiles motors pharma medicals builders developers
constructions exports imports solutions services technologies infotech logistics llp inc gstin gst ifsc micr sbi hdfc
icici axis pnb kotak canara idbi venue registration editor publications`.split(/\s+/));
const VENUE_TR = /^(?:belediye|müdürlü|hastane|okul|üniversite|mağaza|şube|ofis|merkez|avm|otel|restoran|kafe|müze|cami|valili|kaymakamlı|bakanlı|başkanlı|bina|plaza|holding|fabrika|depo|kütüphane|eczane|noterli|adliye|postane|karakol|şirket|firma|kuaför|berber|güzellik|(?:poli)?klini|muayenehane|diş|hukuk|avukat|büro|müşavir|muhasebe|sigorta|emlak|atölye|terzi|yönetim|yönetici|dükkan|dükkân|işyeri|lokanta|sofra|kebap|kebab|meyhane|ocakbaşı|köfteci|pideci|dönerci|rezervasyon|menü|pastane|fırın|market|bakkal|kırtasiye|tamirhane|servis|stüdyo|ajans|dernek|vakf|vakıf|kooperatif|sanayi|ticaret|hizmetiniz)\p{L}*$|^(?:a\.ş|ltd|şti|av\.|adres(?:ler)?imiz\p{L}*)$/u;

/** A bank account, card or loan of the customer's own ("SBI savings account", "bank a/c", "HDFC credit card"). */
const BANK_PRODUCT =
  /(?<![\p{L}])(?:bank|sbi|hdfc|icici|axis|pnb|kotak|canara|idbi|\p{L}+ bank)(?: bank)?(?: (?:savings|current|salary|joint|nre|nro|fixed deposit))?(?: bank)? (?:account|a\/c|acct|card|credit card|debit card|passbook|loan|fd)s?(?![\p{L}])/giu;

/**
 * A venue word within 150 characters before or 120 after the address, or (lead, for Turkish) in the words the match
 * takes before the neighbourhood ("Şubemiz Moda Mahallesi …": the regex may start a name at a capitalised word).
 */
function venueNear(context: ValidatorContext | undefined, tr: boolean, lead = ''): boolean {
  if (!context?.text || context.start === undefined || context.end === undefined) return false;
  // Another party's text is not this address's: before it from the last semicolon, after it up to the next
  // ("Kiracı: Mehmet Yılmaz, İnönü Caddesi No: 54 …; Kiraya veren: Güneş Emlak Ltd. Şti.").
  const before = context.text.slice(Math.max(0, context.start - 150), context.start).split(';').pop() ?? '';
  const after = context.text.slice(context.end, context.end + 120).split(';')[0];
  // A customer's own bank account or card ("SBI savings account ending 4521", "my bank account") names no branch.
  const own = (t: string) => t.replace(BANK_PRODUCT, ' ');
  if (venueWordIn(`${own(before)} \n ${own(after)}`)) return true;
  const around = `${own(before)} ${lead} \n ${own(after)}`;
  let lower = around.toLocaleLowerCase(tr ? 'tr' : 'en');
  if (tr) {
    // "Merkez/Bolu", ", Merkez": the central district of a province (its name), not a centre (merkezi, merkezimiz).
    lower = lower.replace(/(?:(?<=[,/])[ \t]{0,2}merkez(?![\p{L}]))|(?:(?<![\p{L}])merkez(?=[ \t]{0,2}\/))/gu, ' ');
    return lower.split(/[^\p{L}.]+/u).some((w) => w && (VENUE_TR.test(w) || VENUE_TR.test(w.replace(/\.$/, ''))));
  }
  if (/\b(?:tech|it|business|industrial) park\b|\bpost office\b|\bprivate limited\b/.test(lower)) return true;
  return lower.split(/[^\p{L}]+/u).some((w) => w && VENUE_EN.has(w));
}

/** Locality and road words of Indian addresses (Nagar, Colony, Society, Layout, Marg, Sector, Cross, Main Road, Apartments …). */
const IN_LOCALITY =
  /(?<![\p{L}])(?:nagar|colony|society|layout|marg|sector|enclave|residency|vihar|puram|cross|road|rd|main|street|lane|apartments?|towers?|bagh|chowk|gali|phase|block|stage|extension|extn|nivas|niwas|bhavan|sadan|kunj|heights|gardens?|complex|housing|chs|mohalla|wadi|peth|pada|halli|palya)(?![\p{L}])/iu;

/**
 * An Indian address found by street-address-in: a flat, house or plot number (or a bare house number such as 23/4,
 * B-12), comma- or line-separated parts, and a city or state before a 6-digit PIN code (first digit 1-8, the regex's).
 * Some part must be an Indian locality or road word (Nagar, Colony, Society, Cross, Main Road, Sector …), and no
 * office, bank branch, hospital, school, temple, shop or firm word may stand around it: their addresses are public.
 * No checksum: 'valid' keeps the rule's score.
 */
export const inStreetAddress: Validator = {
  name: 'in_street_address',
  confirms: false,
  validate(value, context) {
    const parts = value.split(/[,\n]/).map((p) => p.trim()).filter(Boolean);
    if (parts.length < 3) return 'invalid';
    if (!parts.some((p) => IN_LOCALITY.test(p))) return 'invalid';
    return venueNear(context, false) ? 'invalid' : 'valid';
  },
  why: (value, context) => (value.split(/[,\n]/).filter((p) => p.trim()).length < 3 ? 'fewer than three parts' : venueNear(context, false) ? 'an office, a branch or a public building beside it' : 'no locality or road word (Nagar, Colony, Road, Sector …)'),
};

/** The words a Turkish match holds before its neighbourhood word (Mahallesi, Mah., Mh.), minus the neighbourhood's own name. */
function leadWords(value: string): string {
  const m = /^(.*?)\S+,?\s+(?:Mahallesi|MAHALLESİ|Mah\.|Mh\.)/su.exec(value);
  return m ? m[1] : '';
}

/**
 * A Turkish address found by street-address-tr (… Mahallesi … Sokak/Caddesi No: 12 [Daire 4]): refused beside a
 * public building's, a shop's or a firm's word (Belediye, Hizmet Binası, mağazamız, şubesi, A.Ş.).
 */
export const trStreetAddress: Validator = {
  name: 'tr_street_address',
  confirms: false,
  validate(value, context) {
    return venueNear(context, true, leadWords(value)) ? 'invalid' : 'valid';
  },
  why: () => 'a public building, a shop or a firm beside it',
};
