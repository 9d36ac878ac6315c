import { dateExists, weightedSum } from './checks.ts';
import { isExampleValue } from './example-marker.ts';
import type { Validator } from './types.ts';

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const CENTURY: Record<string, number> = { '8': 1800, '9': 1900, '0': 2000 };

/** Icelandic example markers right before the value: "t.d." (til dæmis), "dæmi:", "á sniðinu". */
const IS_EXAMPLE = /(?<![\p{L}])(?:t\.\s?d\.|til dæmis|dæmi|sniðinu|sniði)[\s:("„]{0,4}$/iu;

function icelandicExample(context: Parameters<Validator['validate']>[1]): boolean {
  if (!context?.text || context.start === undefined) return false;
  return IS_EXAMPLE.test(context.text.slice(Math.max(0, context.start - 24), context.start));
}

/** A kennitala's text with its separator removed, or null when it is not DDMMYY-RRKC / DDMMYYRRKC. */
function digitsOf(value: string): string | null {
  const m = /^(\d{6})[- ]?(\d{4})$/.exec(value.trim());
  return m ? m[1] + m[2] : null;
}

/** Why a 10-digit value is no person's kennitala, or undefined when it is one. */
function problem(d: string, context: Parameters<Validator['validate']>[1], now = new Date()): string | undefined {
  const century = CENTURY[d[9]];
  if (century === undefined) return 'last digit is no century (9, 0 or 8)';
  const r = weightedSum(d, WEIGHTS) % 11;
  const check = r === 0 ? 0 : 11 - r;
  if (check === 10 || check !== d.charCodeAt(8) - 48) return 'check digit wrong';
  const day = Number(d.slice(0, 2));
  const year = century + Number(d.slice(4, 6));
  if (day > 40 && dateExists(year, Number(d.slice(2, 4)), day - 40)) return "an organisation's kennitala (day + 40), not a person's";
  if (!dateExists(year, Number(d.slice(2, 4)), day)) return 'no such birth date';
  if (year > now.getUTCFullYear()) return 'birth date in the future';
  if (isExampleValue(context) || icelandicExample(context)) return 'written as an example or format';
  return undefined;
}

/**
 * Icelandic kennitala of a person, DDMMYY-RRKC (the hyphen may be left out): two random digits, a check digit K
 * (11 - Σ first eight digits × 3 2 7 6 5 4 3 2 mod 11; 11 → 0, 10 never issued) and a century digit C (9 1900s,
 * 0 2000s, 8 1800s); a real birth date, not in the future. Organisations' kennitala (day + 40) are refused: they
 * identify a company, not a person. A value written as an example or format is refused.
 */
export const isKennitala: Validator = {
  name: 'is_kennitala',
  confirms: true,
  validate(value, context) {
    const d = digitsOf(value);
    if (d === null) return 'not_applicable';
    return problem(d, context) === undefined ? 'valid' : 'invalid';
  },
  why(value, context) {
    const d = digitsOf(value);
    return d === null ? undefined : problem(d, context);
  },
};
