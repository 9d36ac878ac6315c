import { describe, expect, test } from 'bun:test';
import { esNuss } from './es-nuss.ts';

describe('es_nuss', () => {
  test.each([
    ['28/38583388/26', 'valid'],
    ['283858338826', 'valid'],
    ['28 38583388 26', 'valid'],
    ['28/38583388/27', 'invalid'],
    ['99/38583388/26', 'invalid'], // no such province
    ['28/3858338/26', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(esNuss.validate(value)).toBe(outcome);
  });
});
