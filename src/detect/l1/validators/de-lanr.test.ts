import { describe, expect, test } from 'bun:test';
import { deLanr } from './de-lanr.ts';

describe('de_lanr', () => {
  test.each([
    ['738104834', 'valid'],
    ['738105934', 'valid'],
    ['738104034', 'invalid'],
    ['73810483', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(deLanr.validate(value)).toBe(outcome);
  });
});
