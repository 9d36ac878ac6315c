import { describe, expect, test } from 'bun:test';
import { mxCurp } from './mx-curp.ts';

describe('mx_curp', () => {
  test.each([
    ['HERF920711MDFRZR50', 'valid'],
    ['GOMJ850412HJCMRN09', 'valid'],
    ['HERF920711MDFRZR51', 'invalid'], // check digit
    ['HERF920711MDFRZR5', 'not_applicable'], // 17 characters
    ['HERF920711MXXFRZR50'.slice(0, 18), 'invalid'], // state XX
    ['HERF920231MDFRZR50', 'invalid'], // 31 February
  ] as const)('%s → %s', (value, outcome) => {
    expect(mxCurp.validate(value)).toBe(outcome);
  });
});
