import { parseCountryPhone } from './country-phone.ts';
import type { Validator } from './types.ts';

/**
 * Turkish phone number checked with libphonenumber-js against Turkey's number plan: +90/0090, a 0 trunk
 * prefix, or a bare 10-digit national number. No checksum: 'valid' keeps the rule's score.
 */
export const trPhone: Validator = {
  name: 'tr_phone',
  confirms: false,
  validate(value) {
    const n = parseCountryPhone(value, 'TR', 10);
    return typeof n === 'string' ? n : 'valid';
  },
};
