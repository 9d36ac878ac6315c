import { describe, expect, test } from 'bun:test';
import { zaId } from './za-id.ts';

describe('za_id', () => {
  test.each([
    ['7103125800081', 'valid'],
    ['7103125801089', 'valid'],
    ['7103125800080', 'invalid'],
    ['7113125800081', 'invalid'],
    ['7103125800381', 'invalid'],
    ['710312580008', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(zaId.validate(value)).toBe(outcome);
  });
});
