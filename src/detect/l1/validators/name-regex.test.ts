import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { givenNameAlternation, personIntroPatterns, personNamePatterns } from './name-regex.ts';

describe('given-name alternation', () => {
  const re = new RegExp(`^${givenNameAlternation(['Ann', 'Anna', 'Anne', 'Bo', 'Bob'])}$`);

  test('matches exactly the listed names, prefixes included', () => {
    for (const name of ['Ann', 'Anna', 'Anne', 'Bo', 'Bob']) expect(re.test(name)).toBe(true);
    for (const other of ['An', 'Annie', 'B', 'Bobby', 'ann']) expect(re.test(other)).toBe(false);
  });

  test('escapes regex metacharacters in names', () => {
    expect(new RegExp(`^${givenNameAlternation(['Jo.', 'Mary-Jane'])}$`).test('Mary-Jane')).toBe(true);
    expect(new RegExp(`^${givenNameAlternation(['Jo.'])}$`).test('Jox')).toBe(false);
  });
});

test('rules/pii/person.json carries the patterns generated from models/names (run models/names/update-person-rule.ts)', () => {
  const pack = JSON.parse(readFileSync(join(import.meta.dir, '../../../../rules/pii/person.json'), 'utf8'));
  const patterns = (id: string) => pack.rules.find((r: { id: string }) => r.id === id).patterns;
  expect(patterns('person-name')).toEqual(personNamePatterns());
  expect(patterns('person-name-context')).toEqual(personIntroPatterns());
});
