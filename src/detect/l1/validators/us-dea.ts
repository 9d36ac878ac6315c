import type { Validator } from './types.ts';

/** DEA registrant-type letters (first character) in use. */
const TYPES = 'ABCDEFGHJKLMPRSTUX';

/**
 * US DEA registration number (what Presidio calls MEDICAL_LICENSE): a registrant-type letter, the initial
 * of the registrant's surname (or 9 for a business), 6 digits and a check digit:
 * (d1 + d3 + d5 + 2 × (d2 + d4 + d6)) mod 10 = d7.
 */
export const usDea: Validator = {
  name: 'us_dea',
  confirms: true,
  validate(value) {
    const m = /^([A-Za-z])([A-Za-z9])(\d{7})$/.exec(value.trim());
    if (!m) return 'not_applicable';
    const [, type, , d] = m;
    if (!TYPES.includes(type.toUpperCase())) return 'invalid';
    if (/^0{6}/.test(d)) return 'invalid';
    const n = (i: number) => d.charCodeAt(i) - 48;
    const sum = n(0) + n(2) + n(4) + 2 * (n(1) + n(3) + n(5));
    return sum % 10 === n(6) ? 'valid' : 'invalid';
  },
};
