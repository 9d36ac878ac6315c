import { describe, expect, test } from 'bun:test';
import { frNir } from './fr-nir.ts';

describe('fr_nir', () => {
  test.each([
    ['2 55 08 14 168 025 38', 'valid'],
    ['255081416802538', 'valid'],
    ['1 84 12 76 451 089 46', 'valid'],
    ['2 69 05 2A 123 456 88', 'valid'],
    ['2 69 05 2B 123 456 88', 'invalid'],
    ['2 55 08 14 168 025 39', 'invalid'],
    ['1 84 13 76 451 089 46', 'invalid'],
    ['5 55 08 14 168 025 38', 'not_applicable'],
    ['2 55 08 14 168 025', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(frNir.validate(value)).toBe(outcome);
  });
});
