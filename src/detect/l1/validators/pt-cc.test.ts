import { describe, expect, test } from 'bun:test';
import { ptCc } from './pt-cc.ts';

describe('pt_cc', () => {
  test.each([
    ['35702940 2 ZY5', 'valid'],
    ['123456789ZZ1', 'valid'],
    ['35702940 2 ZY6', 'invalid'],
    ['35702940 ZY5', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(ptCc.validate(value)).toBe(outcome);
  });
});
