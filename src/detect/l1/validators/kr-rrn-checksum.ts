import { weightedSum } from './checks.ts';
import { krRegistration } from './kr-rrn.ts';
import type { Validator } from './types.ts';

/**
 * A pre-October-2020 Korean registration number validator: the kr_rrn/kr_frn structure with one of
 * `sexDigits`, and the 13th digit equal to (base − Σ d[i] × 2,3,4,5,6,7,8,9,2,3,4,5 mod 11) mod 10.
 */
export function krChecksumValidator(name: string, sexDigits: string, base: number): Validator {
  return {
    name,
    confirms: true,
    validate(value) {
      const s = krRegistration(value, sexDigits);
      if (s !== 'valid') return s;
      const d = value.trim().replace('-', ''); // 13 digits: krRegistration matched \d{6}-?\d{7}
      const mod = weightedSum(d, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11;
      return (base - mod) % 10 === d.charCodeAt(12) - 48 ? 'valid' : 'invalid';
    },
  };
}

/**
 * Korean resident registration number issued before October 2020, when the 13th digit was still a check
 * digit: the kr_rrn structure (birth date, sex/century digit 1-4) and (11 − sum mod 11) mod 10. A match
 * confirms; newer numbers without a check digit come out invalid here and are left to kr_rrn with context.
 */
export const krRrnChecksum: Validator = krChecksumValidator('kr_rrn_checksum', '1234', 11);
