import { dateExists, luhnOk, textAfter, textBefore } from './checks.ts';
import type { Validator, ValidatorContext } from './types.ts';

/**
 * Another Nordic country's id word, an Icelandic firm's suffix or a Danish course word (kennitala/kt., CPR,
 * fødselsnummer/fnr, henkilötunnus/hetu, ehf./hf., kursus): within 48 characters before or 24 after, a value under
 * one is not labelled Swedish (an Icelandic firm's kennitala and a Danish DDMMYY-NNNN pass the Swedish date and Luhn
 * checks one time in ten), unless a Swedish id word (personnummer, personnr, pnr, samordningsnummer) stands nearer
 * the value ("HLR/CPR-kurs: Karl Berg, personnummer 780514-4412").
 */
const FOREIGN_ID = /(?<![\p{L}\p{N}])(?:kennitala|kennitalan|kennitölu|kennitolu|kt|cpr|cprnr|fødselsnummer|fødselsnr|fodselsnummer|fnr|d nummer|henkilötunnus|henkilotunnus|hetu|ehf|hf|ohf|kursus|kurset|kursusdato)(?![\p{L}\p{N}])/gu;
const SWEDISH_ID = /(?<![\p{L}\p{N}])(?:personnummer|personnumret|personnr|person nr|pnr|samordningsnummer|personal identity)(?![\p{L}\p{N}])/gu;

/** Distance from the value to the nearest match of `re` in the text before (its end) or after (its start). */
function nearest(re: RegExp, before: string, after: string): number {
  let best = Infinity;
  for (const m of before.matchAll(re)) best = Math.min(best, before.length - (m.index + m[0].length));
  for (const m of after.matchAll(re)) best = Math.min(best, m.index);
  return best;
}

/** Whether a foreign id word is nearer the value than any Swedish id word. */
function foreignIdNearer(context?: ValidatorContext): boolean {
  if (!context?.text || context.start === undefined || context.end === undefined) return false;
  const norm = (t: string) => t.toLowerCase().replace(/[-_]/g, ' ');
  const before = norm(textBefore(context, 48));
  const after = norm(textAfter(context, 24));
  const foreign = nearest(FOREIGN_ID, before, after);
  return foreign !== Infinity && nearest(SWEDISH_ID, before, after) >= foreign;
}

/**
 * Swedish personnummer: (CC)YYMMDD, optional - or +, NNNC; Luhn over the 10 digits YYMMDDNNNC. The date
 * must exist (day + 60 = samordningsnummer). A 12-digit form's century must be 18, 19 or 20.
 */
export const sePersonnummer: Validator = {
  name: 'se_personnummer',
  confirms: true,
  validate(value, context) {
    const m = /^(\d{2})?(\d{2})(\d{2})(\d{2})[-+]?(\d{4})$/.exec(value.trim());
    if (!m) return 'not_applicable';
    const [, cc, yy, mm, dd, tail] = m;
    if (cc !== undefined && !['18', '19', '20'].includes(cc)) return 'invalid';
    const year = Number(cc ?? '19') * 100 + Number(yy);
    const day = Number(dd) > 60 ? Number(dd) - 60 : Number(dd);
    // Without a century, any century that gives a real date will do (29 February).
    const exists = cc !== undefined ? dateExists(year, Number(mm), day) : dateExists(2000 + Number(yy), Number(mm), day) || dateExists(1900 + Number(yy), Number(mm), day);
    if (!exists) return 'invalid';
    if (!luhnOk(yy + mm + dd + tail)) return 'invalid';
    return foreignIdNearer(context) ? 'invalid' : 'valid';
  },
  why: (_value, context) => (foreignIdNearer(context) ? "another Nordic country's id word, a firm suffix or a course word nearer than any Swedish id word" : 'date or Luhn check failed'),
};
