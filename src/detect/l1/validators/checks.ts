/** Small arithmetic shared by the checksum validators, and the windows of text they read around a value (not a validator itself). */
import type { ValidatorContext } from './types.ts';

/** The `n` characters of the context's text right before the value (empty without a context). */
export function textBefore(context: ValidatorContext | undefined, n: number): string {
  if (!context?.text || context.start === undefined) return '';
  return context.text.slice(Math.max(0, context.start - n), context.start);
}

/** The `n` characters of the context's text right after the value (empty without a context or the value's end). */
export function textAfter(context: ValidatorContext | undefined, n: number): string {
  if (!context?.text || context.end === undefined) return '';
  return context.text.slice(context.end, context.end + n);
}

/** The text within `reach` characters either side of the value (empty without a context). */
export function around(context: ValidatorContext | undefined, reach: number): string {
  if (!context?.text || context.start === undefined) return '';
  const end = context.end ?? context.start;
  return context.text.slice(Math.max(0, context.start - reach), Math.min(context.text.length, end + reach));
}

/** True when the digit string passes the Luhn (mod 10) check. */
export function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** True when year-month-day is a real calendar date. */
export function dateExists(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Weighted digit sum: Σ digits[i] × weights[i] over the weights' length. */
export function weightedSum(digits: string, weights: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < weights.length; i++) s += (digits.charCodeAt(i) - 48) * weights[i];
  return s;
}

/**
 * The mod-11 check digit over the leading digits with `weights`: 11 − (Σ mod 11), where 11 reads 0, or -1 when that
 * gives 10 (never issued: the Norwegian fødselsnummer, the Icelandic kennitala).
 */
export function mod11CheckDigit(digits: string, weights: readonly number[]): number {
  const r = 11 - (weightedSum(digits, weights) % 11);
  return r === 11 ? 0 : r === 10 ? -1 : r;
}

/** A Nordic date-and-serial id, DDMMYY-NNNN or DDMMYYNNNN (Danish CPR, Icelandic kennitala), as 10 digits; else null. */
export function dateSerialDigits(value: string): string | null {
  const m = /^(\d{6})[- ]?(\d{4})$/.exec(value.trim());
  return m ? m[1] + m[2] : null;
}

const ICAO_WEIGHTS = [7, 3, 1];

/** ICAO 9303 check digit of `s`: weights 7, 3, 1; 0-9 as themselves, A = 10 … Z = 35, filler < = 0. */
export function icaoCheckDigit(s: string): number {
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const v = c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 90 ? c - 55 : 0;
    sum += v * ICAO_WEIGHTS[i % 3];
  }
  return sum % 10;
}

/** True when `check` is one digit and the ICAO 9303 check digit of `field`. */
export function icaoDigitOk(field: string, check: string): boolean {
  return /^[0-9]$/.test(check) && icaoCheckDigit(field) === Number(check);
}

/**
 * A machine-readable-zone birth date YYMMDD with a real month (01–12) and day (01–31). The century is not written,
 * so the day is not checked against the month's length.
 */
export function mrzBirthDateOk(yymmdd: string): boolean {
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** The value with spaces, dashes, dots and slashes removed. */
export function compact(value: string): string {
  return value.replace(/[\s./-]/g, '');
}

/** True for one digit repeated (placeholders such as 000000000). */
export function repeated(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}

/** The value's digits when, separators removed, it is exactly n digits; else null. */
export function digitsOfLength(value: string, n: number): string | null {
  const d = compact(value);
  return d.length === n && /^\d+$/.test(d) ? d : null;
}
