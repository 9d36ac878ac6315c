import { isExampleValue } from './example-marker.ts';
import type { Validator, ValidatorContext } from './types.ts';

/** Passport words, the last one before a value: its label must end right before the value. */
const PASSPORT_WORD = /(?<![\p{L}])(?:passin numero|passin nro|passinumero\p{L}{0,4}|passnummer\p{L}{0,3}|passnummret|passnumret|passets nummer|numer paszportu|nr paszportu|paszport\p{L}{0,3}|paspoortnummer|paspoortnr|paspoort)(?![\p{L}])/giu;
/** What may stand between a passport word and its number: a number word, a colon, a verb of being. */
const PASSPORT_GAP = /^[ \t]{0,3}(?:(?:nr|no|nro|numer|nummer|number|numero)\.?[ \t]{0,3})?[:#=.\-]?[ \t]{0,3}(?:(?:on|är|er|is|jest|to)[ \t]{1,3})?$/iu;

/** Whether the passport word labels the value directly (Passnummer: …, numer paszportu …), with nothing between. */
export function passportLabelsValue(context: ValidatorContext | undefined): boolean {
  if (!context?.text || context.start === undefined) return true;
  const before = context.text.slice(Math.max(0, context.start - 48), context.start);
  let last: RegExpExecArray | null = null;
  for (const m of before.matchAll(PASSPORT_WORD)) last = m as RegExpExecArray;
  if (!last) return false;
  return PASSPORT_GAP.test(before.slice(last.index + last[0].length));
}

/** Eight digits shaped as a date, YYYYMMDD (20240517: a ticket or booking date, not a passport number). */
function isCompactDate(v: string): boolean {
  return /^(?:19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])$/.test(v);
}

/**
 * A Nordic, Polish or Dutch passport number beside its word (passport-nordic-pl-nl): refused when shaped as a
 * date (YYYYMMDD) or written as an example or format (t.ex., f.eks., np., esim., muotoa).
 */
export const nordicPassport: Validator = {
  name: 'nordic_passport',
  confirms: false,
  validate(value, context) {
    const v = value.trim();
    if (isCompactDate(v)) return 'invalid';
    if (isExampleValue(context)) return 'invalid';
    if (!passportLabelsValue(context)) return 'invalid';
    return 'valid';
  },
};
