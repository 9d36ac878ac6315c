import { parseCountryPhone } from './country-phone.ts';
import type { Validator } from './types.ts';

/**
 * Philippine mobile number (09XX XXX XXXX or +63 9XX XXX XXXX) checked with libphonenumber-js: a valid
 * Philippine number whose type is mobile. No checksum: 'valid' keeps the rule's score.
 */
export const phMobile: Validator = {
  name: 'ph_mobile',
  confirms: false,
  validate(value) {
    const n = parseCountryPhone(value, 'PH', 11);
    if (typeof n === 'string') return n;
    const type = n.getType();
    return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? 'valid' : 'invalid';
  },
};
