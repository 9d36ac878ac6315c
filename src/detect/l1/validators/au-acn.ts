import { digitsOfLength, repeated, weightedSum } from './checks.ts';
import type { Validator } from './types.ts';

/** Australian Company Number: 9 digits; check = (10 − Σ d₁..₈ × 8..1 mod 10) mod 10. */
export const auAcn: Validator = {
  name: 'au_acn',
  confirms: true,
  validate(value) {
    const d = digitsOfLength(value, 9);
    if (!d) return 'not_applicable';
    if (repeated(d)) return 'invalid';
    return (10 - (weightedSum(d, [8, 7, 6, 5, 4, 3, 2, 1]) % 10)) % 10 === Number(d[8]) ? 'valid' : 'invalid';
  },
};
