import { describe, expect, test } from 'bun:test';
import { iePpsn } from './ie-ppsn.ts';

describe('ie_ppsn', () => {
  test.each([
    ['1234567T', 'valid'], // 8+14+18+20+20+18+14 = 112, 112 mod 23 = 20: T
    ['1234567TW', 'valid'], // old format, W (married woman) counts 0
    ['1234567 T', 'valid'],
    ['1234567FA', 'valid'], // 112 + 9·1 = 121, 121 mod 23 = 6: F
    ['1234567TA', 'invalid'], // new format: the second letter counts
    ['1234567TX', 'valid'], // old second letters T and X are not checked
    ['1234567WH', 'invalid'], // 112 + 9·8 = 184, mod 23 = 0: W passes the check, but H is a non-individual
    ['1234567U', 'invalid'],
    ['1111111W', 'invalid'], // placeholder
    ['123456T', 'not_applicable'],
    ['1234567Z', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(iePpsn.validate(value)).toBe(outcome);
  });
});
