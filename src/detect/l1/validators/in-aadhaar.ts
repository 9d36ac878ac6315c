import type { Validator } from './types.ts';

/** Verhoeff dihedral-group multiplication table d(j, k). */
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
/** Verhoeff permutation table p(pos mod 8, digit). */
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when the digit string (check digit last) passes the Verhoeff checksum. */
export function verhoeffValid(digits: string): boolean {
  let c = 0;
  for (let i = 0; i < digits.length; i++) c = D[c][P[i % 8][digits.charCodeAt(digits.length - 1 - i) - 48]];
  return c === 0;
}

/**
 * Indian Aadhaar number: 12 digits (optionally in 4-4-4 groups separated by one consistent space, dash or
 * colon), first digit 2-9, not a palindrome, Verhoeff check digit last.
 */
export const inAadhaar: Validator = {
  name: 'in_aadhaar',
  confirms: true,
  validate(value) {
    const v = value.trim();
    if (!/^\d{4}([ :-]?)\d{4}\1\d{4}$/.test(v)) return 'not_applicable';
    const d = v.replace(/\D/g, '');
    if (d[0] < '2' || d === [...d].reverse().join('')) return 'invalid';
    return verhoeffValid(d) ? 'valid' : 'invalid';
  },
};
