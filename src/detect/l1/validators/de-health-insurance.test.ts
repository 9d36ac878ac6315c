import { describe, expect, test } from 'bun:test';
import { deHealthInsurance } from './de-health-insurance.ts';

describe('de_health_insurance', () => {
  test.each([
    ['K407182907', 'valid'],
    ['k407182919', 'valid'],
    ['K407182900', 'invalid'],
    ['1407182907', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(deHealthInsurance.validate(value)).toBe(outcome);
  });
});
