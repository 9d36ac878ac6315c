import { digitsOfLength, repeated, weightedSum } from './checks.ts';
import type { Validator } from './types.ts';

/**
 * Dutch burgerservicenummer (BSN, formerly sofinummer): 9 digits (an older 8-digit number is written with a
 * leading 0) passing the "elfproef": 9·d1 + 8·d2 + … + 2·d8 − 1·d9 is a multiple of 11. Nine zeros and other
 * repeated digits are placeholders, and so are numbers made of three repeated groups (111222333, 123123123).
 */
export const nlBsn: Validator = {
  name: 'nl_bsn',
  confirms: true,
  validate(value) {
    const d = digitsOfLength(value, 9);
    if (!d) return 'not_applicable';
    if (repeated(d) || /^(\d)\1\1(\d)\2\2(\d)\3\3$|^(\d{3})\4\4$/.test(d)) return 'invalid';
    const sum = weightedSum(d, [9, 8, 7, 6, 5, 4, 3, 2, -1]);
    return sum % 11 === 0 ? 'valid' : 'invalid';
  },
};
