import { describe, expect, test } from 'bun:test';
import { deVat } from './de-vat.ts';

describe('de_vat', () => {
  test.each([
    ['DE271051102', 'valid'],
    ['de 271 099 150', 'valid'],
    ['DE-271-179-230', 'valid'],
    ['DE271049100', 'invalid'],
    ['DE071051102', 'invalid'],
    ['AT271051102', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(deVat.validate(value)).toBe(outcome);
  });
});
