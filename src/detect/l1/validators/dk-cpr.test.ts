import { describe, expect, test } from 'bun:test';
import { dkBirthYear, dkCpr } from './dk-cpr.ts';

describe('dk_cpr', () => {
  test.each([
    ['210579-3467', 'valid'],
    ['2105793467', 'valid'],
    ['071290-4038', 'valid'], // 7th digit 4 with 90: 1990
    ['010105-4321', 'valid'], // 7th digit 4 with 05: 2005
    ['010170-1235', 'valid'], // modulus 11 fails: not checked (not required since 2007)
    ['310279-3467', 'invalid'], // 31 February
    ['290201-3467', 'invalid'], // 1901 is no leap year
    ['010150-5123', 'invalid'], // 7th digit 5 with 50: 2050, in the future
    ['210579-0000', 'invalid'], // a date with a zero serial
    ['21057-93467', 'not_applicable'],
    ['21057934670', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(dkCpr.validate(value)).toBe(outcome);
  });

  test('the 7th digit decides the century', () => {
    expect(dkBirthYear(2, 10)).toBe(1910);
    expect(dkBirthYear(4, 36)).toBe(2036);
    expect(dkBirthYear(9, 37)).toBe(1937);
    expect(dkBirthYear(6, 57)).toBe(2057);
    expect(dkBirthYear(6, 58)).toBe(1858);
  });

  test('a valid Swedish personnummer is left to se-personnummer unless CPR is named', () => {
    const se = 'Personnummer: 150823-4620';
    expect(dkCpr.validate('150823-4620', { match: '150823-4620', text: se, start: 14, end: se.length })).toBe('invalid');
    const dk = 'CPR-nr.: 150823-4620';
    expect(dkCpr.validate('150823-4620', { match: '150823-4620', text: dk, start: 9, end: dk.length })).toBe('valid');
  });

  test('what se-personnummer accepts is what is left to it: a samordningsnummer reading (day + 60) too', () => {
    // 010185-1236 read as Swedish: 01-01, day 85 - 60 = 25, Luhn valid: the Swedish validator accepts it.
    const se = 'Personnummer: 010185-1236';
    expect(dkCpr.validate('010185-1236', { match: '010185-1236', text: se, start: 14, end: se.length })).toBe('invalid');
    const dk = 'CPR-nr.: 010185-1236';
    expect(dkCpr.validate('010185-1236', { match: '010185-1236', text: dk, start: 9, end: dk.length })).toBe('valid');
  });

  test('an example is refused', () => {
    const text = 'Skriv CPR-nummeret, f.eks. 010190-1234';
    expect(dkCpr.why?.('010190-1234', { match: '010190-1234', text, start: text.indexOf('0101'), end: text.length })).toBe('written as an example or format');
  });
});

describe('dk_cpr: a run timestamp beside the CPR register', () => {
  const at = (text: string) => {
    const m = /\d{6}-\d{4}/.exec(text)!;
    return dkCpr.validate(m[0], { match: m[0], text, start: m.index, end: m.index + m[0].length });
  };
  test('refused', () => {
    expect(at('Backup af CPR-registeret kørt 150324-1030 uden fejl.')).toBe('invalid');
    expect(at('Opdatering af CPR-systemet: 010424-0215 afsluttet.')).toBe('invalid');
  });
  test('kept', () => {
    expect(at('CPR-nr.: 150324-1030')).toBe('valid');
    expect(at('Udtræk fra CPR-registeret, CPR-nr.: 150324-1030')).toBe('valid');
    expect(at('CPR-registeret viser 210579-3467 for Jens')).toBe('valid');
  });
});
