import { describe, expect, test } from 'bun:test';
import { contextWords, entropyFloor } from './judge.ts';
import type { CompiledPattern, CompiledRule } from './rule-types.ts';

const around = (text: string, match: string, words: string[]) => {
  const start = text.indexOf(match);
  return contextWords(text, start, start + match.length, { words, window: 64 });
};

describe('contextWords', () => {
  test('a word inside a longer word is not context in spaced scripts', () => {
    expect(around('processed using batch 274818301 since Monday', '274818301', ['sin'])).toEqual([]);
    expect(around('SIN 274818301', '274818301', ['sin'])).toEqual(['sin']);
  });

  test('in scripts without spaces, or with glued particles, a context word is found as a substring', () => {
    expect(around('주민등록번호는 871103-2847516 입니다', '871103-2847516', ['주민등록번호'])).toEqual(['주민등록번호']);
    expect(around('เลขประจำตัวประชาชนของฉัน 3101700420031', '3101700420031', ['ประชาชน'])).toEqual(['ประชาชน']);
    expect(around('マイナンバーは123456789012です', '123456789012', ['マイナンバー'])).toEqual(['マイナンバー']);
  });
});

describe('entropyFloor', () => {
  const rule = { entropy: 3.5, hexEntropy: 3 } as unknown as CompiledRule;
  const plain = { entropy: undefined } as unknown as CompiledPattern;
  const password = { entropy: 2.5 } as unknown as CompiledPattern;

  test('a pattern may set its own floor (human-chosen passwords carry fewer bits than tokens)', () => {
    expect(entropyFloor(rule, plain, 'Zf3D0LXCM3EIMbgJ')).toBe(3.5);
    expect(entropyFloor(rule, password, 'hollow77#moon')).toBe(2.5);
  });

  test('lower-case hex of 20+ digits with a letter and a digit gets the hex floor', () => {
    expect(entropyFloor(rule, plain, '9c1f0a7e3b9d1c0f7a3e9b1d0c7f3a9e')).toBe(3);
    expect(entropyFloor(rule, password, '9c1f0a7e3b9d1c0f7a3e9b1d0c7f3a9e')).toBe(2.5); // never raised
  });

  test('upper-case hex, decimal digits and short hex keep the general floor', () => {
    expect(entropyFloor(rule, plain, '9C1F0A7E3B9D1C0F7A3E9B1D0C7F3A9E')).toBe(3.5);
    expect(entropyFloor(rule, plain, '31415926535897932384')).toBe(3.5);
    expect(entropyFloor(rule, plain, '9c1f0a7e3b9d1c0f7a3')).toBe(3.5);
  });

  test('no floor without a rule entropy', () => {
    expect(entropyFloor({} as CompiledRule, plain, '9c1f0a7e3b9d1c0f7a3e9b1d0c7f3a9e')).toBeUndefined();
  });
});
