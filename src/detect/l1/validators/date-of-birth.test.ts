import { describe, expect, test } from 'bun:test';
import { dateOfBirth, dateOfBirthOutcome } from './date-of-birth.ts';

const NOW = new Date(Date.UTC(2025, 5, 1));

describe('date_of_birth', () => {
  test.each([
    ['1985-04-12', 'valid'],
    ['12/04/1985', 'valid'],
    ['4/25/1985', 'valid'],
    ['25.04.85', 'valid'],
    ['5-20-2021', 'valid'],
    ['29/02/2000', 'valid'],
    ['May 1st, 1977', 'valid'],
    ['May 1st 1977', 'valid'],
    ['1 March 1990', 'valid'],
    ['5-MAY-2021', 'valid'],
    ['Sept. 9, 1961', 'valid'],
    ['5 avril 1979', 'valid'],
    ['1er mai 1980', 'valid'],
    ['3. Mai 1980', 'valid'],
    ['14. März 1975', 'valid'],
    ['12 de marzo de 1985', 'valid'],
    ['1º de julio del 1970', 'valid'],
    ['7 luglio 1990', 'valid'],
    ['3 de maio de 1982', 'valid'],
    ['25 décembre 1965', 'valid'],
    ['2 maj 1947', 'valid'],
    ['5. mars 1980', 'valid'],
    ['5. marts 1980', 'valid'],
    ['3. toukokuuta 1950', 'valid'],
    ['12. marraskuuta 1961', 'valid'],
    ['14. júní 1988', 'valid'],
    ['3 maja 1985', 'valid'],
    ['15 października 1979', 'valid'],
    ['3 maart 1979', 'valid'],
    ['31 kwietnia 1980', 'invalid'],
    ['30 helmikuuta 1980', 'invalid'],
    ['31 juin 1979', 'invalid'],
    ['30 février 1980', 'invalid'],
    ['3 de maio de 2090', 'invalid'],
    ['31/04/1985', 'invalid'],
    ['29/02/2001', 'invalid'],
    ['13/13/1985', 'invalid'],
    ['1985-02-30', 'invalid'],
    ['01/01/2031', 'invalid'],
    ['01/01/1700', 'invalid'],
    ['Foo 1, 1977', 'invalid'],
    ['1985', 'not_applicable'],
    ['version 1.2.3', 'not_applicable'],
    ['14 / 02 / 1993', 'valid'], // separators spaced out on a form
    ['09 . 10 . 1967', 'valid'],
    ['31 / 02 / 1990', 'invalid'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(dateOfBirthOutcome(value, NOW)).toBe(outcome);
  });
});

test('the registered validator checks against the current date', () => {
  expect(dateOfBirth.validate('1985-04-12')).toBe('valid');
  expect(dateOfBirth.validate(`${new Date().getUTCFullYear() + 2}-01-01`)).toBe('invalid');
  expect(dateOfBirth.confirms).toBe(false);
});

describe('date_of_birth: a biography or news text is refused, a form or a private person kept', () => {
  const at = (text: string, value: string) => {
    const start = text.indexOf(value);
    return dateOfBirth.validate(value, { match: value, text, start, end: start + value.length });
  };
  test.each([
    ['Serena Williams (born September 26, 1981) is an American former professional tennis player.', 'September 26, 1981', 'invalid'],
    ['Born 4 August 1961 in Honolulu, Obama graduated from Columbia University.', '4 August 1961', 'invalid'],
    ['Born 4 August 1961 in Honolulu, she moved to Chicago in 1985.', '4 August 1961', 'valid'],
    ['Emmanuel Macron, né le 21 décembre 1977 à Amiens, est un homme d\'État français.', '21 décembre 1977', 'invalid'],
    ['Wisława Szymborska urodziła się 2 lipca 1923 r. w Prowencie; zmarła w 2012 r.', '2 lipca 1923', 'invalid'],
    ['Mads Mikkelsen er født den 22. november 1965 på Østerbro og er en dansk skuespiller.', '22. november 1965', 'invalid'],
    ['Queen Elizabeth II was born on 21 April 1926 in Mayfair, London.', '21 April 1926', 'invalid'],
    ['Patient John Carter was born on 3 May 1960 in Leeds and died on 4 June.', '3 May 1960', 'valid'],
    ['Tenant: Oliver Bennett, born 25 May 1994, former president of the chess club', '25 May 1994', 'valid'],
    ['Employee record: Sarah Kim (born 12 March 1991) is a senior analyst.', '12 March 1991', 'valid'],
    ['Unser Sohn Max (geb. 03.04.2015) ist ein begeisterter Fußballspieler.', '03.04.2015', 'valid'],
    ['She was born on 1981-04-11. Her maiden name is Littel', '1981-04-11', 'valid'],
    ['Re: Ihre Anfrage – Herr Weber wurde am 3. April 1980 in Köln geboren.', '3. April 1980', 'valid'],
  ] as const)('%s → %s', (text, value, outcome) => {
    expect(at(text, value)).toBe(outcome);
  });
  test('the refusal names its cue', () => {
    const text = 'Jacinda Ardern (born 26 July 1980) is a New Zealand former politician.';
    const start = text.indexOf('26 July 1980');
    expect(dateOfBirth.why?.('26 July 1980', { match: '26 July 1980', text, start, end: start + 12 })).toContain('encyclopedia lead');
  });
});
