import type { Validator } from './types.ts';

/** Value of a character in an odd (1st, 3rd, …) position; digits 0-9 score like letters A-J. */
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const MONTHS = 'ABCDEHLMPRST';
/** Omocodia: when codes collide, digits are replaced by these letters (L = 0 … V = 9). */
const OMOCODIA = 'LMNPQRSTUV';
const SHAPE = /^[A-Z]{6}[\dLMNP-V]{2}[A-Z][\dLMNP-V]{2}[A-Z][\dLMNP-V]{3}[A-Z]$/;

const letterIndex = (ch: string) => (ch <= '9' ? ch.charCodeAt(0) - 48 : ch.charCodeAt(0) - 65);
const digitOf = (ch: string) => (ch <= '9' ? Number(ch) : OMOCODIA.indexOf(ch));

/**
 * Italian codice fiscale (persons): 16 characters with the birth month letter, a day 1-31 (41-71 for women),
 * omocodia letters accepted for digits, and the check letter = (odd-position values + even-position values)
 * mod 26 over the first 15 characters. Any case.
 */
export const itFiscalCode: Validator = {
  name: 'it_fiscal_code',
  confirms: true,
  validate(value) {
    const v = value.trim().toUpperCase();
    if (!SHAPE.test(v)) return 'not_applicable';
    if (!MONTHS.includes(v[8])) return 'invalid';
    const day = digitOf(v[9]) * 10 + digitOf(v[10]);
    if (day < 1 || (day > 31 && day < 41) || day > 71) return 'invalid';
    let sum = 0;
    for (let i = 0; i < 15; i++) sum += i % 2 === 0 ? ODD[letterIndex(v[i])] : letterIndex(v[i]);
    return String.fromCharCode(65 + (sum % 26)) === v[15] ? 'valid' : 'invalid';
  },
};
