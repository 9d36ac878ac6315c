import type { Validator } from './types.ts';

/**
 * German tax identification number (Steuer-IdNr): 11 digits, no leading 0; in the first ten no digit occurs
 * more than three times and at most one digit repeats (the issuing rule, read leniently: numbers with ten
 * distinct digits from before the rule are accepted); the last is the ISO 7064 MOD 11,10 check digit.
 */
export const deTaxId: Validator = {
  name: 'de_tax_id',
  confirms: true,
  validate(value) {
    const d = value.replace(/[\s/]/g, '');
    if (!/^\d{11}$/.test(d)) return 'not_applicable';
    if (d[0] === '0') return 'invalid';
    const counts = new Array<number>(10).fill(0);
    for (const ch of d.slice(0, 10)) counts[Number(ch)]++;
    if (counts.some((c) => c > 3) || counts.filter((c) => c > 1).length > 1) return 'invalid';
    let product = 10;
    for (const ch of d.slice(0, 10)) {
      let sum = (Number(ch) + product) % 10;
      if (sum === 0) sum = 10;
      product = (sum * 2) % 11;
    }
    const check = (11 - product) % 10;
    return check === Number(d[10]) ? 'valid' : 'invalid';
  },
};
