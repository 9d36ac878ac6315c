import { describe, expect, test } from 'bun:test';
import { nordicPassport } from './nordic-passport.ts';

const at = (text: string, value: string) => {
  const start = text.indexOf(value);
  return { match: value, text, start, end: start + value.length };
};

describe('nordic_passport', () => {
  test('a YYYYMMDD date is no passport number', () => {
    expect(nordicPassport.validate('20240517', at('Passnummer: 20240517', '20240517'))).toBe('invalid');
    expect(nordicPassport.validate('85920374', at('Passnummret 85920374 gäller', '85920374'))).toBe('valid');
  });
});
