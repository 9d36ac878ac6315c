import { describe, expect, test } from 'bun:test';
import { noBirthYear, noFodselsnummer } from './no-fodselsnummer.ts';

describe('no_fodselsnummer', () => {
  test.each([
    ['23038749102', 'valid'], // 23 March 1987, individual 491
    ['01015098755', 'valid'], // individual 987 with 50: 1950
    ['05050550135', 'valid'], // individual 501 with 05: 2005
    ['10020330193', 'valid'], // individual 301 with 03: 1903
    ['63038749287', 'valid'], // D-nummer: day + 40
    ['23438749195', 'valid'], // H-nummer: month + 40
    ['230387 49102', 'valid'], // written with a space
    ['23038749103', 'invalid'], // second check digit
    ['23038749112', 'invalid'], // first check digit
    ['31049912350', 'invalid'], // check digits pass, 31 April does not exist
    ['29029956799', 'invalid'], // individual 567 with 99 is 1899: no 29 February
    ['12345678911', 'invalid'], // individual 789 never issued with 56
    ['01010112345', 'invalid'],
    ['2303874910', 'not_applicable'],
    ['230387491023', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(noFodselsnummer.validate(value)).toBe(outcome);
  });

  test('the individual number decides the century', () => {
    expect(noBirthYear(123, 87)).toBe(1987);
    expect(noBirthYear(600, 60)).toBe(1860);
    expect(noBirthYear(600, 10)).toBe(2010);
    expect(noBirthYear(950, 45)).toBe(1945);
    expect(noBirthYear(800, 45)).toBeUndefined();
  });

  test('a value written as an example is refused, with the reason', () => {
    const text = 'Fødselsnummer skrives f.eks. 23038749102';
    const ctx = { match: '23038749102', text, start: text.indexOf('230'), end: text.length };
    expect(noFodselsnummer.validate('23038749102', ctx)).toBe('invalid');
    expect(noFodselsnummer.why?.('23038749102', ctx)).toBe('written as an example or format');
    expect(noFodselsnummer.why?.('31049912350')).toBe('no such birth date');
  });
});

describe('no_fodselsnummer: the place the number stands in', () => {
  const at = (text: string) => {
    const m = /\d{11}/.exec(text)!;
    return noFodselsnummer.validate(m[0], { match: m[0], text, start: m.index, end: m.index + 11 });
  };
  test.each([
    'Sendingsnummer 23038749102 – spor pakken',
    'Ärendenummer 23038749102 – vi återkommer',
    'Asiakasnumero 23038749102.',
    'Numer zamówienia: 23038749102, status: wysłane.',
    'Ticket #23038749102 closed',
    'Case ID: 23038749102',
    'Betal til 23038749102 innen fredag',
    'Beløpet overføres til konto 23038749102',
    'INSERT INTO events (id, user_id, ts) VALUES (23038749102, 42, 1710489600);',
    'id;ts;sum\n7;23038749102;12',
  ])('refused: %s', (text) => expect(at(text)).toBe('invalid'));
  test.each([
    'Pasient: 23038749102',
    'Fødselsnummer: 23038749102',
    'mitt nummer er 23038749102',
    'Kari Nordmann 23038749102 Storgata 1',
    "INSERT INTO ansatte (navn, fnr) VALUES ('Kari', 23038749102);",
    'navn;fnr;adresse\nOla Hansen;23038749102;Storgata 1',
  ])('kept: %s', (text) => expect(at(text)).toBe('valid'));
});
