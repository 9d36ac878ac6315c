import { describe, expect, test } from 'bun:test';
import { seOrgnr } from './se-orgnr.ts';

describe('se_orgnr', () => {
  test.each([
    ['556812-3300', 'valid'],
    ['5569943326', 'valid'],
    ['16556987-3325', 'valid'],
    ['556819-3301', 'invalid'],
    ['551812-3300', 'invalid'],
    ['456812-3300', 'invalid'],
    ['55681-3300', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(seOrgnr.validate(value)).toBe(outcome);
  });
});
