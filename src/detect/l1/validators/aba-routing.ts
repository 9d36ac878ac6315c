import type { Validator } from './types.ts';

/**
 * US ABA routing transit number: 9 digits (also written 4-4-1), a Federal Reserve prefix (00-12, 21-32,
 * 61-72, 80) and the 3-7-1 weighted checksum (sum mod 10 = 0).
 */
export const abaRouting: Validator = {
  name: 'aba_routing',
  confirms: true,
  validate(value) {
    const v = value.trim();
    if (!/^(?:\d{9}|\d{4}-\d{4}-\d)$/.test(v)) return 'not_applicable';
    const n = [...v.replace(/\D/g, '')].map(Number);
    const prefix = n[0] * 10 + n[1];
    const prefixOk = prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
    if (!prefixOk || n.every((x) => x === n[0])) return 'invalid';
    const sum = 3 * (n[0] + n[3] + n[6]) + 7 * (n[1] + n[4] + n[7]) + (n[2] + n[5] + n[8]);
    return sum % 10 === 0 ? 'valid' : 'invalid';
  },
};
