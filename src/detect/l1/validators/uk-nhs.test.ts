import { describe, expect, test } from 'bun:test';
import { ukNhs } from './uk-nhs.ts';

describe('uk_nhs', () => {
  test.each([
    ['401-023-2137', 'valid'],
    ['221 395 1837', 'valid'],
    ['0032698674', 'valid'],
    ['9434765919', 'valid'],
    ['401-023-2138', 'invalid'],
    ['9434765918', 'invalid'],
    ['0000000000', 'invalid'],
    ['401-0232137', 'not_applicable'],
    ['40102321', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(ukNhs.validate(value)).toBe(outcome);
  });
});
