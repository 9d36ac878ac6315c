import { describe, expect, test } from 'bun:test';
import { auAbn } from './au-abn.ts';

describe('au_abn', () => {
  test.each([
    ['53 004 668 951', 'valid'],
    ['53004841924', 'valid'],
    ['53 004 617 900', 'invalid'],
    ['03 004 668 951', 'invalid'],
    ['53 004 668 95', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(auAbn.validate(value)).toBe(outcome);
  });
});
