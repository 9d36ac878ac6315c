import { describe, expect, test } from 'bun:test';
import { personIntroduced, personIntroducedRare, personRoleName } from './person-introduced.ts';

describe('person_introduced', () => {
  test.each([
    ['Jacinto', 'valid'],
    ['Brown', 'valid'],
    ['Amara Nwosu-Bello', 'valid'],
    ['Unknown', 'invalid'],
    ['The Best', 'invalid'],
    ['Monday', 'invalid'],
    ['Ann Lee Park Smith', 'valid'], // four words: a form's full name (Juan Carlos García Pérez)
    ['Ann Lee Park Smith Jones Brown', 'invalid'], // six is no name
    ['OKONKWO', 'valid'], // forms write names in upper case
    ['Yilmaz, Serkan', 'valid'],
    ['F.J. (Fenna) van der Berg-Jansen', 'valid'],
    ['Pflichtfeld', 'invalid'], // a form hint
    ['Nachname', 'invalid'], // the next column's header
    ['Enter Text', 'invalid'], // two everyday words, neither a listed name
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
    ['Collins', 'valid'], // a listed surname that is no everyday word
    ['Brown', 'invalid'], // a listed surname that is also an everyday word
  ] as const)('%s → %s', (value, outcome) => {
    expect(personIntroducedRare.validate(value)).toBe(outcome);
  });
});

describe('person_role_name', () => {
  test.each([
    ["Payton D'Amore", 'valid'], // a given name that is also a word, before a rare surname
    ['Leopold', 'invalid'], // the same alone
    ['Charity Navigator', 'invalid'], // … or before an everyday word
    ['Miriam Okafor', 'valid'],
    ['Okta', 'invalid'],
    ['Citibank', 'invalid'],
    ['Acme Holdings', 'invalid'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(personRoleName.validate(value)).toBe(outcome);
  });
});
