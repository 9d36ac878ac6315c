import { luhnOk } from './checks.ts';
import type { Validator } from './types.ts';

/** Luhn (mod 10) checksum over the digits of the value; separators are ignored. Used for payment cards. */
export const luhn: Validator = {
  name: 'luhn',
  confirms: true,
  validate(value) {
    const digits = value.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits)) return 'not_applicable';
    // An all-same-digit string (0000..., 5555...) is a placeholder even when the sum happens to work.
    if (/^(\d)\1*$/.test(digits)) return 'invalid';
    return luhnOk(digits) ? 'valid' : 'invalid';
  },
};
