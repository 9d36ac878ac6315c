import type { Validator } from './types.ts';

/** German VAT id (USt-IdNr.): DE + 9 digits, the last an ISO 7064 MOD 11,10 check digit over the first 8. */
export const deVat: Validator = {
  name: 'de_vat',
  confirms: true,
  validate(value) {
    const m = /^DE[ .-]?(\d{3})[ .-]?(\d{3})[ .-]?(\d{3})$/i.exec(value.trim());
    if (!m) return 'not_applicable';
    const d = m[1] + m[2] + m[3];
    if (d[0] === '0') return 'invalid';
    let product = 10;
    for (let i = 0; i < 8; i++) {
      let sum = (Number(d[i]) + product) % 10;
      if (sum === 0) sum = 10;
      product = (2 * sum) % 11;
    }
    return (11 - product) % 10 === Number(d[8]) ? 'valid' : 'invalid';
  },
};
