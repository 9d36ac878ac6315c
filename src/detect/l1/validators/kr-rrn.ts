import { dateExists } from './checks.ts';
import type { Validator } from './types.ts';

const CENTURY: Record<string, number> = { '1': 1900, '2': 1900, '3': 2000, '4': 2000, '5': 1900, '6': 1900, '7': 2000, '8': 2000 };

/** Shared by kr_rrn and kr_frn. */
export function krRegistration(value: string, genders: string): 'valid' | 'invalid' | 'not_applicable' {
  const m = /^(\d{2})(\d{2})(\d{2})-?(\d)(\d{6})$/.exec(value.trim());
  if (!m) return 'not_applicable';
  const [, yy, mm, dd, g] = m;
  if (!genders.includes(g)) return 'invalid';
  return dateExists(CENTURY[g] + Number(yy), Number(mm), Number(dd)) ? 'valid' : 'invalid';
}

/**
 * Korean resident registration number: YYMMDD-GNNNNNN, G (1-4) the sex and century; the birth date must
 * exist. Numbers issued since October 2020 carry no check digit, so only the structure is checked.
 */
export const krRrn: Validator = { name: 'kr_rrn', confirms: false, validate: (v) => krRegistration(v, '1234') };
