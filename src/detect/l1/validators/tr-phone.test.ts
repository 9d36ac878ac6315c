import { describe, expect, test } from 'bun:test';
import { trPhone } from './tr-phone.ts';

describe('tr_phone', () => {
  test.each([
    ['0 542 318 76 90', 'valid'],
    ['+90 (216) 448 30 21', 'valid'],
    ['5423187690', 'valid'],
    ['1423187690', 'invalid'],
    ['542318769', 'invalid'],
    ['+1 415 555 0132', 'invalid'],
    ['0542-318-76-9x', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(trPhone.validate(value)).toBe(outcome);
  });
});
