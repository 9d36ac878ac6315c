import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { Validator } from './types.ts';

/** The number plans read when a Finnish, Swedish, Norwegian, Danish or Polish phone word stands beside the number. */
const REGIONS: readonly CountryCode[] = ['FI', 'SE', 'NO', 'DK', 'PL'];

/**
 * A national phone number written the Nordic or Polish way (Finnish 040 718 2936, 09 3102 4455; Swedish 070-123 45 67;
 * Polish 601 234 567, 22 628 14 37), found by phone-number-nordic-pl beside a phone word in those languages (puh.,
 * soita, ring, tel., tlf., telefon, komórka). Valid when one of these countries' plans (libphonenumber-js, full
 * metadata) accepts it; the general phone validator reads only its default regions, which these are not.
 * No checksum: 'valid' keeps the rule's score (the required context words decide).
 */
export const nordicPlPhone: Validator = {
  name: 'nordic_pl_phone',
  confirms: false,
  validate(value) {
    const v = value.trim();
    if (/[^\d\s()/-]/.test(v)) return 'not_applicable';
    const digits = v.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 12) return 'invalid';
    for (const region of REGIONS) if (parsePhoneNumberFromString(digits, region)?.isValid()) return 'valid';
    return 'invalid';
  },
};
