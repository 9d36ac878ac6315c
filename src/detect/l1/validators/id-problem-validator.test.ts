import { describe, expect, test } from 'bun:test';
import { idProblemValidator } from './id-problem-validator.ts';

describe('idProblemValidator', () => {
  const v = idProblemValidator('t', (s) => (/^\d+$/.test(s) ? (s === '0' ? 'zero' : undefined) : null));
  test('valid, invalid with its reason, not applicable', () => {
    expect(v.validate('12')).toBe('valid');
    expect(v.validate('0')).toBe('invalid');
    expect(v.why?.('0')).toBe('zero');
    expect(v.validate('x')).toBe('not_applicable');
    expect(v.why?.('x')).toBeUndefined();
  });
  test('a value written as an example is refused', () => {
    for (const text of ['z. B. 12', 'např. 12', 'p. ej. 12', 'e.g. 12']) {
      const start = text.length - 2;
      expect(v.validate('12', { match: '12', text, start, end: text.length })).toBe('invalid');
      expect(v.why?.('12', { match: '12', text, start, end: text.length })).toBe('written as an example or format');
    }
  });
});
