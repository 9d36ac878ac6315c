import { describe, expect, test } from 'bun:test';
import { countTokens, encode, isContinuationId, pieceOf, tokenize, tokenSpans } from './wordpiece.ts';

const pieces = (text: string) => tokenize(text).map((t) => t.piece);

// Expected pieces are HuggingFace BertTokenizer (bert-base-uncased, slow tokenizer) outputs.
const REFERENCE: [string, string[]][] = [
  ['Hello, world!', ['hello', ',', 'world', '!']],
  // The docstring's "un ##aff ##able" uses a toy vocabulary; the real one has no "##aff".
  ['unaffable', ['una', '##ffa', '##ble']],
  ['tokenization', ['token', '##ization']],
  ['héllo', ['hello']],
  ['he\u0301llo', ['hello']],
  ['HÉLLO Wörld', ['hello', 'world']],
  ["don't", ['don', "'", 't']],
  ['e-mail: user@example.com', ['e', '-', 'mail', ':', 'user', '@', 'example', '.', 'com']],
  ['3.14159', ['3', '.', '141', '##59']],
  ['中文字', ['中', '文', '[UNK]']],
  ['日本語のテキスト', ['日', '本', '語', 'の', '##テ', '##キ', '##ス', '##ト']],
  ['I love 😀!', ['i', 'love', '[UNK]', '!']],
  ['zero\u200bwidth', ['zero', '##wi', '##dt', '##h']],
  ['soft\u00adhyphen', ['soft', '##hy', '##ph', '##en']],
  ['ΟΔΟΣ', ['ο', '##δ', '##ος']],
  ['İstanbul', ['istanbul']],
  ['Straße', ['st', '##raße']],
  ['한국어', ['ᄒ', '##ᅡ', '##ᆫ', '##ᄀ', '##ᅮ', '##ᆨ', '##ᄋ', '##ᅥ']],
  ['[CLS] hi [SEP]', ['[CLS]', 'hi', '[SEP]']],
  ['[sep]', ['[', 'sep', ']']],
  ['AKIAIOSFODNN7EXAMPLE', ['ak', '##ia', '##ios', '##fo', '##d', '##nn', '##7', '##ex', '##amp', '##le']],
  ['Привет, мир!', ['п', '##р', '##и', '##в', '##е', '##т', ',', 'м', '##и', '##р', '!']],
  ['a\u2028b x\u00a0y', ['a', 'b', 'x', 'y']],
  ['\u3000。', ['。']],
  ['\u0301', []],
];

describe('wordpiece: HuggingFace BertTokenizer parity', () => {
  for (const [text, expected] of REFERENCE) {
    test(JSON.stringify(text), () => expect(pieces(text)).toEqual(expected));
  }

  test('known ids', () => {
    expect(encode('Hello, world!')).toEqual([7592, 1010, 2088, 999]);
    expect(encode('a[SEP]b')).toEqual([1037, 102, 1038]);
  });

  test('word of 100 characters is split, 101 is [UNK]', () => {
    expect(pieces('a'.repeat(100))[0]).toBe('aaa');
    expect(pieces('a'.repeat(101))).toEqual(['[UNK]']);
    expect(pieces('é'.repeat(101))).toEqual(['[UNK]']);
  });

  test('control characters vanish and do not split words', () => {
    expect(pieces('he\u0000l\u0001lo\ufeff wo\ufffdrld\u200d')).toEqual(['hello', 'world']);
    expect(countTokens('\u0000\u0001\u200b\ufeff\ue000')).toBe(0);
  });

  test('empty and whitespace-only text has no tokens', () => {
    for (const text of ['', ' ', '\t\n\r ', '\u00a0\u3000\u2028']) {
      expect(tokenize(text)).toEqual([]);
      expect(countTokens(text)).toBe(0);
    }
  });
});

