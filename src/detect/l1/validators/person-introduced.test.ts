import { describe, expect, test } from 'bun:test';
import { personIntroduced, personIntroducedRare } from './person-introduced.ts';

describe('person_introduced', () => {
  test.each([
    ['Jacinto', 'valid'],
    ['Brown', 'valid'],
    ['Amara Nwosu-Bello', 'valid'],
    ['Unknown', 'invalid'],
    ['The Best', 'invalid'],
    ['Monday', 'invalid'],
    ['Ann Lee Park Smith', 'invalid'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(personIntroduced.validate(value)).toBe(outcome);
  });
});

describe('person_introduced_rare', () => {
  test.each([
    ['Oluwaseun', 'valid'],
    ['Shaylee Smitham', 'valid'],
    ['Maybe', 'invalid'],
    ['Feeling Lucky', 'invalid'],
    ['Not Sure', 'invalid'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(personIntroducedRare.validate(value)).toBe(outcome);
  });
});
