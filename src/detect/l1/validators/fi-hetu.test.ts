import { describe, expect, test } from 'bun:test';
import { fiHetu } from './fi-hetu.ts';

describe('fi_hetu', () => {
  test.each([
    ['170388-101B', 'valid'],
    ['250711A301A', 'valid'],
    ['250711a3009', 'valid'],
    ['170388-1000', 'invalid'],
    ['310288-101B', 'invalid'],
    ['170388-001B', 'invalid'],
    ['170388/101B', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(fiHetu.validate(value)).toBe(outcome);
  });
});
