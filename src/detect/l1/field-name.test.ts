import { describe, expect, test } from 'bun:test';
import { fieldNameBefore, genericName, nameWords } from './field-name.ts';

const nameOf = (line: string) => fieldNameBefore(line, line.indexOf('VALUE'));

describe('fieldNameBefore', () => {
  test('reads the one-word name of a key=value, JSON, YAML or form field', () => {
    expect(nameOf('INFO worker=2 offset=VALUE done')).toBe('offset');
    expect(nameOf('[{"ts": VALUE, "status": "ok"}]')).toBe('ts');
    expect(nameOf("{'user_id': 'VALUE'}")).toBe('user_id');
    expect(nameOf('  elapsedMs: VALUE')).toBe('elapsedMs');
    expect(nameOf('  - elapsed: VALUE')).toBe('elapsed');
    expect(nameOf('X-Request-Id: VALUE')).toBe('X-Request-Id');
    expect(nameOf('GET /api?limit=10&cursor=VALUE')).toBe('cursor');
    expect(nameOf('$row = [ size => VALUE ]')).toBe('size');
    expect(nameOf('Steuer-ID: VALUE.')).toBe('Steuer-ID');
  });

  test('none when the value is not right after a field name on its own line', () => {
    expect(nameOf('call me on VALUE tomorrow')).toBeUndefined();
    // A colon after a word of prose is not a field's: the context words judge those.
    expect(nameOf('cards on file: VALUE')).toBeUndefined();
    expect(nameOf('ikinci kişi: VALUE')).toBeUndefined();
    expect(nameOf('Meine Steuer-ID: VALUE')).toBeUndefined();
    expect(nameOf('ids: 1, 2, VALUE')).toBeUndefined();
    expect(nameOf('offset:\nVALUE')).toBeUndefined();
    expect(nameOf('VALUE')).toBeUndefined();
    expect(nameOf('x = 3 + VALUE')).toBeUndefined();
  });

  test('reads a bounded stretch: the last 80 characters, a word of at most 41', () => {
    const line = `${'a'.repeat(10_000)}= VALUE`;
    expect(fieldNameBefore(line, line.indexOf('VALUE'))).toBe('a'.repeat(41));
    const spaced = `${'ab '.repeat(5_000)}c=VALUE`;
    expect(fieldNameBefore(spaced, spaced.indexOf('VALUE'))).toBe('c');
  });
});

describe('nameWords and genericName', () => {
  test('snake, kebab, dotted and camel case read as words', () => {
    expect(nameWords('user_id')).toBe('user id');
    expect(nameWords('userId')).toBe('user id');
    expect(nameWords('Card-Number.v2')).toBe('card number v2');
  });

  test('a name of generic words says nothing about the value', () => {
    expect(genericName('id')).toBe(true);
    expect(genericName('the number is')).toBe(true);
    expect(genericName('value 2')).toBe(true);
    expect(genericName('user id')).toBe(false);
    expect(genericName('offset')).toBe(false);
  });
});
