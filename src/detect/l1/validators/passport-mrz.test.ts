import { describe, expect, test } from 'bun:test';
import { icaoCheckDigit } from './checks.ts';
import { passportMrz } from './passport-mrz.ts';

// ICAO 9303 part 4 specimen (Anna Maria Eriksson, Utopia).
const L1 = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<';
const L2 = 'L898902C36UTO7408122F1204159ZE184226B<<<<<10';

describe('passport_mrz', () => {
  test('check digits', () => {
    expect(icaoCheckDigit('L898902C3')).toBe(6);
    expect(icaoCheckDigit('740812')).toBe(2);
    expect(icaoCheckDigit('120415')).toBe(9);
  });
  test.each([
    [`${L1}\n${L2}`, 'valid'],
    [`${L1}\r\n${L2}`, 'valid'],
    [`${L1} ${L2}`, 'valid'],
    ['P<GBRHOLLOWAY<<JAKE<MICHAEL<<<<<<<<<<<<<<<<<\n5334013720GBR8601159M3003150<<<<<<<<<<<<<<04', 'valid'],
    ['P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<\nC01X00T478D<<6408125F2702283<<<<<<<<<<<<<<<4', 'valid'],
    // A mistyped composite digit alone does not reject.
    [`${L1}\n${L2.slice(0, 43)}7`, 'valid'],
    // Document number, birth date or expiry check digit wrong.
    [`${L1}\n${L2.replace('C36', 'C37')}`, 'invalid'],
    ['P<GBRHOLLOWAY<<JAKE<MICHAEL<<<<<<<<<<<<<<<<<\n5334013720GBR8601152M3003151<<<<<<<<<<<<<<04', 'invalid'],
    // Not a TD3 zone.
    [`${L1}\n${L2.slice(0, 40)}`, 'not_applicable'],
    [`I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\n${L2}`, 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(passportMrz.validate(value)).toBe(outcome);
  });
});
