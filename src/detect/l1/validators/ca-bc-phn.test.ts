import { describe, expect, test } from 'bun:test';
import { caBcPhn } from './ca-bc-phn.ts';

describe('ca_bc_phn', () => {
  test.each([
    ['9195 606 382', 'valid'],
    ['9698658215', 'valid'],
    ['9195 606 383', 'invalid'],
    ['8195606382', 'not_applicable'], // does not start with 9
    ['919560638', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(caBcPhn.validate(value)).toBe(outcome);
  });
});
