import { describe, expect, test } from 'bun:test';
import { mxRfc } from './mx-rfc.ts';

describe('mx_rfc', () => {
  test.each([
    ['HERF920711NM3', 'valid'],
    ['GOMJ850412AB3', 'valid'],
    ['HERF920711NM4', 'invalid'],
    ['XAXX010101000', 'invalid'], // generic RFC
    ['HER920711NM3', 'not_applicable'], // a firm's 12-character RFC
  ] as const)('%s → %s', (value, outcome) => {
    expect(mxRfc.validate(value)).toBe(outcome);
  });
});
