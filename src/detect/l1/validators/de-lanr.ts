import { weightedSum } from './checks.ts';
import type { Validator } from './types.ts';

/**
 * German physician number (lebenslange Arztnummer, LANR): 6-digit id, a check digit ((10 − Σ d × 4,9,4,9,4,9
 * mod 10) mod 10) and a 2-digit specialty group.
 */
export const deLanr: Validator = {
  name: 'de_lanr',
  confirms: true,
  validate(value) {
    const d = value.trim();
    if (!/^\d{9}$/.test(d)) return 'not_applicable';
    if (/^(\d)\1{5}/.test(d) && d[0] === '0') return 'invalid';
    return (10 - (weightedSum(d, [4, 9, 4, 9, 4, 9]) % 10)) % 10 === Number(d[6]) ? 'valid' : 'invalid';
  },
};
