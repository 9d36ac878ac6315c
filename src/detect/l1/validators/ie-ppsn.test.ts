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

  test('the why names the check that refused the value, for every accepted shape', () => {
    // 1234560: 8+14+18+20+20+18 = 98, 98 mod 23 = 6: F. A check letter H alone is an ordinary wrong check letter.
    expect(iePpsn.why?.('1234560H')).toBe('check letter H does not match the digits (F expected)');
    expect(iePpsn.why?.('1234567 H')).toBe('check letter H does not match the digits (T expected)');
    expect(iePpsn.why?.('1234567WH')).toBe('second letter H: a non-individual (company, trust) PPSN, not a person');
    expect(iePpsn.why?.('1234567TA')).toBe('check letter T does not match the digits (F expected)');
    expect(iePpsn.why?.('1111111W')).toBe('one digit repeated: a placeholder');
    expect(iePpsn.why?.('1234567T')).toBeUndefined();
    expect(iePpsn.why?.('1234567FA')).toBeUndefined();
    expect(iePpsn.why?.('123456T')).toBeUndefined();
  });

  test('a valid number whose check letter is H is accepted: H is a non-individual only as the second letter', () => {
    // 8+14+18+20+20+18+2 = 100, 100 mod 23 = 8: H
    expect(iePpsn.validate('1234561H')).toBe('valid');
    expect(iePpsn.why?.('1234561H')).toBeUndefined();
  });
});
