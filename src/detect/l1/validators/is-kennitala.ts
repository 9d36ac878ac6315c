import { dateExists, mod11CheckDigit } from './checks.ts';
import { dateSerialValidator } from './date-serial-validator.ts';
import { isExampleValue } from './example-marker.ts';
import type { Validator, ValidatorContext } from './types.ts';

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const CENTURY: Record<string, number> = { '8': 1800, '9': 1900, '0': 2000 };

/** Why a 10-digit value is no person's kennitala, or undefined when it is one. */
function problem(d: string, context: ValidatorContext | undefined, now = new Date()): string | undefined {
  const century = CENTURY[d[9]];
  if (century === undefined) return 'last digit is no century (9, 0 or 8)';
  if (mod11CheckDigit(d, WEIGHTS) !== d.charCodeAt(8) - 48) return 'check digit wrong';
  const day = Number(d.slice(0, 2));
  const year = century + Number(d.slice(4, 6));
  if (day > 40 && dateExists(year, Number(d.slice(2, 4)), day - 40)) return "an organisation's kennitala (day + 40), not a person's";
  if (!dateExists(year, Number(d.slice(2, 4)), day)) return 'no such birth date';
  if (year > now.getUTCFullYear()) return 'birth date in the future';
  if (isExampleValue(context)) return 'written as an example or format';
  return undefined;
}

/**
 * Icelandic kennitala of a person, DDMMYY-RRKC (the hyphen may be left out): two random digits, a check digit K
 * (11 - Σ first eight digits × 3 2 7 6 5 4 3 2 mod 11; 11 → 0, 10 never issued) and a century digit C (9 1900s,
 * 0 2000s, 8 1800s); a real birth date, not in the future. Organisations' kennitala (day + 40) are refused: they
 * identify a company, not a person. A value written as an example or format is refused.
 */
export const isKennitala: Validator = dateSerialValidator('is_kennitala', true, problem);
