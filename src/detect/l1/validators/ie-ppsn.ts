import { repeated, weightedSum } from './checks.ts';
import { problemValidator } from './id-problem-validator.ts';
import type { Validator } from './types.ts';

/** Check characters of the PPSN (and of the Irish VAT number): remainder 0 is W, 1 A, …, 22 V. */
const CHECK = 'WABCDEFGHIJKLMNOPQRSTUV';

/**
 * Why a value is no person's PPSN, undefined when it is one, or null when it is not of the PPSN's shape. The
 * verdict and the why are this one function, so the reason given is the one that refused the value: a check
 * letter H alone ("1234567H") is checked like any other check letter, and only a second letter H is the
 * non-individual mark.
 */
function problem(value: string): string | undefined | null {
  const m = /^([0-9]{7}) ?([A-W])([A-IWTX]?)$/.exec(value.trim());
  if (!m) return null;
  const [, digits, check, second] = m;
  if (repeated(digits)) return 'one digit repeated: a placeholder';
  if (second === 'H') return 'second letter H: a non-individual (company, trust) PPSN, not a person';
  const v = second && second !== 'T' && second !== 'X' ? CHECK.indexOf(second) : 0;
  const expected = CHECK[(weightedSum(digits, [8, 7, 6, 5, 4, 3, 2]) + 9 * v) % 23];
  return expected === check ? undefined : `check letter ${check} does not match the digits (${expected} expected)`;
}

/**
 * Irish Personal Public Service Number (PPSN; RSI number before 1998): 7 digits, a check letter and, since 2013,
 * a second letter. The check letter is CHECK[(8·d1 + 7·d2 + … + 2·d7 + 9·v) mod 23], where v is the second
 * letter's value in the same alphabet (W = 0, A = 1 … I = 9) for the letters that count in the new format;
 * the older second letters T and X are not part of the check. H as second letter marks a non-individual (a
 * company, trust or partnership), not a person, and is refused.
 */
export const iePpsn: Validator = problemValidator('ie_ppsn', true, problem);
