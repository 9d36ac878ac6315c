import { dateExists, luhnOk } from './checks.ts';
import type { Validator } from './types.ts';

/**
 * South African id number: YYMMDD SSSS C A Z, 13 digits; the birth date must exist, C (citizenship) is 0, 1
 * or 2, and the whole passes Luhn.
 */
export const zaId: Validator = {
  name: 'za_id',
  confirms: true,
  validate(value) {
    const d = value.trim();
    if (!/^\d{13}$/.test(d)) return 'not_applicable';
    const yy = Number(d.slice(0, 2));
    const mm = Number(d.slice(2, 4));
    const dd = Number(d.slice(4, 6));
    if (!dateExists(2000 + yy, mm, dd) && !dateExists(1900 + yy, mm, dd)) return 'invalid';
    if (!'012'.includes(d[10])) return 'invalid';
    return luhnOk(d) ? 'valid' : 'invalid';
  },
};
