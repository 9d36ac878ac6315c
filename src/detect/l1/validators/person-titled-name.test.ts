import { describe, expect, test } from 'bun:test';
import { personTitledName } from './person-titled-name.ts';

describe('person_titled_name', () => {
  test.each([
    ['Mayers', 'valid'],
    ['Ana Ruiz', 'valid'],
    ['Okonkwo', 'valid'],
    ['President', 'invalid'],
    ['May', 'valid'],
    ['Who', 'invalid'],
    ['The', 'invalid'],
    ['Coffee', 'invalid'],
    ['Pepper', 'invalid'],
    ['Brown', 'valid'],
    ['Hibbert', 'valid'],
    ['Strange', 'valid'], // an everyday word is a surname too (Dr. Strange); only listed products are refused
    ['Sheen', 'valid'],
    ['smith', 'not_applicable'],
    ['A B C D', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(personTitledName.validate(value)).toBe(outcome);
  });
});
