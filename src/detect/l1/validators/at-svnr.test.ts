import { describe, expect, test } from 'bun:test';
import { atSvnr } from './at-svnr.ts';

describe('at_svnr', () => {
  test.each([
    ['1237 010180', 'valid'],
    ['1237010180', 'valid'],
    ['2238 230956', 'valid'],
    ['1234 010180', 'invalid'], // check digit
    ['0237 010180', 'invalid'], // serial starts with 0
    ['1237 320180', 'invalid'], // day 32 (check digit aside)
    ['123 010180', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(atSvnr.validate(value)).toBe(outcome);
  });
});
