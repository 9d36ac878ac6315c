import { describe, expect, test } from 'bun:test';
import { usNpi } from './us-npi.ts';

describe('us_npi', () => {
  test.each([
    ['1382716599', 'valid'],
    ['1382-716-722', 'valid'],
    ['1382716500', 'invalid'],
    ['3382716599', 'invalid'],
    ['138271659', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(usNpi.validate(value)).toBe(outcome);
  });
});
