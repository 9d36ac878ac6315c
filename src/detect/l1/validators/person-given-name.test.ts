import { describe, expect, test } from 'bun:test';
import { personGivenName } from './person-given-name.ts';

describe('person_given_name', () => {
  test.each([
    ['Priya', 'valid'],
    ['Dan Tailor', 'valid'],
    ['Richard Milhous Nixon', 'valid'],
    ['Richard M. Nixon', 'valid'],
    ['Jennifer Zyxwv', 'valid'],
    ['Jennifer Tomorrow', 'invalid'],
    ['May', 'invalid'],
    ['Will', 'invalid'],
    ['Python', 'invalid'],
    ['Richard M.', 'invalid'],
    ['richard', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(personGivenName.validate(value)).toBe(outcome);
  });
});
