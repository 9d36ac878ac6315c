import { krRegistration } from './kr-rrn.ts';
import { krRegistrationSum } from './kr-rrn-checksum.ts';
import type { Validator } from './types.ts';

/**
 * Korean foreign resident registration number issued before October 2020: the kr_frn structure (birth
 * date, sex/century digit 5-8) and the check digit (13 − sum mod 11) mod 10 (the resident formula + 2).
 */
export const krFrnChecksum: Validator = {
  name: 'kr_frn_checksum',
  confirms: true,
  validate(value) {
    const s = krRegistration(value, '5678');
    if (s !== 'valid') return s;
    const mod = krRegistrationSum(value.trim()) as number;
    return (13 - mod) % 10 === Number(value.trim().slice(-1)) ? 'valid' : 'invalid';
  },
};
