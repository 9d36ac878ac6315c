import { digitsOfLength, repeated, weightedSum } from './checks.ts';
import type { Validator } from './types.ts';

/**
 * Korean business registration number (사업자등록번호), NNN-NN-NNNNN: weights 1,3,7,1,3,7,1,3,5 over the first
 * nine digits, plus floor(d9 × 5 / 10); the check digit is (10 − sum mod 10) mod 10. The 3-digit office
 * code starts at 101.
 */
export const krBrn: Validator = {
  name: 'kr_brn',
  confirms: true,
  validate(value) {
    const d = digitsOfLength(value, 10);
    if (!d) return 'not_applicable';
    if (repeated(d) || Number(d.slice(0, 3)) < 101) return 'invalid';
    let sum = weightedSum(d, [1, 3, 7, 1, 3, 7, 1, 3, 5]);
    sum += Math.floor(((d.charCodeAt(8) - 48) * 5) / 10);
    return (10 - (sum % 10)) % 10 === d.charCodeAt(9) - 48 ? 'valid' : 'invalid';
  },
};
