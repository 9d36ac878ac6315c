import type { Validator } from './types.ts';

/**
 * Brazilian CPF: 11 digits (usually 000.000.000-00); the last two are mod-11 check digits over the first 9
 * (weights 10..2) and first 10 (weights 11..2), a remainder below 2 giving 0. Repeated digits are invalid.
 */
export const brCpf: Validator = {
  name: 'br_cpf',
  confirms: true,
  validate(value) {
    const v = value.trim();
    if (!/^\d{3}(\.?)\d{3}\1\d{3}[-/]?\d{2}$/.test(v)) return 'not_applicable';
    const n = [...v.replace(/\D/g, '')].map(Number);
    if (n.every((x) => x === n[0])) return 'invalid';
    const check = (len: number) => {
      let sum = 0;
      for (let i = 0; i < len; i++) sum += n[i] * (len + 1 - i);
      const r = sum % 11;
      return r < 2 ? 0 : 11 - r;
    };
    return check(9) === n[9] && check(10) === n[10] ? 'valid' : 'invalid';
  },
};
