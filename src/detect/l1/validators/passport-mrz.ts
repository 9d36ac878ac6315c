import { icaoDigitOk, mrzBirthDateOk } from './checks.ts';
import type { Validator } from './types.ts';

/**
 * Passport machine-readable zone (ICAO 9303 TD3): two lines of 44 characters. Line 1: P, a type character, the
 * issuing state and the names (surname << given names, < for spaces). Line 2: document number (9) and its check
 * digit, nationality, date of birth (YYMMDD) and check digit, sex, expiry date and check digit, personal number
 * and its check digit, and a composite check digit. Valid when line 1 has the name separator << and the
 * document-number, birth-date and expiry check digits (weights 7, 3, 1) all hold; the personal-number and
 * composite digits are not required (a zone copied with one of them mistyped still identifies the holder).
 * The lines may be separated by a line break or spaces.
 */
export const passportMrz: Validator = {
  name: 'passport_mrz',
  confirms: true,
  validate(value) {
    const lines = value.trim().split(/\s+/);
    if (lines.length !== 2 || lines[0].length !== 44 || lines[1].length !== 44) return 'not_applicable';
    const [l1, l2] = lines;
    if (!/^P[A-Z<][A-Z<]{3}[A-Z][A-Z<]*<<[A-Z<]*$/.test(l1)) return 'not_applicable';
    if (!/^[A-Z0-9<]{9}[0-9][A-Z<]{3}[0-9]{6}[0-9][MFX<][0-9]{6}[0-9][A-Z0-9<]{14}[0-9<][0-9]$/.test(l2)) return 'not_applicable';
    const ok =
      icaoDigitOk(l2.slice(0, 9), l2[9]) && icaoDigitOk(l2.slice(13, 19), l2[19]) && icaoDigitOk(l2.slice(21, 27), l2[27]);
    return ok && mrzBirthDateOk(l2.slice(13, 19)) ? 'valid' : 'invalid';
  },
};
