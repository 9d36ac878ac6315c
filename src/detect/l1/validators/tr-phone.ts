import { isInternational, parseCountryPhone, phoneLabelBefore } from './country-phone.ts';
import { firmBlockNumber, firmLine } from './phone-number.ts';
import type { Validator } from './types.ts';

/**
 * Turkish phone number checked with libphonenumber-js against Turkey's number plan: +90/0090, a 0 trunk
 * prefix, or a bare 10-digit national number. A number named as a tax, company or other record's ("Vergi No …",
 * "Partita IVA …", "Sipariş numarası …", country-phone.ts) or a firm's line (a switchboard or service word, "our
 * office", phone-number.ts) is 'invalid', as is a national number in a firm's contact block under no person's own label
 * (a Vergi No, register or service line in the block). No checksum: 'valid' keeps the rule's score.
 */
export const trPhone: Validator = {
  name: 'tr_phone',
  confirms: false,
  validate(value, context) {
    const n = parseCountryPhone(value, 'TR', 10);
    if (typeof n === 'string') return n;
    if (phoneLabelBefore(value, context)) return 'invalid';
    return firmLine(context) || (!isInternational(value) && firmBlockNumber(context)) ? 'invalid' : 'valid';
  },
  why: (value, context) => {
    const label = phoneLabelBefore(value, context);
    if (label) return `named as a tax, company or other record's number ("${label}")`;
    if (firmLine(context)) return "a firm's line: a switchboard or customer-service word, or a firm's office offered";
    return !isInternational(value) && firmBlockNumber(context) ? "in a firm's contact block (Vergi No, register, opening-hours or service line) under no person's own label" : undefined;
  },
};
