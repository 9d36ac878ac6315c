import { describe, expect, test } from 'bun:test';
import { abaRouting } from './aba-routing.ts';

describe('aba_routing', () => {
  test.each([
    ['121000358', 'valid'],
    ['3222-7162-7', 'valid'],
    ['121042882', 'valid'],
    ['0711-0130-7', 'valid'],
    ['011000015', 'valid'],
    ['421042111', 'invalid'],
    ['1234-0000-0', 'invalid'],
    ['121000359', 'invalid'],
    ['000000000', 'invalid'],
    ['12100035', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(abaRouting.validate(value)).toBe(outcome);
  });
});
