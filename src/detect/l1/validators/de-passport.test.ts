import { describe, expect, test } from 'bun:test';
import { dePassport } from './de-passport.ts';

describe('de_passport', () => {
  test.each([
    // 9 characters whose last happens to be the 7-3-1 digit over the first 8 (Presidio's cases).
    ['CF7193003', 'valid'],
    ['l28471014', 'valid'],
    ['C01234565', 'valid'],
    // A printed serial carries no check digit: structure only, the rule's context words decide.
    ['CF7193000', 'not_applicable'],
    ['L01X00T47', 'not_applicable'],
    ['C01X00T47', 'not_applicable'],
    ['T22000129', 'not_applicable'],
    ['CF719300X', 'not_applicable'],
    // Serial and its MRZ check digit.
    ['L01X00T471', 'valid'],
    ['C01X00T478', 'valid'],
    ['T220001293', 'valid'],
    ['T220001294', 'invalid'],
    ['C012345678', 'invalid'],
    // Not the alphabet, or no digit at all.
    ['AF7193003', 'not_applicable'],
    ['CF7193O03', 'not_applicable'],
    ['LLLLLLLLL', 'invalid'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(dePassport.validate(value)).toBe(outcome);
  });
});
