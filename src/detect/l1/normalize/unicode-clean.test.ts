import { describe, expect, test } from 'bun:test';
import { applyEdits, identityMapped } from './mapped-text.ts';
import { cleanEdits, tagDecodes, isBidiControl, isInvisible, isTag } from './unicode-clean.ts';

const clean = (s: string) => applyEdits(identityMapped(s, 0), cleanEdits(s)).text;
const tags = (s: string) => [...s].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');

describe('cleanEdits', () => {
  test.each([
    ['zero-width, word joiner, BOM and soft hyphen go', 'ig\u200bn\u200co\u200dr\u2060e\ufeff al\u00adl', 'ignore all'],
    ['bidi marks, embeddings, overrides and isolates go', '\u202eabc\u202c \u2067d\u2069\u200e\u200f', 'abc d'],
    ['tag characters become the ASCII they shadow; language and cancel tags go', `x${tags('Hi you')}\u{e0001}\u{e007f}`, 'xHi you'],
    ['a lone tag character between visible ones is dropped, not decoded into the text', `key ${tags('A')}= ${tags('B')}value`, 'key = value'],
    ['a lone tag letter between two spaces is dropped too', `--user ${tags('A')} 'name'`, "--user  'name'"],
    ['tags apart only by invisible characters are still one run, decoded', `x${tags('h')}\u200b${tags('i')}\u200dy`, 'xhiy'],
    ['an emoji tag sequence is a run: decoded, cancel tag dropped', `\u{1f3f4}${tags('gbsct')}\u{e007f}`, '\u{1f3f4}gbsct'],
    ['NFKC: fullwidth, ligatures, mathematical letters, circled letters', '\uff49\ufb01 \u{1d422}\u{1d427} \u24d8', 'ifi in i'],
    ['NFKC composes a base with its combining marks', 'cafe\u0301 A\u030a', 'café Å'],
    ['variation selectors go (they would split a word)', 'i\ufe0fgnore', 'ignore'],
    ['ordinary non-ASCII text is untouched', 'Grüße, привет, 日本語, مرحبا', 'Grüße, привет, 日本語, مرحبا'],
  ])('%s', (_name, input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  test('a stack of combining marks ("Zalgo") is normalised in bounded pieces', () => {
    const text = `Ze${'\u0301\u0327'.repeat(200)}x`;
    const edits = cleanEdits(text);
    expect(edits.length).toBeGreaterThan(1);
    expect(edits.every((e) => e.end - e.start <= 32)).toBe(true);
  });

  test('pure ASCII yields no edits', () => {
    expect(cleanEdits('plain ascii text, nothing to do')).toEqual([]);
  });

  test('classifiers', () => {
    expect([isInvisible(0x200b), isInvisible(0x200e), isBidiControl(0x202e), isBidiControl(0x200b)]).toEqual([true, false, true, false]);
    expect([isTag(0xe0000), isTag(0xe007f), isTag(0xe0080)]).toEqual([true, true, false]);
    const t = tags('ab');
    expect([tagDecodes(t, 0, 2), tagDecodes(t, 2, 2), tagDecodes(`x${tags('a')}y`, 1, 2)]).toEqual([true, true, false]);
    // a smuggled word whose non-ASCII letters stay visible: the lone "c" between the two "é" is decoded
    const fr = `${tags('pr')}é${tags('c')}é${tags('dentes')}`;
    expect(clean(fr)).toBe('précédentes');
    // a tag space between visible words separates them
    expect(clean(`все${tags(' ')}слова`)).toBe('все слова');
  });
});
