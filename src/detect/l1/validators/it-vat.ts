import { luhnOk, repeated } from './checks.ts';
import type { Validator } from './types.ts';

/**
 * Italian VAT number (partita IVA): 7-digit company number, 3-digit provincial office code (001-100, or
 * 120, 121, 888, 999) and a Luhn check digit. An optional IT prefix is allowed.
 */
export const itVat: Validator = {
  name: 'it_vat',
  confirms: true,
  validate(value) {
    const d = value.trim().replace(/^IT/i, '').replace(/[\s]/g, '');
    if (!/^\d{11}$/.test(d)) return 'not_applicable';
    if (repeated(d) || /^0{7}/.test(d)) return 'invalid';
    const office = Number(d.slice(7, 10));
    if (!((office >= 1 && office <= 100) || office === 120 || office === 121 || office === 888 || office === 999)) return 'invalid';
    return luhnOk(d) ? 'valid' : 'invalid';
  },
};
