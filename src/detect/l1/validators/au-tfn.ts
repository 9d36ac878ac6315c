import { digitsOfLength, repeated, weightedSum } from './checks.ts';
import type { Validator } from './types.ts';

/** Australian Tax File Number: 9 digits, weights 1,4,3,7,5,8,6,9,10, sum mod 11 = 0. */
export const auTfn: Validator = {
  name: 'au_tfn',
  confirms: true,
  validate(value) {
    const d = digitsOfLength(value, 9);
    if (!d) return 'not_applicable';
    if (repeated(d)) return 'invalid';
    return weightedSum(d, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0 ? 'valid' : 'invalid';
  },
};
