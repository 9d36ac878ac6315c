import { dateExists } from './checks.ts';
import type { Validator } from './types.ts';

const CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const CENTURY: Record<string, number> = { '+': 1800, '-': 1900, Y: 1900, X: 1900, W: 1900, V: 1900, U: 1900, A: 2000, B: 2000, C: 2000, D: 2000, E: 2000, F: 2000 };

/**
 * Finnish personal identity code (henkilötunnus): DDMMYY, a century sign (+ 1800s; - Y X W V U 1900s; A-F
 * 2000s), a 3-digit individual number (002-899) and a check character: DDMMYYZZZ mod 31 indexes
 * 0123456789ABCDEFHJKLMNPRSTUVWXY. The date must exist.
 */
export const fiHetu: Validator = {
  name: 'fi_hetu',
  confirms: true,
  validate(value) {
    const m = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/.exec(value.trim().toUpperCase());
    if (!m) return 'not_applicable';
    const [, dd, mm, yy, sign, serial, check] = m;
    if (!dateExists(CENTURY[sign] + Number(yy), Number(mm), Number(dd))) return 'invalid';
    if (Number(serial) < 2) return 'invalid';
    return CHECK[Number(dd + mm + yy + serial) % 31] === check ? 'valid' : 'invalid';
  },
};
