import { digitsOfLength, repeated, weightedSum } from './checks.ts';
import type { Validator } from './types.ts';

/** Australian Business Number: 11 digits; subtract 1 from the first, weights 10,1,3,…,19, sum mod 89 = 0. */
export const auAbn: Validator = {
  name: 'au_abn',
  confirms: true,
  validate(value) {
    const d = digitsOfLength(value, 11);
    if (!d) return 'not_applicable';
    if (d[0] === '0' || repeated(d.slice(2))) return 'invalid';
    const first = String(Number(d[0]) - 1);
    return weightedSum(first + d.slice(1), [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]) % 89 === 0 ? 'valid' : 'invalid';
  },
};
