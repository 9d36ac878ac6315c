import { describe, expect, test } from 'bun:test';
import type { Chunk } from '../detect/types.ts';
import { chunkText, chunkTextWithCount } from './chunker.ts';
import { countTokens, tokenize } from './wordpiece.ts';

const SENTENCE = 'The quick brown fox jumps over the lazy dog, and nobody minds at all. ';

/** Asserts offsets, ids and that every non-whitespace character lies in some chunk. */
function checkCover(text: string, chunks: Chunk[]): void {
  const seen = new Uint8Array(text.length);
  chunks.forEach((c, i) => {
    expect(c.id).toBe(i);
    expect(c.text).toBe(text.slice(c.start, c.end));
    expect(c.end).toBeGreaterThan(c.start);
    for (let k = c.start; k < c.end; k++) seen[k] = 1;
  });
  for (let k = 0; k < text.length; k++) {
    if (!seen[k] && /\S/.test(text[k])) throw new Error(`char ${k} (${JSON.stringify(text[k])}) not in any chunk`);
  }
}

function isCutInPair(text: string, at: number): boolean {
  return at > 0 && at < text.length && (text.charCodeAt(at - 1) & 0xfc00) === 0xd800 && (text.charCodeAt(at) & 0xfc00) === 0xdc00;
}

describe('chunker', () => {
  test('empty text has no chunks; short text is one chunk', () => {
    expect(chunkText('')).toEqual([]);
    expect(chunkText('hello world')).toEqual([{ id: 0, start: 0, end: 11, text: 'hello world' }]);
  });

  test('text with no tokens is one chunk covering it', () => {
    const text = '\u0000\u200b\u0001';
    expect(chunkTextWithCount(text)).toEqual({ chunks: [{ id: 0, start: 0, end: 3, text }], tokens: 0 });
  });

  test('long text: coverage, token limit, overlap, count', () => {
    const text = SENTENCE.repeat(200);
    const { chunks, tokens } = chunkTextWithCount(text, { maxTokens: 64, overlapTokens: 16 });
    expect(tokens).toBe(countTokens(text));
    expect(chunks.length).toBeGreaterThan(1);
    checkCover(text, chunks);
    for (const c of chunks) expect(countTokens(c.text)).toBeLessThanOrEqual(64);
    for (let i = 1; i < chunks.length; i++) {
      expect(chunks[i].start).toBeLessThan(chunks[i - 1].end); // overlap
      expect(chunks[i].start).toBeGreaterThan(chunks[i - 1].start); // progress
    }
  });

  test('windows prefer to end on a sentence boundary', () => {
    const text = SENTENCE.repeat(50);
    const chunks = chunkText(text, { maxTokens: 40, overlapTokens: 8 });
    for (const c of chunks.slice(0, -1)) expect(c.text.endsWith('.')).toBe(true);
  });

  test('newline counts as a sentence boundary', () => {
    const text = 'alpha beta gamma delta epsilon zeta eta theta\n'.repeat(40);
    const chunks = chunkText(text, { maxTokens: 30, overlapTokens: 4 });
    for (const c of chunks.slice(0, -1)) expect(text[c.end]).toBe('\n');
  });

  test('without boundaries a window ends at a token boundary, full length', () => {
    const text = 'word '.repeat(1000);
    const chunks = chunkText(text, { maxTokens: 100, overlapTokens: 10 });
    checkCover(text, chunks);
    expect(countTokens(chunks[0].text)).toBe(100);
  });

  test('zero overlap still covers everything, including dropped characters', () => {
    const text = 'one two\u200b three\u0001 four. '.repeat(100);
    const chunks = chunkText(text, { maxTokens: 20, overlapTokens: 0 });
    checkCover(text, chunks);
    for (let i = 1; i < chunks.length; i++) expect(chunks[i].start).toBe(chunks[i - 1].end);
  });

  test('a huge single word is split by characters into bounded chunks', () => {
    const text = 'x'.repeat(1 << 20);
    const { chunks, tokens } = chunkTextWithCount(text);
    expect(tokens).toBe(1);
    checkCover(text, chunks);
    for (const c of chunks) expect(c.end - c.start).toBeLessThanOrEqual(4 * 254 * 8);
  });

  test('a huge word between normal text keeps the text around it', () => {
    const text = `${SENTENCE.repeat(20)}${'y'.repeat(50_000)} ${SENTENCE.repeat(20)}`;
    const chunks = chunkText(text, { maxTokens: 50, overlapTokens: 10 });
    checkCover(text, chunks);
    for (const c of chunks) {
      expect(c.end - c.start).toBeLessThanOrEqual(4 * 50 * 8);
      expect(countTokens(c.text)).toBeLessThanOrEqual(50);
    }
  });

  test('surrogate pairs are never split, by tokens or by characters', () => {
    const emoji = '😀🎉👍'.repeat(3000);
    const words = 'Ünïcödé 😀 中文 ΟΔΟΣ 𠀀 héllo! '.repeat(300);
    for (const text of [emoji, words]) {
      const chunks = chunkText(text, { maxTokens: 32, overlapTokens: 8 });
      checkCover(text, chunks);
      for (const c of chunks) {
        expect(isCutInPair(text, c.start)).toBe(false);
        expect(isCutInPair(text, c.end)).toBe(false);
      }
    }
  });

  test('chunks start on token starts', () => {
    const text = SENTENCE.repeat(30);
    const starts = new Set(tokenize(text).map((t) => t.start));
    const chunks = chunkText(text, { maxTokens: 25, overlapTokens: 5 });
    for (const c of chunks.slice(1)) expect(starts.has(c.start)).toBe(true);
  });
  test('random text: coverage, caps and re-tokenised counts hold', () => {
    const parts = ['a', 'bc', 'Tok', 'enization', ' ', ' ', '\n', '. ', '! ', ',', 'é', 'Σ', '中', '。', '😀', '\u200b', '\u0000', '한', 'x'.repeat(150), 'unaffable'];
    let seed = 7;
    const rand = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) % n;
    for (let round = 0; round < 300; round++) {
      let text = '';
      for (let i = rand(400); i > 0; i--) text += parts[rand(parts.length)];
      const maxTokens = 5 + rand(60);
      const chunks = chunkText(text, { maxTokens, overlapTokens: rand(30) });
      checkCover(text, chunks);
      for (const c of chunks) {
        expect(countTokens(c.text)).toBeLessThanOrEqual(maxTokens);
        expect(c.end - c.start).toBeLessThanOrEqual(32 * maxTokens);
        expect(isCutInPair(text, c.start) || isCutInPair(text, c.end)).toBe(false);
      }
    }
  });
});
