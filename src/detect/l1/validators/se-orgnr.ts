import { luhnOk } from './checks.ts';
import type { Validator } from './types.ts';

/**
 * Swedish organisationsnummer: NNNNNN-NNNN (optionally prefixed 16), Luhn over the 10 digits; the third
 * digit is at least 2 (so it is never a personnummer's month) and the first is a legal-form group (1-9, not 4).
 */
export const seOrgnr: Validator = {
  name: 'se_orgnr',
  confirms: true,
  validate(value) {
    const m = /^(?:16)?(\d{6})-?(\d{4})$/.exec(value.trim());
    if (!m) return 'not_applicable';
    const d = m[1] + m[2];
    if (d[0] === '0' || d[0] === '4' || Number(d[2]) < 2) return 'invalid';
    return luhnOk(d) ? 'valid' : 'invalid';
  },
};
