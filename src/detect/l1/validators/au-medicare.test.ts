import { describe, expect, test } from 'bun:test';
import { auMedicare } from './au-medicare.ts';

describe('au_medicare', () => {
  test.each([
    ['3418 28611 2', 'valid'],
    ['34352878811', 'valid'],
    ['3417 28600 1', 'invalid'],
    ['7418 28611 2', 'invalid'],
    ['34182861120', 'invalid'],
    ['3418 2861', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(auMedicare.validate(value)).toBe(outcome);
  });
});
