import { describe, expect, test } from 'bun:test';
import { frSpi } from './fr-spi.ts';

describe('fr_spi', () => {
  test.each([
    ['07 58 383 233 468', 'valid'],
    ['0758383233468', 'valid'],
    ['07 58 383 233 469', 'invalid'],
    ['4758383233468', 'invalid'], // first digit above 3
    ['075838323346', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(frSpi.validate(value)).toBe(outcome);
  });
});
