import { describe, expect, test } from 'bun:test';
import { usDea } from './us-dea.ts';

describe('us_dea', () => {
  test.each([
    ['AS4719021', 'valid'],
    ['F93201857', 'valid'],
    ['as4719021', 'valid'],
    ['AS4719022', 'invalid'], // check digit
    ['ZS4719021', 'invalid'], // no registrant type Z
    ['AS0000000', 'invalid'],
    ['AS471902', 'not_applicable'],
    ['A14719021', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(usDea.validate(value)).toBe(outcome);
  });
});
