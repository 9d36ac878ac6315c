import { describe, expect, test } from 'bun:test';
import { deTaxId } from './de-tax-id.ts';

describe('de_tax_id', () => {
  test.each([
    ['12345678903', 'valid'],
    ['98765432106', 'valid'],
    ['65929970489', 'valid'],
    ['12345678901', 'invalid'],
    ['98765432100', 'invalid'],
    ['02345678901', 'invalid'],
    ['11111111111', 'invalid'],
    ['11112345678', 'invalid'],
    ['1234567890', 'not_applicable'],
    ['123456789030', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(deTaxId.validate(value)).toBe(outcome);
  });
});
