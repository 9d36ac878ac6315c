import { repeated } from './checks.ts';
import { idProblemValidator } from './id-problem-validator.ts';

/**
 * Belgian national register number (rijksregisternummer, numéro de registre national, INSZ/NISS): YY.MM.DD-SSS.CC,
 * birth date, serial 001–997 (odd men, even women) and 97 − (first 9 digits mod 97); for births from 2000 the 9
 * digits are prefixed with 2. The month may be 00 and the day 00 (date unknown); a BIS number adds 20 or 40 to the
 * month.
 */
export function beNationalNumberProblem(value: string, now = new Date()): string | undefined | null {
  const d = value.replace(/[\s.-]/g, '');
  if (!/^\d{11}$/.test(d)) return null;
  const nine = Number(d.slice(0, 9));
  const check = Number(d.slice(9));
  const c1900 = 97 - (nine % 97) === check;
  const c2000 = 97 - ((2_000_000_000 + nine) % 97) === check;
  if (!c1900 && !c2000) return 'check digits fail (97 − the first 9 digits mod 97)';
  const serial = Number(d.slice(6, 9));
  if (serial === 0 || serial > 997) return 'serial 000 or 998–999';
  const month = Number(d.slice(2, 4)) % 20;
  const day = Number(d.slice(4, 6));
  if (Number(d.slice(2, 4)) > 52 || month > 12 || day > 31) return 'no such birth date';
  if (c2000 && !c1900 && 2000 + Number(d.slice(0, 2)) > now.getUTCFullYear()) return 'birth year in the future';
  if (repeated(d.slice(0, 9))) return 'one repeated digit (a placeholder)';
  return undefined;
}

export const beNationalNumber = idProblemValidator('be_national_number', (v) => beNationalNumberProblem(v));
