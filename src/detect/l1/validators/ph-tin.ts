import { weightedSum } from './checks.ts';
import type { Validator } from './types.ts';

const WEIGHTS = [9, 8, 7, 6, 5, 4, 3, 2];

/**
 * Philippine taxpayer identification number (BIR TIN): 9 digits, optionally followed by a 3-5 digit branch
 * code. The 9th digit is a check digit: Σ d[i] × 9,8,…,2 over the first eight, mod 11 (a remainder of 10
 * is never issued). One in eleven random runs passes, so it does not confirm: rules still need a TIN word
 * or the full branch layout.
 */
export const phTin: Validator = {
  name: 'ph_tin',
  confirms: false,
  validate(value) {
    const d = value.replace(/[\s-]/g, '');
    if (!/^\d{9}(?:\d{3,5})?$/.test(d)) return 'not_applicable';
    if (/^0{8}/.test(d)) return 'invalid';
    return weightedSum(d, WEIGHTS) % 11 === d.charCodeAt(8) - 48 ? 'valid' : 'invalid';
  },
};
