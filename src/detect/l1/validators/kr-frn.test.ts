import { describe, expect, test } from 'bun:test';
import { krFrn } from './kr-frn.ts';

describe('kr_frn', () => {
  test.each([
    ['030917-7162034', 'valid'],
    ['0309177162034', 'valid'],
    ['030917-3162034', 'invalid'],
    ['030230-7162034', 'invalid'],
    ['030917-716203', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(krFrn.validate(value)).toBe(outcome);
  });
});
