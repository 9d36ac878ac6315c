import { describe, expect, test } from 'bun:test';
import { nlBsn } from './nl-bsn.ts';

describe('nl_bsn', () => {
  test.each([
    ['123456782', 'valid'],
    ['234567004', 'valid'],
    ['111222333', 'invalid'],
    ['123123123', 'invalid'],
    ['1234.56.782', 'valid'],
    ['123 456 782', 'valid'],
    ['010000008', 'valid'],
    ['123456789', 'invalid'],
    ['123456781', 'invalid'],
    ['000000000', 'invalid'],
    ['12345678', 'not_applicable'],
    ['12345678a', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(nlBsn.validate(value)).toBe(outcome);
  });
});
