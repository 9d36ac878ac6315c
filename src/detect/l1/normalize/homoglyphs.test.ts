import { describe, expect, test } from 'bun:test';
import { HOMOGLYPHS, homoglyphEdits } from './homoglyphs.ts';
import { applyEdits, identityMapped } from './mapped-text.ts';

const fold = (s: string) => applyEdits(identityMapped(s, 0), homoglyphEdits(s)).text;

describe('homoglyphEdits', () => {
  test.each([
    ['Cyrillic letters inside a Latin word', 'іgnоre аll рrevious', 'ignore all previous'],
    ['Greek letters inside a Latin word', 'ignοre αll', 'ignore all'],
    ['uppercase lookalikes', 'SYЅTEМ PRОMPT', 'SYSTEM PROMPT'],
    ['a whole word of lookalikes', 'рор', 'pop'],
    ['lookalike digits next to ASCII', 'A1З', 'A13'],
  ])('folds %s', (_name, input, expected) => {
    expect(fold(input)).toBe(expected);
  });

  test.each([
    ['Russian words keep their letters', 'Привет, как дела? Это обычный текст.'],
    ['Greek words keep their letters', 'Καλημέρα κόσμε'],
    ['ASCII text', 'nothing to fold here'],
  ])('leaves %s alone', (_name, input) => {
    expect(homoglyphEdits(input)).toEqual([]);
  });

  test('every entry maps one BMP unit to one ASCII letter or digit', () => {
    for (const [cp, latin] of HOMOGLYPHS) expect([cp < 0x10000, /^[A-Za-z0-9]$/.test(latin)]).toEqual([true, true]);
  });
});
