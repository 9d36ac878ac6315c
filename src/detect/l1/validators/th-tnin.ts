import { compact, weightedSum } from './checks.ts';
import type { Validator } from './types.ts';

const WEIGHTS = [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
/** Thai province codes (digits 2-3). */
const PROVINCE = /^(?:1\d|2[0-7]|3\d|4\d|5[0-8]|6[0-7]|7[0-7]|8[0-6]|9[0-6])$/;

/**
 * Thai national id (TNIN): 13 digits; the first (person type) is 1-8, digits 2-3 a province code, and the
 * last = (11 − Σ dᵢ × (14 − i) mod 11) mod 10. Dashes and spaces (1-2345-67890-12-1) are ignored.
 */
export const thTnin: Validator = {
  name: 'th_tnin',
  confirms: true,
  validate(value) {
    const d = compact(value);
    if (!/^\d{13}$/.test(d)) return 'not_applicable';
    if (d[0] === '0' || d[0] === '9' || !PROVINCE.test(d.slice(1, 3))) return 'invalid';
    return (11 - (weightedSum(d, WEIGHTS) % 11)) % 10 === Number(d[12]) ? 'valid' : 'invalid';
  },
};
