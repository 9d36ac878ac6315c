import { describe, expect, test } from 'bun:test';
import { isKennitala } from './is-kennitala.ts';

describe('is_kennitala', () => {
  test.each([
    ['120174-3399', 'valid'],
    ['1201743399', 'valid'],
    ['290280-4519', 'valid'], // 29 February 1980
    ['150305-2170', 'valid'], // century digit 0: 2005
    ['120174-3389', 'invalid'], // check digit
    ['120174-3391', 'invalid'], // 1 is no century digit
    ['550174-3329', 'invalid'], // an organisation (day + 40)
    ['310278-3359', 'invalid'], // 31 February
    ['12017-43399', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(isKennitala.validate(value)).toBe(outcome);
  });

  test('reasons', () => {
    expect(isKennitala.why?.('550174-3329')).toBe("an organisation's kennitala (day + 40), not a person's");
    const text = 'Kennitala er skrifuð t.d. 120174-3399';
    expect(isKennitala.why?.('120174-3399', { match: '120174-3399', text, start: text.indexOf('1201'), end: text.length })).toBe('written as an example or format');
  });
});
