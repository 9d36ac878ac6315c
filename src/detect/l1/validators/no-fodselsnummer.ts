import { dateExists, weightedSum } from './checks.ts';
import { isExampleValue } from './example-marker.ts';
import type { Validator } from './types.ts';

const K1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const K2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** A mod-11 check digit over `digits` with `weights`: 11 - (sum mod 11), 11 → 0, 10 → none (-1). */
function mod11(digits: string, weights: readonly number[]): number {
  const r = 11 - (weightedSum(digits, weights) % 11);
  return r === 11 ? 0 : r === 10 ? -1 : r;
}

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
  if (mod11(digits, K1) !== digits.charCodeAt(9) - 48 || mod11(digits, K2) !== digits.charCodeAt(10) - 48) return 'check digits wrong';
  return undefined;
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
    return isExampleValue(context) ? 'invalid' : 'valid';
  },
  why(value, context) {
    const digits = value.replace(/[ .]/g, '');
    return problem(digits) ?? (isExampleValue(context) ? 'written as an example or format' : undefined);
  },
};
