import { describe, expect, test } from 'bun:test';
import { ukNino } from './uk-nino.ts';

describe('uk_nino', () => {
  test.each([
    ['AA 12 34 56 B', 'valid'],
    ['hh 01 02 03 d', 'valid'],
    ['tw987654a', 'valid'],
    ['PR 123612C', 'valid'],
    ['YZ 61 48 68 B', 'valid'],
    ['AA 12 34 56 H', 'invalid'],
    ['FQ 00 00 00 C', 'invalid'],
    ['BG123612A', 'invalid'],
    ['nt 99 88 77 a', 'invalid'],
    ['UV 98 76 54 B', 'invalid'],
    ['AO 12 34 56 A', 'invalid'],
    ['AB 12 34 56 1', 'not_applicable'],
    ['ab1234561', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(ukNino.validate(value)).toBe(outcome);
  });
});
