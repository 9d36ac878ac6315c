import { describe, expect, test } from 'bun:test';
import { thTnin } from './th-tnin.ts';

describe('th_tnin', () => {
  test.each([
    ['3101700420031', 'valid'],
    ['3-1017-00420-03-1', 'valid'],
    ['3101700420000', 'invalid'],
    ['3981700420031', 'invalid'],
    ['9101700420031', 'invalid'],
    ['310170042003', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(thTnin.validate(value)).toBe(outcome);
  });
});
