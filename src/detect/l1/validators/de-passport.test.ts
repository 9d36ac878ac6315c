import { describe, expect, test } from 'bun:test';
import { dePassport } from './de-passport.ts';

describe('de_passport', () => {
  test.each([
    ['CF7193003', 'valid'],
    ['l28471014', 'valid'],
    ['CF7193000', 'invalid'],
    ['AF7193003', 'not_applicable'],
    ['CF719300X', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(dePassport.validate(value)).toBe(outcome);
  });
});
