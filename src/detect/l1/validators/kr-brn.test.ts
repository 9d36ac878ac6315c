import { describe, expect, test } from 'bun:test';
import { krBrn } from './kr-brn.ts';

describe('kr_brn', () => {
  test.each([
    ['220-81-62176', 'valid'],
    ['312-05-44885', 'valid'],
    ['2208162176', 'valid'],
    ['220-81-62177', 'invalid'], // check digit
    ['000-00-00000', 'invalid'],
    ['220-81-6217', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(krBrn.validate(value)).toBe(outcome);
  });
});
