import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Validator } from './types.ts';

/**
 * Philippine mobile number (09XX XXX XXXX or +63 9XX XXX XXXX) checked with libphonenumber-js: a valid
 * Philippine number whose type is mobile. No checksum: 'valid' keeps the rule's score.
 */
export const phMobile: Validator = {
  name: 'ph_mobile',
  confirms: false,
  validate(value) {
    const v = value.trim();
    if (/[^\d\s()+./-]/.test(v)) return 'not_applicable';
    const digits = v.replace(/\D/g, '');
    if (digits.length < 11 || digits.length > 14) return 'invalid';
    const n = v.startsWith('+') || v.startsWith('00') ? parsePhoneNumberFromString(`+${digits.replace(/^00/, '')}`) : parsePhoneNumberFromString(digits, 'PH');
    if (n?.country !== 'PH' || !n.isValid()) return 'invalid';
    const type = n.getType();
    return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? 'valid' : 'invalid';
  },
};
