import { describe, expect, test } from 'bun:test';
import { auTfn } from './au-tfn.ts';

describe('au_tfn', () => {
  test.each([
    ['475 650 126', 'valid'],
    ['484677135', 'valid'],
    ['459 602 110', 'invalid'],
    ['111111111', 'invalid'],
    ['475 650 12a', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(auTfn.validate(value)).toBe(outcome);
  });
});
