import { icaoDigitOk, mrzBirthDateOk } from './checks.ts';
import type { Validator } from './types.ts';

/**
 * Document number and its check digit. A number longer than 9 characters (ICAO 9303 part 5 §4.2.2 note j, part 6
 * likewise) puts `<` in the check-digit position and continues in the optional data: the rest of the number, then
 * its check digit, then a filler. A number with no digit (a filler template) does not count.
 */
function documentNumberOk(number9: string, check: string, optional: string): boolean {
  if (check === '<') {
    const ext = /^([A-Z0-9]{1,20})</.exec(optional)?.[1];
    if (!ext || ext.length < 2) return false;
    const full = number9 + ext.slice(0, -1);
    return /[0-9]/.test(full) && icaoDigitOk(full, ext.slice(-1));
  }
  return /[0-9]/.test(number9) && icaoDigitOk(number9, check);
}

/** TD1 (ID-1 card): 3 × 30, or the first two lines alone. */
function td1(lines: string[]): 'valid' | 'invalid' | 'not_applicable' {
  const [l1, l2, l3] = lines;
  if (!/^[IAC][A-Z<][A-Z][A-Z<]{2}[A-Z0-9<]{9}[0-9<][A-Z0-9<]{15}$/.test(l1)) return 'not_applicable';
  if (!/^[0-9]{7}[MFX<][0-9]{7}[A-Z][A-Z<]{2}[A-Z0-9<]{11}[0-9]$/.test(l2)) return 'not_applicable';
  if (l3 !== undefined && !/^[A-Z<]{30}$/.test(l3)) return 'not_applicable';
  const ok =
    documentNumberOk(l1.slice(5, 14), l1[14], l1.slice(15)) &&
    icaoDigitOk(l2.slice(0, 6), l2[6]) &&
    icaoDigitOk(l2.slice(8, 14), l2[14]) &&
    icaoDigitOk(l1.slice(5, 30) + l2.slice(0, 7) + l2.slice(8, 15) + l2.slice(18, 29), l2[29]);
  return ok && mrzBirthDateOk(l2.slice(0, 6)) ? 'valid' : 'invalid';
}

/** TD2 (ID-2 card): 2 × 36, names on line 1. */
function td2(l1: string, l2: string): 'valid' | 'invalid' | 'not_applicable' {
  if (!/^[IAC][A-Z<][A-Z][A-Z<]{2}[A-Z<]*[A-Z][A-Z<]*$/.test(l1) || !l1.includes('<<')) return 'not_applicable';
  if (!/^[A-Z0-9<]{9}[0-9<][A-Z][A-Z<]{2}[0-9]{7}[MFX<][0-9]{7}[A-Z0-9<]{7}[0-9]$/.test(l2)) return 'not_applicable';
  const ok =
    documentNumberOk(l2.slice(0, 9), l2[9], l2.slice(28, 35)) &&
    icaoDigitOk(l2.slice(13, 19), l2[19]) &&
    icaoDigitOk(l2.slice(21, 27), l2[27]) &&
    icaoDigitOk(l2.slice(0, 10) + l2.slice(13, 20) + l2.slice(21, 35), l2[35]);
  return ok && mrzBirthDateOk(l2.slice(13, 19)) ? 'valid' : 'invalid';
}

/**
 * French identity card of 1988–2021 (2 × 36, not the ICAO TD2 layout): line 1 IDFRA, surname (25), department and
 * office (6); line 2 card number (12: year, month, department, serial) and its check digit, given names (14), birth
 * date and its check digit, sex, and a final check digit over both lines.
 */
function frCni(l1: string, l2: string): 'valid' | 'invalid' | 'not_applicable' {
  if (!/^IDFRA[A-Z<]{25}[A-Z0-9<]{6}$/.test(l1)) return 'not_applicable';
  if (!/^[0-9A-Z]{12}[0-9][A-Z<]{14}[0-9]{7}[MF][0-9]$/.test(l2)) return 'not_applicable';
  const ok =
    /[0-9]/.test(l2.slice(0, 12)) &&
    icaoDigitOk(l2.slice(0, 12), l2[12]) &&
    icaoDigitOk(l2.slice(27, 33), l2[33]) &&
    icaoDigitOk(l1 + l2.slice(0, 35), l2[35]);
  return ok && mrzBirthDateOk(l2.slice(27, 33)) ? 'valid' : 'invalid';
}

/**
 * Identity-card machine-readable zone (ICAO 9303 parts 5 and 6), the card-sized siblings of the passport zone
 * (passport-mrz.ts):
 * - TD1: three lines of 30. Line 1: document code (I, A or C, then a type character), issuing state, document
 *   number (9) and check digit, optional data. Line 2: birth date and check digit, sex, expiry and check digit,
 *   nationality, optional data, composite check digit. Line 3: names. The names line may be missing (a copy of
 *   the two number lines still carries the document number and birth date).
 * - TD2: two lines of 36. Line 1: document code, issuing state, names. Line 2: document number and check digit,
 *   nationality, birth date and check digit, sex, expiry and check digit, optional data, composite check digit.
 * - The French card of 1988–2021 (IDFRA…, two lines of 36 in its own layout), see frCni.
 * Valid when every check digit of the layout holds (document number, birth date, expiry where there is one, and
 * the composite) and the birth month and day are real: four digits that hold by chance once in 10,000.
 * The lines may be separated by a line break or spaces.
 */
export const idCardMrz: Validator = {
  name: 'id_card_mrz',
  confirms: true,
  validate(value) {
    const lines = value.trim().split(/\s+/);
    if ((lines.length === 2 || lines.length === 3) && lines[0].length === 30 && lines[1].length === 30) {
      return lines.length === 3 && lines[2].length !== 30 ? 'not_applicable' : td1(lines);
    }
    if (lines.length !== 2 || lines[0].length !== 36 || lines[1].length !== 36) return 'not_applicable';
    const fr = lines[0].startsWith('IDFRA') ? frCni(lines[0], lines[1]) : 'not_applicable';
    return fr === 'not_applicable' ? td2(lines[0], lines[1]) : fr;
  },
};
