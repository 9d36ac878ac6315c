import { describe, expect, test } from 'bun:test';
import { brCns } from './br-cns.ts';

describe('br_cns', () => {
  test.each([
    ['218 9719 4529 0002', 'valid'],
    ['218971945290002', 'valid'],
    ['898001160571009', 'valid'],
    ['218 9719 4529 0003', 'invalid'],
    ['318971945290002', 'invalid'], // first digit 3
    ['21897194529000', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(brCns.validate(value)).toBe(outcome);
  });
});
