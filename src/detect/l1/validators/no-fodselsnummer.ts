import { dateExists, mod11CheckDigit, textBefore } from './checks.ts';
import { recordLabelBefore } from './country-phone.ts';
import { isExampleValue } from './example-marker.ts';
import type { Validator, ValidatorContext } from './types.ts';

const K1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const K2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/**
 * The birth year a fødselsnummer's individual number (digits 7–9) and two-digit year give, or undefined when the
 * combination was never issued: 000–499 1900–1999; 500–749 with 54–99 1854–1899; 500–999 with 00–39 2000–2039;
 * 900–999 with 40–99 1940–1999.
 */
export function noBirthYear(individual: number, yy: number): number | undefined {
  if (individual < 500) return 1900 + yy;
  if (yy < 40) return 2000 + yy;
  if (individual >= 900) return 1900 + yy;
  if (individual < 750 && yy >= 54) return 1800 + yy;
  return undefined;
}

/** Why an 11-digit run is no fødselsnummer, or undefined when it is one (or a D- or H-nummer). */
function problem(digits: string, now = new Date()): string | undefined {
  let day = Number(digits.slice(0, 2));
  let month = Number(digits.slice(2, 4));
  const yy = Number(digits.slice(4, 6));
  if (day > 40) day -= 40; // D-nummer (foreign workers and others without a fødselsnummer)
  if (month > 40 && month <= 52) month -= 40; // H-nummer (health service's help number)
  const year = noBirthYear(Number(digits.slice(6, 9)), yy);
  if (year === undefined) return 'individual number not issued with that year';
  if (!dateExists(year, month, day)) return 'no such birth date';
  if (year > now.getUTCFullYear()) return 'birth date in the future';
  if (mod11CheckDigit(digits, K1) !== digits.charCodeAt(9) - 48 || mod11CheckDigit(digits, K2) !== digits.charCodeAt(10) - 48) return 'check digits wrong';
  return undefined;
}

/** Words that name a person's id, or a person in a role whose field holds their id (Pasient: …, Elev: …). */
const PERSON_WORD =
  /(?<![\p{L}\p{N}])(?:fødsels(?:nummer(?:et)?|numre|nr)|fodsels(?:nummer|nr)|f\.?-?nr|personnumm?er(?:et)?|personnr|person ?id|d-n(?:umme)?r|h-nummer|identitetsnummer|id-nummer|national|norwegian id|birth number|personal(?: identity)? (?:number|id|no)|identity|identification|social security|henkilötunnus|pasient|patient|søker|elev|ansatt|arbeidstaker|beboer|medlem|pasientnr)(?![\p{L}\p{N}])/iu;

/**
 * A record's, a shipment's or a payment's label right before the number, with or without a colon, as one compound
 * or two words: "Sendingsnummer …", "Ärendenummer …", "Numer zamówienia: …", "Ticket #…", "Case ID …", "Betal til …"
 * (a Norwegian account number has 11 digits and its own mod-11 check). A compound ending in a number word whose stem
 * is no person word (sendings-, sporings-, saks-, asiakas-, tilaus-) is another record's number.
 */
const NUMBER_END = '(?:nummer(?:et)?|numre|numero|numeroa|numer|number|nr|nro|no|num|id|ref|kode|code)';
const PAYMENT_LEAD =
  /(?<![\p{L}\p{N}])(?:betal(?:es)?|overføres|overfør|innbetal(?:es|ing)|betala[rs]?|sätt in|maksa|maksetaan)[ \t]{1,2}(?:til|till|tilille|på)(?:[ \t]{1,2}(?:konto(?:nummer|nr)?|kontoen|kontot|bankkonto(?:nummer)?))?[ \t]{0,2}:?[ \t]{0,2}$|(?<![\p{L}\p{N}])(?:til|till|på|fra|från) (?:konto(?:nummer|nr)?|kontoen|kontot|bankkonto(?:nummer)?)[ \t]{0,2}:?[ \t]{0,2}$/iu;
