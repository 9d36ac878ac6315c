import { describe, expect, test } from 'bun:test';
import { czBirthNumber, czBirthNumberProblem } from './cz-birth-number.ts';

describe('cz_birth_number', () => {
  test.each([
    ['860304/5319', 'valid'],
    ['8603045319', 'valid'],
    ['915812/6373', 'valid'], // woman: month 58 = August
    ['520214/123', 'valid'], // 9 digits before 1954
    ['045713/0003', 'valid'], // woman, month +70 (since 2004)
    ['860304/5318', 'invalid'], // not divisible by 11
    ['863304/5312', 'invalid'], // month 33
    ['650304/123', 'invalid'], // 9 digits after 1953
    ['992304/0000', 'invalid'], // +20 before 2004
    ['860304-5319', 'not_applicable'],
    ['86030453', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(czBirthNumber.validate(value)).toBe(outcome);
  });

  test('the pre-1985 exception: first 9 digits remainder 10, check digit 0', () => {
    // 760101/0110: 760101011 mod 11 = 10, check 0; the same after 1985 is refused.
    expect(Number('760101011') % 11).toBe(10);
    expect(czBirthNumberProblem('760101/0110')).toBeUndefined();
    expect(Number('870101011') % 11).toBe(10);
    expect(czBirthNumberProblem('870101/0110')).toBe('check digit fails (the 10 digits are not divisible by 11)');
  });

  test('a 10-digit year 00–53 in the future is refused', () => {
    expect(czBirthNumberProblem('500101/0007', new Date('2026-01-01'))).toBe('birth year in the future');
  });

  test('an example is refused', () => {
    const text = 'Rodné číslo např. 860304/5319';
    expect(czBirthNumber.validate('860304/5319', { match: '860304/5319', text, start: 18, end: 29 })).toBe('invalid');
  });
});
