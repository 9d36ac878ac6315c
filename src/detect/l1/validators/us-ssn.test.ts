import { describe, expect, test } from 'bun:test';
import { usSsn } from './us-ssn.ts';

describe('us_ssn', () => {
  test.each([
    ['078-05-1123', 'valid'],
    ['078.05.1123', 'valid'],
    ['078 05 1123', 'valid'],
    ['078051121', 'valid'],
    ['078-05-1120', 'invalid'],
    ['000-12-3456', 'invalid'],
    ['666-12-3456', 'invalid'],
    ['912-12-3456', 'invalid'],
    ['078-00-1123', 'invalid'],
    ['078-05-0000', 'invalid'],
    ['111-11-1111', 'invalid'],
    ['693-09.4444', 'invalid'],
    ['0780511201', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(usSsn.validate(value)).toBe(outcome);
  });

  test('structure only: a valid SSN does not confirm', () => {
    expect(usSsn.confirms).toBe(false);
  });
});
