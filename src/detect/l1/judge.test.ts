import { describe, expect, test } from 'bun:test';
import { contextWords } from './judge.ts';

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
