import { describe, expect, test } from 'bun:test';
import { ptNif } from './pt-nif.ts';

describe('pt_nif', () => {
  test.each([
    ['231376081', 'valid'],
    ['231 376 081', 'valid'],
    ['PT231376081', 'valid'],
    ['509442013', 'valid'], // company (NIPC)
    ['123456789', 'valid'], // check digit 9 works out
    ['231376082', 'invalid'], // wrong check digit
    ['412345678', 'invalid'], // 4 is only the start of 45 (non-residents)
    ['000000000', 'invalid'],
    ['12345678', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(ptNif.validate(value)).toBe(outcome);
  });
});
