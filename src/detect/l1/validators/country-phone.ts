import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import type { ValidatorContext, ValidatorOutcome } from './types.ts';

/**
 * A number written for one country — international (+CC, 00CC) or national — parsed with libphonenumber-js
 * (full metadata): the parsed number when it is valid in that country's plan, else the outcome to return.
 * Candidates with characters other than digits and separators are 'not_applicable'.
 */
export function parseCountryPhone(value: string, country: CountryCode, minDigits: number): PhoneNumber | ValidatorOutcome {
  const v = value.trim();
  if (/[^\d\s()+./-]/.test(v)) return 'not_applicable';
  const digits = v.replace(/\D/g, '');
  if (digits.length < minDigits || digits.length > 14) return 'invalid';
  const n = v.startsWith('+') || v.startsWith('00') ? parsePhoneNumberFromString(`+${digits.replace(/^00/, '')}`) : parsePhoneNumberFromString(digits, country);
  return n?.country === country && n.isValid() ? n : 'invalid';
}

/**
 * A tax, VAT or company-register label, in the main European languages and English, written right before a
 * number (only separators, "no."/"nr."/"nummer" and a colon between): "P.IVA 09876543210", "CVR-nr. 12345678",
 * "org.nr 912 345 678", "NIP: 123-456-32-18", "KvK-nummer 12345678", "USt-IdNr.: …", "SIRET …", "ABN …". Such a
 * number is the firm's (or a person's tax) identifier, and many of them are valid in some country's phone plan.
 */
const NUMBER_WORD = '(?:no|nr|num|number|nummer|numero|número|numer|n[°º]|code|id|ident)';
const TAX_LABEL = new RegExp(
  '(?=\\p{L})(?<![\\p{L}\\p{N}])(?:(?:' +
    [
      'p\\. ?iva', 'piva', 'partita iva', 'part\\. iva', 'codice fiscale', 'cod\\. fisc\\.', 'c\\. ?f\\.',
      'cvr', 'cvr-nr', 'cpr', 'se-nr', 'org\\. ?nr', 'org\\.? ?nummer', 'orgnr', 'organisasjonsnummer', 'organisationsnummer',
      'organisationsnr', 'org\\.-nr', 'foretaksregisteret', 'mva', 'moms(?:nr|reg\\.? ?nr|registreringsnummer)?',
      'y-tunnus', 'ly-tunnus', 'alv-numero', 'alv-nro', 'kennitala', 'vsk-númer', 'vsk-nr',
      'nip', 'regon', 'krs', 'pesel', 'kvk', 'kvk-nummer', 'kvk-nr', 'btw', 'btw-nummer', 'btw-nr', 'rsin', 'kbo', 'ondernemingsnummer',
      'ust-?id(?:nr|-nr)?', 'ust\\.-?id(?:nr|-nr)?', 'umsatzsteuer-id(?:entifikationsnummer)?', 'steuernummer', 'steuer-?nr', 'st\\.-?nr',
      'steuer-?id', 'steuerliche id', 'idnr', 'handelsregister', 'hrb', 'hra', 'firmenbuchnummer', 'uid-nr', 'mwst(?:-nr)?',
      'tva', 'n° tva', 'tva intracom(?:munautaire)?', 'siret', 'siren', 'rcs',
      'nif', 'cif', 'nipc', 'nº contribuinte', 'contribuinte', 'n\\.i\\.f\\.', 'c\\.i\\.f\\.',
      'vat', 'vat reg(?:istration)?', 'tin', 'abn', 'acn', 'gstin', 'utr',
      'vergi(?: ?(?:no|numarası|numarasi|kimlik no))?', 'vkn', 'mersis(?: no)?', 'ticaret sicil(?: no)?',
    ].join('|') +
    `)(?:[ .:#-]{0,3}${NUMBER_WORD})?|(?:tax|company|registration|company reg(?:istration)?|business|firm|gst|ein|steuer|skatte|vero)[ .:#-]{0,3}${NUMBER_WORD})` +
    '\\.?[ \\t]{0,2}(?:is[ \\t]{1,2}|[:#=][ \\t]{0,2}|\\([^()\\n]{0,12}\\)[ \\t]{0,2}[:#]?[ \\t]{0,2})?$',
  'iu',
);

/** The tax/VAT/company label right before the candidate, if any (a ValidatorContext's text before its start). */
export function taxLabelBefore(context: ValidatorContext | undefined): string | undefined {
  if (!context?.text || context.start === undefined) return undefined;
  const m = TAX_LABEL.exec(context.text.slice(Math.max(0, context.start - 48), context.start));
  return m ? m[0].trim() : undefined;
}

/**
 * Another record's number named right before the candidate, the way the phone rule's national patterns refuse it
 * in their lookbehind: "order #…", "Invoice no. …", "account: …", "booking ref: …".
 */
