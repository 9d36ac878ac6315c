import { describe, expect, test } from 'bun:test';
import { dateOfBirth, dateOfBirthOutcome } from './date-of-birth.ts';

const NOW = new Date(Date.UTC(2025, 5, 1));

describe('date_of_birth', () => {
  test.each([
    ['1985-04-12', 'valid'],
    ['12/04/1985', 'valid'],
    ['4/25/1985', 'valid'],
    ['25.04.85', 'valid'],
    ['5-20-2021', 'valid'],
    ['29/02/2000', 'valid'],
    ['May 1st, 1977', 'valid'],
    ['May 1st 1977', 'valid'],
    ['1 March 1990', 'valid'],
    ['5-MAY-2021', 'valid'],
    ['Sept. 9, 1961', 'valid'],
    ['31/04/1985', 'invalid'],
    ['29/02/2001', 'invalid'],
    ['13/13/1985', 'invalid'],
    ['1985-02-30', 'invalid'],
    ['01/01/2031', 'invalid'],
    ['01/01/1700', 'invalid'],
    ['Foo 1, 1977', 'invalid'],
    ['1985', 'not_applicable'],
    ['version 1.2.3', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(dateOfBirthOutcome(value, NOW)).toBe(outcome);
  });
});

test('the registered validator checks against the current date', () => {
  expect(dateOfBirth.validate('1985-04-12')).toBe('valid');
  expect(dateOfBirth.validate(`${new Date().getUTCFullYear() + 2}-01-01`)).toBe('invalid');
  expect(dateOfBirth.confirms).toBe(false);
});
