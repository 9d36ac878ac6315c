import { parseCountryPhone, recordLabelBefore } from './country-phone.ts';
import type { Validator } from './types.ts';

/**
 * Philippine mobile number (09XX XXX XXXX or +63 9XX XXX XXXX) checked with libphonenumber-js: a valid
 * Philippine number whose type is mobile. Eleven digits starting 09 are also an Italian partita IVA, a Polish
 * PESEL, an order number: one labelled as a tax, company or other record's number ("P.IVA 09876543210",
 * "Order no. 09171234567") is refused. No checksum: 'valid' keeps the rule's score.
 */
export const phMobile: Validator = {
  name: 'ph_mobile',
  confirms: false,
  validate(value, context) {
    const n = parseCountryPhone(value, 'PH', 11);
    if (typeof n === 'string') return n;
    if (!value.trim().startsWith('+') && recordLabelBefore(context)) return 'invalid';
    const type = n.getType();
    return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? 'valid' : 'invalid';
  },
  why: (value, context) => {
    const label = value.trim().startsWith('+') ? undefined : recordLabelBefore(context);
    return label ? `named as another record's number ("${label}")` : undefined;
  },
};
