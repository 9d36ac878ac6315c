import { dateExists, luhnOk } from './checks.ts';
import type { Validator } from './types.ts';

/**
 * Swedish personnummer: (CC)YYMMDD, optional - or +, NNNC; Luhn over the 10 digits YYMMDDNNNC. The date
 * must exist (day + 60 = samordningsnummer). A 12-digit form's century must be 18, 19 or 20.
 */
export const sePersonnummer: Validator = {
  name: 'se_personnummer',
  confirms: true,
  validate(value) {
    const m = /^(\d{2})?(\d{2})(\d{2})(\d{2})[-+]?(\d{4})$/.exec(value.trim());
    if (!m) return 'not_applicable';
    const [, cc, yy, mm, dd, tail] = m;
    if (cc !== undefined && !['18', '19', '20'].includes(cc)) return 'invalid';
    const year = Number(cc ?? '19') * 100 + Number(yy);
    const day = Number(dd) > 60 ? Number(dd) - 60 : Number(dd);
    // Without a century, any century that gives a real date will do (29 February).
    const exists = cc !== undefined ? dateExists(year, Number(mm), day) : dateExists(2000 + Number(yy), Number(mm), day) || dateExists(1900 + Number(yy), Number(mm), day);
    if (!exists) return 'invalid';
    return luhnOk(yy + mm + dd + tail) ? 'valid' : 'invalid';
  },
};