const RECORD_WORDS =
  'registration|company|vat|tax|order|invoice|account|acct|reference|ref|customer|client|case|ticket|policy|tracking|serial|member|membership|booking|confirmation|transaction|receipt|contract|claim|employee|student|record|document|shipment|parcel';
/** The same labels in the other languages, as one word or phrase ("Fakturanummer", "Bestellnr.", "numer faktury"). */
const LOCAL_RECORD_LABELS =
  'faktura(?:nummer|nr)?|ordre(?:nummer|nr)?|order(?:nummer|nr)|kunde(?:nummer|nr)|kund(?:nummer|nr)|bestillings(?:nummer|nr)|referanse(?:nummer|nr)?|referens(?:nummer|nr)?|saks(?:nummer|nr)|ärende(?:nummer|nr)|sags(?:nummer|nr)|' +
  'laskun? ?numero|tilaus(?:numero|nro)|asiakas(?:numero|nro)|viite(?:numero|nro)?|' +
  'rechnungs(?:nummer|nr)|bestell(?:nummer|nr)|kunden(?:nummer|nr)|auftrags(?:nummer|nr)|aktenzeichen|vertrags(?:nummer|nr)|' +
  'factuur(?:nummer|nr)?|klant(?:nummer|nr)|bestel(?:nummer|nr)|dossier(?:nummer|nr)|' +
  'n(?:umér)?o?[°º]? de (?:commande|facture|client|dossier)|num[ée]ro (?:de commande|de facture|client|de dossier)|' +
  'numero (?:ordine|fattura|cliente|pratica)|codice cliente|n[úu]mero de (?:pedido|factura|cliente|expediente)|n[úu]mero da (?:encomenda|fatura)|' +
  'nr\\.? (?:zamówienia|faktury|klienta)|numer (?:zamówienia|faktury|klienta|zlecenia)|pedido|factura|albar[aá]n|' +
  '(?:sipariş|siparis|fatura|müşteri|musteri|takip|kargo takip|başvuru|basvuru|dosya)(?: ?(?:no|numarası|numarasi|numaranız|numaraniz))?';
const RECORD_LABEL = new RegExp(
  `(?=\\p{L})(?<![\\p{L}\\p{N}])(?:(?:${LOCAL_RECORD_LABELS})\\.?[ \\t]{0,2}(?:[:#.][ \\t]{0,2})?|(?:${RECORD_WORDS})\\.?[ \\t]{1,2}(?:no\\.?|nr\\.?|number|num\\.?|#|id)[ \\t]{0,2}(?:is[ \\t]{1,2}|[:#.][ \\t]{0,2}|)|(?:${RECORD_WORDS})[ \\t]{0,2}[:#][ \\t]{0,2})$`,
  'iu',
);

/** A tax/company label (taxLabelBefore) or another record's label right before the candidate. */
export function recordLabelBefore(context: ValidatorContext | undefined): string | undefined {
  const tax = taxLabelBefore(context);
  if (tax || !context?.text || context.start === undefined) return tax;
  const m = RECORD_LABEL.exec(context.text.slice(Math.max(0, context.start - 40), context.start));
  return m ? m[0].trim() : undefined;
}

/** Written with its country code (+CC or 00CC). */
export function isInternational(value: string): boolean {
  const v = value.trim();
  return v.startsWith('+') || v.startsWith('00');
}

/**
 * The label that names a phone candidate another record's number: a tax or company label before one written with
 * its country code (taxLabelBefore), any record's label before a national one (recordLabelBefore).
 */
export function phoneLabelBefore(value: string, context: ValidatorContext | undefined): string | undefined {
  return isInternational(value) ? taxLabelBefore(context) : recordLabelBefore(context);
}

/**
 * A reason a phone validator refuses a number: `holds` answers whether it applies (a label it found counts as yes and
 * goes into the words), `why` says it. A validator lists its refusals once: validate refuses on the first that holds
 * (refusal) and why gives that one's words, so the two can never disagree.
 */
export interface Refusal {
  holds: (value: string, context: ValidatorContext | undefined) => string | boolean | undefined;
  why: string | ((found: string) => string);
}

/** The words of the first refusal in `list` that holds for the number, or undefined when none does. */
export function refusal(list: readonly Refusal[], value: string, context: ValidatorContext | undefined): string | undefined {
  for (const { holds, why } of list) {
    const found = holds(value, context);
    if (found) return typeof why === 'string' ? why : why(String(found));
  }
  return undefined;
}

/** Named as a tax, company or other record's number (phoneLabelBefore). */
export const RECORD_LABEL_REFUSAL: Refusal = {
  holds: phoneLabelBefore,
  why: (label) => `named as a tax, company or other record's number ("${label}")`,
};
