import type { Validator } from './types.ts';

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

/**
 * Polish PESEL: 11 digits YYMMDD + serial + check digit (weights 1,3,7,9 repeating; check = (10 − sum mod
 * 10) mod 10). The month carries the century (+80 1800s, +0 1900s, +20 2000s, +40 2100s, +60 2200s) and the
 * date must exist.
 */
export const plPesel: Validator = {
  name: 'pl_pesel',
  confirms: true,
  validate(value) {
    const d = value.trim();
    if (!/^\d{11}$/.test(d)) return 'not_applicable';
    const n = [...d].map(Number);
    const sum = WEIGHTS.reduce((s, w, i) => s + w * n[i], 0);
    if ((10 - (sum % 10)) % 10 !== n[10]) return 'invalid';
    const mm = n[2] * 10 + n[3];
    const century = [1900, 2000, 2100, 2200, 1800][Math.floor(mm / 20)];
    const year = century + n[0] * 10 + n[1];
    const month = mm % 20;
    const day = n[4] * 10 + n[5];
    const date = new Date(Date.UTC(year, month - 1, day));
    const exists = month >= 1 && month <= 12 && day >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    return exists ? 'valid' : 'invalid';
  },
};
