import { describe, expect, test } from 'bun:test';
import { phTin } from './ph-tin.ts';

describe('ph_tin', () => {
  test.each([
    ['417-203-585', 'valid'],
    ['305821714', 'valid'],
    ['228-914-061-000', 'valid'],
    ['10450227700002', 'valid'],
    ['417-203-586', 'invalid'], // check digit
    ['412-887-305-000', 'invalid'],
    ['000-000-000', 'invalid'],
    ['417-203-58', 'not_applicable'],
    ['4172035851', 'not_applicable'], // 10 digits
  ] as const)('%s → %s', (value, outcome) => {
    expect(phTin.validate(value)).toBe(outcome);
  });
});
