import { describe, expect, test } from 'bun:test';
import { phMobile } from './ph-mobile.ts';

describe('ph_mobile', () => {
  test.each([
    ['0918 442 7031', 'valid'],
    ['+63 (926) 310 8842', 'valid'],
    ['0288 442 7031', 'invalid'],
    ['0918 442 703', 'invalid'],
    ['+90 542 318 76 90', 'invalid'],
    ['0918-442-703a', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(phMobile.validate(value)).toBe(outcome);
  });

  test.each([
    ['P.IVA 09876543210', 'invalid'],
    ['Partita IVA: 09876543210', 'invalid'],
    ['Order no. 09876543210', 'invalid'],
    ['Text me at 09876543210', 'valid'],
  ] as const)('%s → %s (label before it)', (text, outcome) => {
    const start = text.indexOf('0987');
    expect(phMobile.validate('09876543210', { match: '09876543210', text, start, end: start + 11 })).toBe(outcome);
  });
});
