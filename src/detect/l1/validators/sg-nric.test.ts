import { describe, expect, test } from 'bun:test';
import { sgNric } from './sg-nric.ts';

describe('sg_nric', () => {
  test.each([
    ['S8812341G', 'valid'],
    ['f5190271t', 'valid'],
    ['S8812340A', 'invalid'],
    ['F5190270A', 'invalid'],
    ['A8812341G', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(sgNric.validate(value)).toBe(outcome);
  });
});
