import { compact, luhnOk, repeated } from './checks.ts';
import type { Validator } from './types.ts';

/** US National Provider Identifier: 10 digits starting 1 or 2; Luhn over 80840 + the digits. */
export const usNpi: Validator = {
  name: 'us_npi',
  confirms: true,
  validate(value) {
    const d = compact(value);
    if (!/^\d{10}$/.test(d)) return 'not_applicable';
    if ((d[0] !== '1' && d[0] !== '2') || repeated(d.slice(1, 9))) return 'invalid';
    return luhnOk(`80840${d}`) ? 'valid' : 'invalid';
  },
};
