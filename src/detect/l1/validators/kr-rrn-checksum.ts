import { krRegistration } from './kr-rrn.ts';
import type { Validator } from './types.ts';

/** Σ d[i] × 2,3,4,5,6,7,8,9,2,3,4,5 over the first 12 digits, mod 11: the pre-2020 check digit's base. */
export function krRegistrationSum(value: string): number | null {
  const d = value.replace('-', '');
  if (!/^\d{13}$/.test(d)) return null;
  const w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (d.charCodeAt(i) - 48) * w[i];
  return sum % 11;
}

/**
 * Korean resident registration number issued before October 2020, when the 13th digit was still a check
 * digit: the kr_rrn structure (birth date, sex/century digit 1-4) and (11 − sum mod 11) mod 10. A match
 * confirms; newer numbers without a check digit come out invalid here and are left to kr_rrn with context.
 */
export const krRrnChecksum: Validator = {
  name: 'kr_rrn_checksum',
  confirms: true,
  validate(value) {
    const s = krRegistration(value, '1234');
    if (s !== 'valid') return s;
    const mod = krRegistrationSum(value.trim()) as number;
    return (11 - mod) % 10 === Number(value.trim().slice(-1)) ? 'valid' : 'invalid';
  },
};
