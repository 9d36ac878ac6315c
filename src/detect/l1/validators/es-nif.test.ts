import { describe, expect, test } from 'bun:test';
import { esNif } from './es-nif.ts';

describe('es_nif', () => {
  test.each([
    ['55555555K', 'valid'],
    ['55555555-K', 'valid'],
    ['1111111-G', 'valid'],
    ['01111111G', 'valid'],
    ['12345678z', 'valid'],
    ['Z8078221M', 'valid'],
    ['X9613851N', 'valid'],
    ['Y8063915-Z', 'valid'],
    ['x9613851n', 'valid'],
    ['12345678a', 'invalid'],
    ['Y8063915Q', 'invalid'],
    ['x9613851q', 'invalid'],
    ['00000000T', 'invalid'],
    ['Y806391Q', 'not_applicable'],
    ['W8063915Q', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(esNif.validate(value)).toBe(outcome);
  });
});
