import { describe, expect, test } from 'bun:test';
import { luhn } from './luhn.ts';

describe('luhn', () => {
  test.each([
    ['4111111111111111', 'valid'],
    ['4012-8888-8888-1881', 'valid'],
    ['4012 8888 8888 1881', 'valid'],
    ['371449635398431', 'valid'],
    ['122000000000003', 'valid'],
    ['4012-8888-8888-1882', 'invalid'],
    ['36168002586008', 'invalid'],
    ['0000000000000000', 'invalid'],
    ['1234', 'not_applicable'],
    ['4111x1111', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(luhn.validate(value)).toBe(outcome);
  });

  test('a valid card confirms (raises the score to 1)', () => {
    expect(luhn.confirms).toBe(true);
  });
});
