import { RECORD_LABEL_REFUSAL, type Refusal, isInternational, parseCountryPhone, refusal } from './country-phone.ts';
import { FIRM_LINE_REFUSAL, firmBlockNumber } from './phone-number.ts';
import type { Validator } from './types.ts';

/** The numbers tr_phone refuses whatever Turkey's plan says, in the order why names them; the last only for a national number. */
const TR_REFUSALS: readonly Refusal[] = [
  RECORD_LABEL_REFUSAL,
  FIRM_LINE_REFUSAL,
  {
    holds: (value, context) => !isInternational(value) && firmBlockNumber(context),
    why: "in a firm's contact block (Vergi No, register, opening-hours or service line) under no person's own label",
  },
];

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
    return refusal(TR_REFUSALS, value, context) ? 'invalid' : 'valid';
  },
  why: (value, context) => refusal(TR_REFUSALS, value, context),
};
