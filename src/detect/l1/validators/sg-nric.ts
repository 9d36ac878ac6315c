import { weightedSum } from './checks.ts';
import type { Validator } from './types.ts';

const TABLES: Record<string, string> = { S: 'JZIHGFEDCBA', T: 'JZIHGFEDCBA', F: 'XWUTRQPNMLK', G: 'XWUTRQPNMLK', M: 'XWUTRQPNJLK' };
const OFFSET: Record<string, number> = { S: 0, T: 4, F: 0, G: 4, M: 3 };

/**
 * Singapore NRIC/FIN: S/T (citizens), F/G/M (foreigners), 7 digits and a check letter from Σ d × 2,7,6,5,4,3,2
 * (+4 for T and G, +3 for M) mod 11.
 */
export const sgNric: Validator = {
  name: 'sg_nric',
  confirms: true,
  validate(value) {
    const m = /^([STFGM])(\d{7})([A-Z])$/.exec(value.trim().toUpperCase());
    if (!m) return 'not_applicable';
    const [, prefix, d, letter] = m;
    const r = (weightedSum(d, [2, 7, 6, 5, 4, 3, 2]) + OFFSET[prefix]) % 11;
    return TABLES[prefix][r] === letter ? 'valid' : 'invalid';
  },
};
