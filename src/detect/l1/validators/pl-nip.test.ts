import { describe, expect, test } from 'bun:test';
import { partyOf, plNip } from './pl-nip.ts';

/** The validator's context for `value` inside `text`. */
const at = (text: string, value: string) => {
  const start = text.indexOf(value);
  return { match: value, text, start, end: start + value.length };
};

describe('pl_nip', () => {
  test.each([
    ['1234563218', 'valid'], // 6+10+21+8+15+24+15+12+7 = 118, 118 mod 11 = 8
    ['123-456-32-18', 'valid'],
    ['123-45-63-218', 'valid'],
    ['PL1234563218', 'valid'],
    ['PL 123 456 32 18', 'valid'],
    ['1234563219', 'invalid'],
    ['1234567890', 'invalid'], // 6+10+21+8+15+24+35+48+63 = 230, 230 mod 11 = 10: never issued
    ['0000000000', 'invalid'],
    ['123456321', 'not_applicable'],
  ] as const)('%s → %s (in a person\'s party)', (value, outcome) => {
    const text = `Nabywca: Jan Kowalski, NIP ${value}`;
    expect(plNip.validate(value, at(text, value))).toBe(outcome);
  });

  test("a company's NIP is refused: a legal form or KRS in its party", () => {
    for (const text of [
      'Sklep Domowy sp. z o.o., NIP 1234563218, KRS 0000418277',
      'Polbud S.A.\nNIP: 1234563218',
      'NIP: 1234563218\nPolbud SA',
      'Nowak i Syn spółka jawna, NIP 1234563218',
      'Kancelaria Nowak sp.k.\nNIP 1234563218',
      'Nabywca:\nSZKOŁA PODSTAWOWA NR 3 w Lublinie\nNIP 1234563218',
      'Nabywca: Urząd Miasta Kielce, NIP 1234563218',
      'Dział obsługi klienta: ul. Długa 5, Gdańsk, infolinia 58 300 20 10. NIP 123-456-32-18',
    ]) {
      expect(plNip.validate('1234563218', at(text, /\d{3}-?\d{3}-?\d{2}-?\d{2}/.exec(text)![0]))).toBe('invalid');
      expect(plNip.why?.('1234563218', at(text, /\d{3}-?\d{3}-?\d{2}-?\d{2}/.exec(text)![0]))).toMatch(/^a company's or public body's NIP/);
    }
  });

  test("a person's party keeps the NIP, even beside a company's party", () => {
    const invoice = 'Sprzedawca:\nBudmax Sp. z o.o.\nNIP 5213000015\n\nNabywca:\nJan Kowalski\nNIP: 1234563218';
    expect(plNip.validate('1234563218', at(invoice, '1234563218'))).toBe('valid');
    expect(plNip.validate('5213000015', at(invoice, '5213000015'))).toBe('invalid');
    const oneLine = 'Sprzedawca: Budmax Sp. z o.o., NIP 5213000015; Nabywca: Jan Kowalski, NIP 1234563218';
    expect(partyOf(at(oneLine, '1234563218'))).toBe('Nabywca: Jan Kowalski, NIP 1234563218');
    expect(plNip.validate('1234563218', at(oneLine, '1234563218'))).toBe('valid');
    expect(plNip.validate('5213000015', at(oneLine, '5213000015'))).toBe('invalid');
    // The party's tax office is no body owning the number.
    expect(plNip.validate('1234563218', at('Podatnik: Jan Kowalski\nUrząd skarbowy: US Kielce\nNIP 1234563218', '1234563218'))).toBe('valid');
    // Slovak and Czech "sa" is no S.A.
    expect(plNip.validate('1234563218', at('Marek Kováč, podnikateľ, sa zaregistroval: NIP 1234563218', '1234563218'))).toBe('valid');
    // A street's name is no public body's: ul. Szpitalna, pl. Bankowy.
    expect(plNip.validate('1234563218', at('Nabywca: Jan Kowalski\nul. Szpitalna 4, Kraków\nNIP 1234563218', '1234563218'))).toBe('valid');
  });

  test('only a party that shows a natural person keeps the NIP', () => {
    for (const text of [
      'Wystawca: Szkoła Jazdy Adam Kot\nul. Ogrodowa 2, Lublin\nNIP 1234563218', // a trade name, then the owner's name
      'Nabywca: PPHU JAN KOWALSKI\nNIP 1234563218',
      'Numer identyfikacji podatkowej: 1234563218 (Kowalski Jan)',
      'Dzień dobry, mój NIP to 1234563218.',
      'Nabywca: Pani Wrona, NIP 1234563218',
      'Podatnik prowadzi jednoosobową działalność gospodarczą, NIP 1234563218',
    ]) expect(plNip.validate('1234563218', at(text, '1234563218'))).toBe('valid');
    for (const text of [
      'Dane do faktury:\nOrlen Paliwa\nul. Chemików 7, 09-411 Płock\nNIP 1234563218', // a firm without its legal form
      'Allegro — sprzedawca: ELEKTRO-HURT, NIP 1234563218',
      'NIP 1234563218',
      'Nabywca: Gmina Wieliczka\nRynek Górny 1\nNIP 1234563218',
      'Wykonawca: Auto-Serwis s. c. Jan Nowak, Piotr Lis\nNIP 1234563218', // a civil partnership
      'Nabywca: Szkoła Podstawowa im. Adama Mickiewicza\nul. Jana Pawła II 3\nNIP 1234563218',
      'Nabywca: Hurtownia Lux\nOsoba kontaktowa: Anna Nowak\nNIP 1234563218', // a contact is no holder
    ]) expect(plNip.validate('1234563218', at(text, '1234563218'))).toBe('invalid');
  });

  test('an example is refused', () => {
    expect(plNip.validate('1234563218', at('Przykładowy NIP: 1234563218', '1234563218'))).toBe('invalid');
    expect(plNip.validate('1234563218', at('Wpisz NIP bez kresek, np. 1234563218', '1234563218'))).toBe('invalid');
  });
});
