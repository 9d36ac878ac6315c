import type { Validator } from './types.ts';

/**
 * French social security number (NIR / numéro INSEE): sex (1, 2; 3, 4, 7, 8 for provisional numbers), year,
 * month (01-12, or 20-42 / 50-99 when unknown), department (2A/2B for Corsica), commune, order, then a
 * two-digit key = 97 − (first 13 digits mod 97), with 2A → 19 and 2B → 18 in the computation. Spaces ignored.
 */
export const frNir: Validator = {
  name: 'fr_nir',
  confirms: true,
  validate(value) {
    const v = value.replace(/[\s.-]/g, '').toUpperCase();
    const m = /^([1-478])(\d{2})(\d{2})(\d{2}|2A|2B)(\d{3})(\d{3})(\d{2})$/.exec(v);
    if (!m) return 'not_applicable';
    const [, , , month, dept, , order, key] = m;
    const mm = Number(month);
    if (mm === 0 || (mm > 12 && mm < 20) || (mm > 42 && mm < 50)) return 'invalid';
    if (dept === '00' || order === '000') return 'invalid';
    const body = v.slice(0, 13).replace('2A', '19').replace('2B', '18');
    const k = 97 - Number(BigInt(body) % 97n);
    return k === Number(key) ? 'valid' : 'invalid';
  },
};
