import { weightedSum } from './checks.ts';
import type { Validator } from './types.ts';

const BUSINESS_WEIGHTS = [10, 4, 9, 3, 8, 2, 7, 1];
const BUSINESS_LETTERS = 'XMKECAWLJDB';
const LOCAL_WEIGHTS = [10, 8, 6, 4, 9, 7, 5, 3, 1];
const LOCAL_LETTERS = 'ZKCMDNERGWH';

function check(digits: string, weights: readonly number[], letters: string): string {
  return letters[weightedSum(digits, weights) % 11];
}

/**
 * Singapore UEN in the two pre-2009 layouts that carry a check letter: businesses (8 digits + letter,
 * weights 10,4,9,3,8,2,7,1 → "XMKECAWLJDB"[sum mod 11]) and local companies (year of registration,
 * 5 digits + letter, weights 10,8,6,4,9,7,5,3,1 → "ZKCMDNERGWH"[sum mod 11]). The 2009- layout
 * (T/S/R…) has no published check letter and is not_applicable here.
 */
export const sgUen: Validator = {
  name: 'sg_uen',
  confirms: true,
  validate(value) {
    const v = value.trim().toUpperCase();
    let m = /^(\d{8})([A-Z])$/.exec(v);
    if (m) return /^(\d)\1{7}$/.test(m[1]) ? 'invalid' : check(m[1], BUSINESS_WEIGHTS, BUSINESS_LETTERS) === m[2] ? 'valid' : 'invalid';
    m = /^(\d{9})([A-Z])$/.exec(v);
    if (m) {
      const year = Number(m[1].slice(0, 4));
      if (year < 1800 || year > 2099) return 'invalid';
      return check(m[1], LOCAL_WEIGHTS, LOCAL_LETTERS) === m[2] ? 'valid' : 'invalid';
    }
    return 'not_applicable';
  },
};
