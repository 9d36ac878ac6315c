import { describe, expect, test } from 'bun:test';
import { ibanMod97 } from './iban-mod97.ts';

describe('iban_mod97', () => {
  test.each([
    ['AL47212110090000000235698741', 'valid'],
    ['AL47 2121 1009 0000 0002 3569 8741', 'valid'],
    ['DE89 3704 0044 0532 0130 00', 'valid'],
    ['GB82WEST12345698765432', 'valid'],
    ['BE68539007547034', 'valid'],
    ['RS35260005601001611379', 'valid'],
    ['gb82 west 1234 5698 7654 32', 'valid'],
    ['AL47 2121 1009 0000 0002 3569 8740', 'invalid'],
    ['AL47 212A 1009 0000 0002 3569 8741', 'invalid'],
    ['BE6853900754703', 'invalid'],
    ['ZZ12345678901234567', 'invalid'],
    ['not an iban', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(ibanMod97.validate(value)).toBe(outcome);
  });
});
