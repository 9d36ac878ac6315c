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
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = digits.charCodeAt(digits.length - 1 - i) - 48;
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return sum % 10 === 0 ? 'valid' : 'invalid';
  },
};
