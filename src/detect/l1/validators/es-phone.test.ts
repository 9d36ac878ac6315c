import { describe, expect, test } from 'bun:test';
import { esPhone } from './es-phone.ts';

describe('es_phone', () => {
  test.each([
    ['612 345 678', 'valid'],
    ['612345678', 'valid'],
    ['699 12 34 56', 'valid'],
    ['633-45-67-89', 'valid'],
    ['712 345 678', 'valid'],
    ['912 345 678', 'valid'],
    ['+34 612 345 678', 'valid'],
    // Toll-free and special-rate ranges.
    ['900 123 456', 'invalid'],
    ['902 123 456', 'invalid'],
    // Not in Spain's plan (5xx), too short.
    ['512 345 678', 'invalid'],
    ['612 345 67', 'invalid'],
    ['612 345 678 ext', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(esPhone.validate(value)).toBe(outcome);
  });
});
