import { describe, expect, test } from 'bun:test';
import { auAcn } from './au-acn.ts';

describe('au_acn', () => {
  test.each([
    ['126 350 472', 'valid'],
    ['127351473', 'valid'],
    ['104 328 470', 'invalid'],
    ['000000000', 'invalid'],
    ['126 350 47', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(auAcn.validate(value)).toBe(outcome);
  });
});
