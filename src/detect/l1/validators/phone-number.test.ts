import { describe, expect, test } from 'bun:test';
import { phoneNumber } from './phone-number.ts';

describe('phone_number', () => {
  test.each([
    ['(415) 555-0132', 'valid'],
    ['415-555-0132', 'valid'],
    ['+1 415 555 0132', 'valid'],
    ['+44 (20) 7123 4567', 'valid'],
    ['+49 30 1234567', 'valid'],
    ['+55 11 98456 5666', 'valid'],
    ['+33 1 42 68 53 00', 'valid'],
    ['0044 20 7123 4567', 'valid'],
    ['09-7625400', 'valid'],
    ['090-1234-5678', 'valid'],
    ['13812345678', 'valid'],
    ['123-456-7890', 'invalid'],
    ['+1 123 456 7890', 'invalid'],
    ['+44 20 71', 'invalid'],
    ['555-555-5555', 'invalid'],
    ['0000000000', 'invalid'],
    ['12345', 'invalid'],
    ['+12.5', 'invalid'],
    ['call 415', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(phoneNumber.validate(value)).toBe(outcome);
  });

  test('no checksum: a valid number does not confirm', () => {
    expect(phoneNumber.confirms).toBe(false);
  });
});