describe('wordpiece: offsets', () => {
  test('spans slice back to the original text', () => {
    const text = 'Hello, WORLD! unaffable';
    expect(tokenize(text).map((t) => text.slice(t.start, t.end))).toEqual(['Hello', ',', 'WORLD', '!', 'una', 'ffa', 'ble']);
  });

  test('accents and zero-width characters stay inside the span of their word', () => {
    const text = 'He\u0301llo zero\u200bwidth';
    const spans = tokenize(text).map((t) => text.slice(t.start, t.end));
    expect(spans).toEqual(['He\u0301llo', 'zero\u200b', 'wi', 'dt', 'h']);
  });

  test('surrogate pairs are never cut', () => {
    const text = 'ok 😀 𠀀x';
    const spans = tokenize(text).map((t) => text.slice(t.start, t.end));
    expect(spans).toEqual(['ok', '😀', '𠀀', 'x']);
  });

  test('pieces from one decomposed character share its span', () => {
    const tokens = tokenize('한');
    expect(tokens.map((t) => [t.start, t.end])).toEqual([[0, 1], [0, 1], [0, 1]]);
  });

  test('random text: spans ordered, within bounds, counts agree', () => {
    const alphabet = ['a', 'B', 'z', '9', ' ', '\n', '.', ',', 'é', 'e\u0301', 'Σ', '中', '😀', '\u200b', '\u0000', '한', '[SEP]', 'İ', '—'];
    let seed = 42;
    const rand = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) % n;
    for (let round = 0; round < 500; round++) {
      let text = '';
      for (let i = rand(60); i > 0; i--) text += alphabet[rand(alphabet.length)];
      const tokens = tokenize(text);
      let prevStart = 0;
      for (const t of tokens) {
        expect(t.start).toBeGreaterThanOrEqual(prevStart);
        expect(t.end).toBeGreaterThan(t.start);
        expect(t.end).toBeLessThanOrEqual(text.length);
        prevStart = t.start;
      }
      expect(countTokens(text)).toBe(tokens.length);
      expect(tokenSpans(text).length).toBe(tokens.length);
    }
  });
});

describe('wordpiece: word cache', () => {
  test('cached ASCII words split exactly as the uncached path does, across cache resets', () => {
    // Words separated by ' ' take the cached ASCII path; separated by U+00A0 (also whitespace, also one unit)
    // they go through the general word buffer, which never reads the cache. 60k word draws from 30k distinct
    // mixed-case words overflow the cache more than once, and repeats are hits.
    const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    let seed = 7;
    const rand = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) % n;
    const distinct: string[] = [];
    for (let i = 0; i < 30_000; i++) {
      let w = '';
      for (let k = 1 + rand(i % 10 === 0 ? 40 : 12); k > 0; k--) w += chars[rand(chars.length)];
      distinct.push(w);
    }
    const common = ['the', 'The', 'THE', 'tokenization', 'Tokenization', 'unaffable', 'AKIAIOSFODNN7EXAMPLE'];
    const words = Array.from({ length: 60_000 }, (_, i) => (i % 3 === 0 ? common[rand(common.length)] : distinct[rand(distinct.length)]));
    const cached = tokenSpans(words.join(' '));
    const plain = tokenSpans(words.join('\u00a0'));
    expect(cached.length).toBe(plain.length);
    expect(Array.from(cached.ids)).toEqual(Array.from(plain.ids));
    expect(Array.from(cached.starts)).toEqual(Array.from(plain.starts));
    expect(Array.from(cached.ends)).toEqual(Array.from(plain.ends));
  });
});

describe('wordpiece: helpers', () => {
  test('continuation ids and pieces', () => {
    const [una, ffa] = encode('unaffable');
    expect(isContinuationId(una)).toBe(false);
    expect(isContinuationId(ffa)).toBe(true);
    expect(pieceOf(ffa)).toBe('##ffa');
    expect(pieceOf(-1)).toBe('');
  });
});
