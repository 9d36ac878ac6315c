import { parseCountryPhone } from './country-phone.ts';
import type { Validator } from './types.ts';

/**
 * Spanish phone number checked with libphonenumber-js against Spain's number plan: +34/0034 or a bare 9-digit
 * national number (mobiles 6xx and 71x–74x, geographic 8xx/9xx; Spain has no trunk 0). Special-rate and toll-free
 * ranges (80x, 90x) are a business's, not a person's, and are 'invalid' here. No checksum: 'valid' keeps the
 * rule's score.
 */
export const esPhone: Validator = {
  name: 'es_phone',
  confirms: false,
  validate(value) {
    const n = parseCountryPhone(value, 'ES', 9);
    if (typeof n === 'string') return n;
    const type = n.getType();
    return type === 'MOBILE' || type === 'FIXED_LINE' || type === 'FIXED_LINE_OR_MOBILE' ? 'valid' : 'invalid';
  },
};
