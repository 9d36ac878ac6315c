import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Validator } from './types.ts';

/**
 * Turkish phone number checked with libphonenumber-js against Turkey's number plan: +90/0090, a 0 trunk
 * prefix, or a bare 10-digit national number. No checksum: 'valid' keeps the rule's score.
 */
export const trPhone: Validator = {
  name: 'tr_phone',
  confirms: false,
  validate(value) {
    const v = value.trim();
    if (/[^\d\s()+./-]/.test(v)) return 'not_applicable';
    const digits = v.replace(/\D/g, '');
    if (digits.length < 10 || digits.length > 14) return 'invalid';
    const n = v.startsWith('+') || v.startsWith('00') ? parsePhoneNumberFromString(`+${digits.replace(/^00/, '')}`) : parsePhoneNumberFromString(digits, 'TR');
    return n?.country === 'TR' && n.isValid() ? 'valid' : 'invalid';
  },
};
