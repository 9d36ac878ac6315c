import { compact, weightedSum } from './checks.ts';
import type { Validator } from './types.ts';

/**
 * Australian Medicare card number: 10 digits (a trailing 11th is the individual reference 1-9); the first is
 * 2-6; digit 9 = Σ d₁..₈ × 1,3,7,9,1,3,7,9 mod 10.
 */
export const auMedicare: Validator = {
  name: 'au_medicare',
  confirms: true,
  validate(value) {
    const d = compact(value);
    if (!/^\d{10,11}$/.test(d)) return 'not_applicable';
    if (!'23456'.includes(d[0]) || (d.length === 11 && d[10] === '0')) return 'invalid';
    return weightedSum(d, [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === Number(d[8]) ? 'valid' : 'invalid';
  },
};
