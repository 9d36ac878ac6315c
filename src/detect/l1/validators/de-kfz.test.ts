import { describe, expect, test } from 'bun:test';
import { deKfz, isDeDistrictCode } from './de-kfz.ts';

describe('de_kfz', () => {
  test.each([
    ['K-LM 4821', 'valid'],
    ['HB XZ 77E', 'valid'],
    ['TÖL-BA 218', 'valid'],
    ['FFB-AM-483', 'valid'],
    ['A R 7H', 'valid'],
    ['UP TO 50', 'invalid'], // not a district code
    ['GO TO 10', 'invalid'],
    ['FFB AM 4831', 'invalid'], // 9 characters
    ['K-LM 0821', 'not_applicable'], // leading zero
    ['K 4821', 'not_applicable'], // no letter group
  ] as const)('%s → %s', (value, outcome) => {
    expect(deKfz.validate(value)).toBe(outcome);
  });

  test('district codes', () => {
    expect(isDeDistrictCode('M')).toBe(true);
    expect(isDeDistrictCode('MÜR')).toBe(true);
    expect(isDeDistrictCode('Q')).toBe(false);
    expect(isDeDistrictCode('I')).toBe(false);
  });
});
