import { repeated, weightedSum } from './checks.ts';
import type { Validator } from './types.ts';

/** Check characters of the PPSN (and of the Irish VAT number): remainder 0 is W, 1 A, …, 22 V. */
const CHECK = 'WABCDEFGHIJKLMNOPQRSTUV';

/**
 * Irish Personal Public Service Number (PPSN; RSI number before 1998): 7 digits, a check letter and, since 2013,
 * a second letter. The check letter is CHECK[(8·d1 + 7·d2 + … + 2·d7 + 9·v) mod 23], where v is the second
 * letter's value in the same alphabet (W = 0, A = 1 … I = 9) for the letters that count in the new format;
 * the older second letters T and X are not part of the check. H as second letter marks a non-individual (a
 * company, trust or partnership), not a person, and is refused.
 */
export const iePpsn: Validator = {
  name: 'ie_ppsn',
  confirms: true,
  validate(value) {
    const m = /^([0-9]{7}) ?([A-W])([A-IWTX]?)$/.exec(value.trim());
    if (!m) return 'not_applicable';
    const [, digits, check, second] = m;
    if (repeated(digits)) return 'invalid';
    if (second === 'H') return 'invalid';
    const v = second && second !== 'T' && second !== 'X' ? CHECK.indexOf(second) : 0;
    return CHECK[(weightedSum(digits, [8, 7, 6, 5, 4, 3, 2]) + 9 * v) % 23] === check ? 'valid' : 'invalid';
  },
  why(value) {
    return /H$/.test(value.trim()) ? 'second letter H: a non-individual (company, trust) PPSN, not a person' : undefined;
  },
};
