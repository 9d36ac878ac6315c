import { describe, expect, test } from 'bun:test';
import { beNationalNumber } from './be-national-number.ts';

describe('be_national_number', () => {
  test.each([
    ['85.07.30-033.28', 'valid'],
    ['85073003328', 'valid'],
    ['88.02.08-942.01', 'valid'],
    ['170205-001-55', 'valid'], // born 2017: 2 prefixed
    ['85.07.30-033.29', 'invalid'],
    ['85.13.30-033.XX', 'not_applicable'],
    ['8507300332', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(beNationalNumber.validate(value)).toBe(outcome);
  });

  test('month 13 is refused even when the check digits pass', () => {
    const nine = '851330033';
    const check = String(97 - (Number(nine) % 97)).padStart(2, '0');
    expect(beNationalNumber.validate(nine + check)).toBe('invalid');
  });
});
