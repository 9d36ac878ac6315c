import { describe, expect, test } from 'bun:test';
import { nordicPlPhone } from './nordic-pl-phone.ts';

describe('nordic_pl_phone', () => {
  test.each([
    ['040 718 2936', 'valid'], // Finnish mobile
    ['09 3102 4455', 'valid'], // Helsinki landline
    ['070-123 45 67', 'valid'], // Swedish mobile
    ['601 234 567', 'valid'], // Polish mobile
    ['22 628 14 37', 'valid'], // Warsaw landline
    ['412 34 567', 'valid'], // Norwegian mobile
    ['040 718', 'invalid'], // too short
    ['000 000 0000', 'invalid'],
    ['4.2.1', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(nordicPlPhone.validate(value)).toBe(outcome);
  });
});
