import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import type { ValidatorOutcome } from './types.ts';

/**
 * A number written for one country — international (+CC, 00CC) or national — parsed with libphonenumber-js
 * (full metadata): the parsed number when it is valid in that country's plan, else the outcome to return.
 * Candidates with characters other than digits and separators are 'not_applicable'.
 */
export function parseCountryPhone(value: string, country: CountryCode, minDigits: number): PhoneNumber | ValidatorOutcome {
  const v = value.trim();
  if (/[^\d\s()+./-]/.test(v)) return 'not_applicable';
  const digits = v.replace(/\D/g, '');
  if (digits.length < minDigits || digits.length > 14) return 'invalid';
  const n = v.startsWith('+') || v.startsWith('00') ? parsePhoneNumberFromString(`+${digits.replace(/^00/, '')}`) : parsePhoneNumberFromString(digits, country);
  return n?.country === country && n.isValid() ? n : 'invalid';
}
