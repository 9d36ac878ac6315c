import { describe, expect, test } from 'bun:test';
import { isExampleValue } from './example-marker.ts';

const at = (text: string, value: string) => {
  const start = text.indexOf(value);
  return { match: value, text, start, end: start + value.length };
};

describe('isExampleValue (a value after e.g., t.ex., f.eks., np., esim., muotoa)', () => {
  test.each([
    ['Fødselsdato skrives f.eks. 01.01.1990 i skjemaet.', '01.01.1990', true],
    ['Födelsedatum anges t.ex. 1990-01-01.', '1990-01-01', true],
    ['Passin numero on muotoa AB1234567.', 'AB1234567', true],
    ['Numer paszportu, np. EA1234567, wpisz bez spacji.', 'EA1234567', true],
    ['Paspoortnummer (bijv. NXC12AB34) staat op pagina 2.', 'NXC12AB34', true],
    ['Kennitalan er á sniðinu t.d. 120174-3389.', '120174-3389', true],
    ['Ansökan: passnummer 88123456.', '88123456', false],
    ['Søknad: fødselsdato 02.03.1979', '02.03.1979', false],
  ] as const)('%s', (text, value, expected) => {
    expect(isExampleValue(at(text, value))).toBe(expected);
  });
});
