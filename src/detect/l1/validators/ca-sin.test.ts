import { describe, expect, test } from 'bun:test';
import { caSin } from './ca-sin.ts';

describe('ca_sin', () => {
  test.each([
    ['270 816 309', 'valid'],
    ['275-816-304', 'valid'],
    ['274818301', 'valid'],
    ['270 815 300', 'invalid'],
    ['870 816 309', 'invalid'],
    ['111 111 111', 'invalid'],
    ['270 816-309', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(caSin.validate(value)).toBe(outcome);
  });
});
