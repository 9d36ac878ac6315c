import { describe, expect, test } from 'bun:test';
import { personKeyName } from './person-field.ts';
import { placeholderIdentity, refusingPlaceholders } from './placeholder-identity.ts';

const at = (text: string, value: string) => {
  const start = text.indexOf(value);
  return { match: value, text, start, end: start + value.length };
};

describe('placeholderIdentity', () => {
  test('a whole placeholder pair, in any order and case', () => {
    for (const v of ['John Doe', 'JANE DOE', 'Doe, John', 'MUSTERMANN, Erika', 'Max Mustermann', 'Jean Dupont', 'Fulano de Tal', 'Matti Meikäläinen', "John Doe's"]) {
      expect(placeholderIdentity(v)).toBeDefined();
    }
  });
  test('one part alone or a real common name is no placeholder', () => {
    for (const v of ['Max Weber', 'Jane Austen', 'John Smith', 'Juan Pérez', 'Mustermann', 'Max', 'Jane Doerr']) expect(placeholderIdentity(v)).toBeUndefined();
  });
  test('one part beside the other in a sibling field', () => {
    const rec = '{"first_name": "Max", "last_name": "Mustermann"}';
    expect(placeholderIdentity('Max', at(rec, 'Max'))).toBe('max mustermann');
    expect(placeholderIdentity('Mustermann', at(rec, 'Mustermann'))).toBe('max mustermann');
    const other = '{"first_name": "Max", "last_name": "Weber"}';
    expect(placeholderIdentity('Max', at(other, 'Max'))).toBeUndefined();
    // "a doe" is an animal, not the surname.
    expect(placeholderIdentity('Jane', at('Jane saw a doe in the garden', 'Jane'))).toBeUndefined();
  });
  test('the wrapped validator refuses with the reason and otherwise defers', () => {
    const v = refusingPlaceholders(personKeyName);
    expect(v.name).toBe('person_key_name');
    expect(v.validate('Jane Doe')).toBe('invalid');
    expect(v.why?.('Jane Doe')).toBe('well-known placeholder identity (Jane Doe)');
    expect(v.validate('Priya Hargrove')).toBe(personKeyName.validate('Priya Hargrove'));
  });
});
