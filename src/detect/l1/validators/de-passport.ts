import { icaoCheckDigit } from './checks.ts';
import type { Validator } from './types.ts';

/** The serial alphabet (0-9 and the letters that cannot be misread: no vowels, B, D, Q, S), first a letter. */
const SERIAL = /^[CFGHJKLMNPRTVWXYZ][0-9CFGHJKLMNPRTVWXYZ]{8}$/;

/**
 * German passport / identity card serial: 9 characters from 0-9 C F G H J K L M N P R T V W X Y Z (the first a
 * letter, at least one digit). The printed serial has no check digit: the ICAO 9303 check digit (weights 7, 3, 1)
 * is a 10th character, written only in the machine-readable zone (specimen card L01X00T47, MRZ `L01X00T471`;
 * old card T22000129, MRZ `T220001293`).
 *
 * - 10 characters: the 10th is checked as the ICAO check digit over the 9-character serial (valid or invalid).
 * - 9 characters whose 9th character happens to be the ICAO check digit over the first 8 (the reading of Presidio's
 *   recognizer, whose cases the dev set carries): valid. One random serial in ten passes, as before.
 * - Any other 9-character serial: not_applicable, so the rule's score stays below minScore unless one of its
 *   context words (Reisepass, Personalausweis, …) is near; a letter and 8 characters is a common code shape.
 */
export const dePassport: Validator = {
  name: 'de_passport',
  confirms: true,
  validate(value) {
    const v = value.trim().toUpperCase();
    if (v.length === 10) {
      if (!SERIAL.test(v.slice(0, 9)) || !/[0-9]$/.test(v)) return 'not_applicable';
      return icaoCheckDigit(v.slice(0, 9)) === Number(v[9]) ? 'valid' : 'invalid';
    }
    if (!SERIAL.test(v)) return 'not_applicable';
    if (!/[0-9]/.test(v)) return 'invalid';
    if (/[0-9]$/.test(v) && icaoCheckDigit(v.slice(0, 8)) === Number(v[8])) return 'valid';
    return 'not_applicable';
  },
};