const RECORD_COMPOUND = new RegExp(`(?<![\\p{L}\\p{N}])(\\p{L}[\\p{L}.]{2,30}?)-?${NUMBER_END}\\.?[ \\t]{0,2}[:#]?[ \\t]{0,2}$`, 'iu');
const RECORD_TWO_WORDS = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(\\p{L}{3,30})\\.?[ \\t]{1,2}(?:${NUMBER_END}\\.?|#)|(?:${NUMBER_END}|n[°º]|numéro|número)\\.?[ \\t]{1,2}(?:de |da |do |di |del )?(\\p{L}{3,30}))[ \\t]{0,2}[:#]?[ \\t]{0,2}$`,
  'iu',
);
const RECORD_WORD =
  /(?<![\p{L}\p{N}])(?:ticket|tracking|case|order|ref|reference|invoice|shipment|parcel|sending|forsendelse|kolli|sak|ärende|referanse|referens|viite|tilaus|lähetys|seuranta|zamówienie|zlecenie|przesyłka)[ \t]{0,2}[:#]?[ \t]{0,2}$/iu;

/** Words around "number" that name no record ("my number", "the number", "nummer til"). */
const FUNCTION_WORD =
  /^(?:the|my|your|his|her|our|their|this|that|same|new|old|with|and|for|from|med|har|min|mitt|din|ditt|hans|hennes|sin|sitt|vårt|deres|ny|nytt|nye|samme|og|och|til|till|fra|från|för|for|på|er|är|var|was|is|oma|uusi|ja|mój|twój|nowy|jest)$/iu;

function recordBefore(context: ValidatorContext | undefined): string | undefined {
  if (!context?.text || context.start === undefined) return undefined;
  const line = textBefore(context, 48).split('\n').pop() ?? '';
  if (PERSON_WORD.test(line)) return undefined;
  const known = recordLabelBefore(context);
  if (known) return known;
  const m = PAYMENT_LEAD.exec(line) ?? RECORD_WORD.exec(line);
  if (m) return m[0].trim();
  const c = RECORD_COMPOUND.exec(line);
  if (c) return c[0].trim();
  const t = RECORD_TWO_WORDS.exec(line);
  return t && !FUNCTION_WORD.test(t[1] ?? t[2] ?? '') ? t[0].trim() : undefined;
}

/**
 * A value inside an SQL VALUES ( … ) list, or a field of a delimited row under a header, whose column (the statement
 * or the header) names no person id: events' ids and timestamps, not people.
 */
function tableCell(context: ValidatorContext | undefined): string | undefined {
  if (!context?.text || context.start === undefined) return undefined;
  const text = context.text;
  const lineStart = text.lastIndexOf('\n', context.start - 1) + 1;
  const head = text.slice(Math.max(lineStart, context.start - 400), context.start);
  const values = /(?<![\w])values[ \t]{0,3}\([^()]{0,400}$/i.exec(head);
  if (values) {
    const stmt = text.slice(Math.max(0, context.start - 500), context.start);
    const from = stmt.search(/(?<![\w])insert[ \t]{1,3}into(?![\w])[^;]{0,500}$/i);
    return PERSON_WORD.test(from >= 0 ? stmt.slice(from) : head) ? undefined : 'a value in an SQL VALUES list whose columns name no person id';
  }
  const lineEnd = text.indexOf('\n', context.end ?? context.start);
  const row = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  const sep = [';', '\t', ',', '|'].find((s) => row.split(s).length >= 3);
  if (!sep) return undefined;
  const fields = row.split(sep);
  const col = text.slice(lineStart, context.start).split(sep).length - 1;
  const cell = fields[col]?.trim().replace(/^["']|["']$/g, '');
  if (cell === undefined || cell.replace(/[ .]/g, '') !== text.slice(context.start, context.end ?? context.start).replace(/[ .]/g, '')) return undefined;
  // The header: the nearest line above with as many fields and no digit run of five or more.
  let end = lineStart - 1;
  for (let i = 0; i < 30 && end > 0; i++) {
    const s = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(s, end);
    const cells = line.split(sep);
    if (cells.length !== fields.length) return undefined;
    if (!/\d{5}/.test(line)) {
      const name = cells[col].trim();
      if (!/\p{L}/u.test(name)) return undefined;
      return PERSON_WORD.test(name.replace(/[_-]/g, ' ')) ? undefined : `a column named ${JSON.stringify(name)}`;
    }
    end = s - 1;
  }
  return undefined;
}

/** Why the place the number stands in says it is another record's number, or undefined. */
function placeProblem(context: ValidatorContext | undefined): string | undefined {
  if (isExampleValue(context)) return 'written as an example or format';
  const label = recordBefore(context);
  if (label) return `after the label ${JSON.stringify(label)}: another record's number`;
  return tableCell(context);
}

/**
 * Norwegian fødselsnummer DDMMYYIIIKK (also D-nummer, day + 40, and H-nummer, month + 40): two mod-11 check digits
 * (weights 3 7 6 1 8 9 4 5 2 and 5 4 3 2 7 6 5 4 3 2; a remainder that gives 10 is never issued), a real birth date
 * whose century the individual number decides, not in the future. A value written as an example or format
 * ("f.eks. 01019012345") is refused. Tenor's synthetic test numbers (month + 80) are refused: no person has one.
 */
export const noFodselsnummer: Validator = {
  name: 'no_fodselsnummer',
  confirms: true,
  validate(value, context) {
    const digits = value.replace(/[ .]/g, '');
    if (!/^\d{11}$/.test(digits)) return 'not_applicable';
    if (problem(digits) !== undefined) return 'invalid';
    return placeProblem(context) ? 'invalid' : 'valid';
  },
  why(value, context) {
    const digits = value.replace(/[ .]/g, '');
    return problem(digits) ?? placeProblem(context);
  },
};
