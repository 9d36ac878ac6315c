import { describe, expect, test } from 'bun:test';
import { sePersonnummer } from './se-personnummer.ts';

describe('se_personnummer', () => {
  test.each([
    ['780514-4412', 'valid'],
    ['196508231211', 'valid'],
    ['19650823-1229', 'valid'],
    ['780514-4401', 'invalid'],
    ['781314-4412', 'invalid'],
    ['170508231211', 'invalid'],
    ['78051-4412', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(sePersonnummer.validate(value)).toBe(outcome);
  });
});
