import { describe, expect, test } from 'bun:test';
import { plPesel } from './pl-pesel.ts';

describe('pl_pesel', () => {
  test.each([
    ['44051401458', 'valid'],
    ['02070803628', 'valid'],
    ['11111111116', 'valid'],
    ['02270803624', 'valid'],
    ['44051401459', 'invalid'],
    ['85040812345', 'invalid'],
    ['11110021111', 'invalid'],
    ['44023101452', 'invalid'],
    ['1111321111', 'not_applicable'],
    ['11-11-11-11114', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(plPesel.validate(value)).toBe(outcome);
  });
});
