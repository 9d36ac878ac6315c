import { describe, expect, test } from 'bun:test';
import { deSocialSecurity } from './de-social-security.ts';

describe('de_social_security', () => {
  test.each([
    ['12030485M078', 'valid'],
    ['53220191S546', 'valid'],
    ['53 220191 S 546', 'valid'],
    ['04611278B120', 'valid'], // day + 50 (11 Dec)
    ['12030485m078', 'valid'],
    ['12030485M079', 'invalid'], // check digit
    ['12320485M078', 'invalid'], // no 32nd
    ['00030485M078', 'invalid'], // no area 00
    ['120304851078', 'not_applicable'],
    ['12030485M07', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(deSocialSecurity.validate(value)).toBe(outcome);
  });
});
