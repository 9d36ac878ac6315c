import { describe, expect, test } from 'bun:test';
import { chAhv } from './ch-ahv.ts';

describe('ch_ahv', () => {
  test.each([
    ['756.8072.9218.81', 'valid'],
    ['756.3012.3456.73', 'valid'],
    ['7563012345673', 'valid'],
    ['756 3012 3456 73', 'valid'],
    ['756.8072.9218.82', 'invalid'],
    ['756.1234.5678.97', 'invalid'], // the published example (serial 123456789)
    ['757.8072.9218.81', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(chAhv.validate(value)).toBe(outcome);
  });
});
