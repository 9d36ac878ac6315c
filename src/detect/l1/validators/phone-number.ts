import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { Validator } from './types.ts';

/**
 * Regions tried, in order, for a number written without a country code (Presidio's default set plus the
 * other large markets). A validator sees only the candidate, not the text, so the region cannot come from
 * context; 'US' comes first.
 */
export const DEFAULT_REGIONS: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR', 'IL', 'IN', 'CA', 'BR', 'JP', 'CN', 'AU', 'ES', 'IT', 'NL', 'MX'];

/**
 * Phone number checked with libphonenumber-js (full "max" metadata, so the digits are matched against each
 * region's number plan, not just the length). `+CC` and `00CC` numbers are checked as international; others
 * against DEFAULT_REGIONS (numbers laid out
 * 3-3-4 against US/CA only). No checksum, so 'valid' keeps the rule's score (context words decide).
 */
export const phoneNumber: Validator = {
  name: 'phone_number',
  confirms: false,
  validate(value) {
    const v = value.trim();
    const digits = v.replace(/\D/g, '');
    if (/[^\d\s()+./-]/.test(v) || !digits) return 'not_applicable';
    if (digits.length < 6 || digits.length > 17 || /^(\d)\1+$/.test(digits)) return 'invalid';
    if (v.startsWith('+') || v.startsWith('00')) {
      const intl = v.startsWith('+') ? v : `+${v.replace(/^00/, '')}`;
      return parsePhoneNumberFromString(intl)?.isValid() ? 'valid' : 'invalid';
    }
    // Written 3-3-4 ("(415) 555-0132", "415.555.0132") is the North American layout: check it only there,
    // or some other region's plan accepts almost any such run (123-456-7890 is a valid UK national number).
    const nanp = /^(?:\+?1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]\d{4}$/.test(v);
    for (const region of nanp ? (['US', 'CA'] as const) : DEFAULT_REGIONS) {
      if (parsePhoneNumberFromString(v, region)?.isValid()) return 'valid';
    }
    return 'invalid';
  },
};
