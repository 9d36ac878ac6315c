import { describe, expect, test } from 'bun:test';
import { trTckn } from './tr-tckn.ts';

describe('tr_tckn', () => {
  test.each([
    ['20072008032', 'valid'],
    ['20072070480', 'valid'],
    ['20071836400', 'invalid'],
    ['02007200803', 'invalid'],
    ['2007200803', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(trTckn.validate(value)).toBe(outcome);
  });
});
