import type { Validator } from './types.ts';

/**
 * UK NHS number: 10 digits (spaces or dashes allowed in 3-3-4 groups); the last is the mod-11 check digit
 * over the first nine weighted 10..2 (11 → 0; 10 means no number is issued with those digits).
 */
export const ukNhs: Validator = {
  name: 'uk_nhs',
  confirms: true,
  validate(value) {
    const v = value.trim();
    if (!/^\d{3}([ -]?)\d{3}\1\d{4}$/.test(v)) return 'not_applicable';
    const d = v.replace(/\D/g, '');
    if (/^(\d)\1{9}$/.test(d)) return 'invalid';
    let sum = 0;
    for (let i = 0; i < 9; i++) sum += Number(d[i]) * (10 - i);
    const check = 11 - (sum % 11);
    if (check === 10) return 'invalid';
    return (check === 11 ? 0 : check) === Number(d[9]) ? 'valid' : 'invalid';
  },
};
