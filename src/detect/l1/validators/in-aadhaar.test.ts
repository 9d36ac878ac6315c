import { describe, expect, test } from 'bun:test';
import { inAadhaar, verhoeffValid } from './in-aadhaar.ts';

describe('in_aadhaar', () => {
  test.each([
    ['312345678909', 'valid'],
    ['399876543211', 'valid'],
    ['3123 4567 8909', 'valid'],
    ['3998-7654-3211', 'valid'],
    ['3123:4567:8909', 'valid'],
    ['400123456787', 'valid'],
    ['123456789012', 'invalid'],
    ['1234 5678 9012', 'invalid'],
    ['312345678908', 'invalid'],
    ['3123 4567-8909', 'not_applicable'],
    ['31234567890', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(inAadhaar.validate(value)).toBe(outcome);
  });

  test('Verhoeff catches a single changed digit and an adjacent swap', () => {
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
    expect(verhoeffValid('3263')).toBe(false);
  });
});
