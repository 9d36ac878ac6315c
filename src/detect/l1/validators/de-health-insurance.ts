import type { Validator } from './types.ts';

/**
 * German health insurance number (Krankenversichertennummer, KVNR): a letter and 9 digits. The letter as
 * two digits (A = 01) and the next 8 digits, weighted 1,2,1,2,… with products' digits summed, give the last
 * digit mod 10.
 */
export const deHealthInsurance: Validator = {
  name: 'de_health_insurance',
  confirms: true,
  validate(value) {
    const m = /^([A-Z])(\d{9})$/.exec(value.trim().toUpperCase());
    if (!m) return 'not_applicable';
    const s = String(m[1].charCodeAt(0) - 64).padStart(2, '0') + m[2].slice(0, 8);
    let sum = 0;
    for (let i = 0; i < 10; i++) {
      const p = Number(s[i]) * (i % 2 === 0 ? 1 : 2);
      sum += p > 9 ? p - 9 : p;
    }
    return sum % 10 === Number(m[2][8]) ? 'valid' : 'invalid';
  },
};
