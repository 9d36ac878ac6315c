import { luhn } from './luhn.ts';
import type { Validator } from './types.ts';

/** Card lengths by issuer prefix (ISO/IEC 7812 IIN ranges of the networks in use); first match wins. */
const RANGES: Array<[RegExp, number[]]> = [
  [/^1/, [15]], // UATP
  [/^(?:222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/, [16]], // Mastercard 2-series
  [/^220[0-4]/, [16, 17, 18, 19]], // Mir
  [/^3[47]/, [15]], // American Express
  [/^35(?:2[89]|[3-8])/, [16, 17, 18, 19]], // JCB
  [/^3(?:0[0-59]|[689])/, [14, 15, 16, 17, 18, 19]], // Diners Club
  [/^4/, [13, 16, 19]], // Visa
  [/^5[1-5]/, [16]], // Mastercard
  [/^5[0678]/, [12, 13, 14, 15, 16, 17, 18, 19]], // Maestro, Dankort
  [/^6/, [12, 13, 14, 15, 16, 17, 18, 19]], // Discover, UnionPay, Maestro, RuPay, …
];

/**
 * Payment card number: an issuer prefix with a length that network issues (Visa 13/16/19, Amex 15, …)
 * and the Luhn checksum. Separators (spaces, dashes) are ignored. Valid → score 1.
 */
export const paymentCard: Validator = {
  name: 'payment_card',
  confirms: true,
  validate(value) {
    const digits = value.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits)) return 'not_applicable';
    const range = RANGES.find(([prefix]) => prefix.test(digits));
    if (!range || !range[1].includes(digits.length)) return 'invalid';
    return luhn.validate(digits);
  },
};
