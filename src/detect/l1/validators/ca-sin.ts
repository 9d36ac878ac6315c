import { luhnOk, repeated } from './checks.ts';
import type { Validator } from './types.ts';

/**
 * Canadian social insurance number: 9 digits (3-3-3 with one kind of separator), Luhn; the first digit is
 * not 0 or 8 (never issued).
 */
export const caSin: Validator = {
  name: 'ca_sin',
  confirms: true,
  validate(value) {
    const m = /^(\d{3})([ -]?)(\d{3})([ -]?)(\d{3})$/.exec(value.trim());
    if (!m || m[2] !== m[4]) return 'not_applicable';
    const d = m[1] + m[3] + m[5];
    if (d[0] === '0' || d[0] === '8' || repeated(d)) return 'invalid';
    return luhnOk(d) ? 'valid' : 'invalid';
  },
};
