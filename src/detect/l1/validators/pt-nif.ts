import type { Validator } from './types.ts';

/**
 * Portuguese tax number (NIF, número de identificação fiscal; NIPC for companies): nine digits, an optional "PT"
 * (VAT form) and spaces or dots between groups of three. The first digits say whose number it is (1-3 people,
 * 45 non-residents, 5 companies, 6 public bodies, 70-79 estates and others, 8 sole traders, 90/91/98/99 other
 * entities); the ninth is a mod-11 check digit: 11 - (Σ dᵢ·(9-i) mod 11), 10 and 11 written as 0.
 */
export const ptNif: Validator = {
  name: 'pt_nif',
  confirms: true,
  validate(value) {
    const v = value.replace(/[\s.-]/g, '').replace(/^PT/i, '');
    if (!/^\d{9}$/.test(v)) return 'not_applicable';
    if (!/^(?:[123568]|45|7\d|9[0189])/.test(v)) return 'invalid';
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += Number(v[i]) * (9 - i);
    const check = 11 - (sum % 11);
    return (check >= 10 ? 0 : check) === Number(v[8]) ? 'valid' : 'invalid';
  },
};
