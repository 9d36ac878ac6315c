import type { Validator } from './types.ts';

/**
 * Turkish national id (TC Kimlik No): 11 digits, first not 0; d10 = (7 × (d1+d3+d5+d7+d9) − (d2+d4+d6+d8))
 * mod 10 and d11 = (d1 + … + d10) mod 10.
 */
export const trTckn: Validator = {
  name: 'tr_tckn',
  confirms: true,
  validate(value) {
    const v = value.trim();
    if (!/^\d{11}$/.test(v)) return 'not_applicable';
    const d = [...v].map(Number);
    if (d[0] === 0) return 'invalid';
    const odd = d[0] + d[2] + d[4] + d[6] + d[8];
    const even = d[1] + d[3] + d[5] + d[7];
    if ((((7 * odd - even) % 10) + 10) % 10 !== d[9]) return 'invalid';
    return d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10] ? 'valid' : 'invalid';
  },
};
