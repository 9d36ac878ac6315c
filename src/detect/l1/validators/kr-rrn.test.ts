import { describe, expect, test } from 'bun:test';
import { krRrn } from './kr-rrn.ts';

describe('kr_rrn', () => {
  test.each([
    ['871103-2847516', 'valid'],
    ['8711032847516', 'valid'],
    ['871303-2847516', 'invalid'],
    ['871103-5847516', 'invalid'],
    ['871103+2847516', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(krRrn.validate(value)).toBe(outcome);
  });
});
