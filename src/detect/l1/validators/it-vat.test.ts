import { describe, expect, test } from 'bun:test';
import { itVat } from './it-vat.ts';

describe('it_vat', () => {
  test.each([
    ['07451280213', 'valid'],
    ['12903410152', 'valid'],
    ['IT07451280213', 'valid'],
    ['07451280214', 'invalid'], // check digit
    ['07451282003', 'invalid'], // no office 200
    ['00000000000', 'invalid'],
    ['0745128021', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(itVat.validate(value)).toBe(outcome);
  });
});
