import { describe, expect, test } from 'bun:test';
import { type Edit, type MappedText, applyEdits, constantMapped, identityMapped, mappedView, selectRanges } from './mapped-text.ts';
import { NFKC, TAGS, ZERO_WIDTH } from './marks.ts';
import { randomText, rng } from './test-random.ts';

describe('applyEdits', () => {
  test('removal, expansion and replacement keep exact maps; a removal marks the next unit', () => {
    // "a\u200Bb\uFB01c": remove the ZWSP, expand the ligature to "fi".
    const src = identityMapped('a\u200bb\ufb01c', 10);
    const out = applyEdits(src, [
      { start: 1, end: 2, text: '', mark: ZERO_WIDTH },
      { start: 3, end: 4, text: 'fi', mark: NFKC },
    ]);
    expect(out.text).toBe('abfic');
    expect([...out.starts]).toEqual([10, 12, 13, 13, 14]);
    expect([...out.ends]).toEqual([11, 13, 14, 14, 15]);
    expect([...out.marks]).toEqual([0, ZERO_WIDTH, NFKC, NFKC, 0]);
  });

  test('a removal at the very end marks the last unit; no edits returns the source', () => {
    const src = identityMapped('ab\u200b', 0);
    expect(applyEdits(src, [])).toBe(src);
    const out = applyEdits(src, [{ start: 2, end: 3, text: '', mark: ZERO_WIDTH }]);
    expect([out.text, [...out.marks]]).toEqual(['ab', [0, ZERO_WIDTH]]);
  });

  test('stages compose: a second stage maps through the first to the original', () => {
    const tag = String.fromCodePoint(0xe0041); // tag "A" (two units)
    const first = applyEdits(identityMapped(`x${tag}y`, 5), [{ start: 1, end: 3, text: 'A', mark: TAGS }]);
    const second = applyEdits(first, [{ start: 1, end: 2, text: 'a', mark: NFKC }]);
    expect(second.text).toBe('xay');
    expect([second.starts[1], second.ends[1], second.marks[1]]).toEqual([6, 8, TAGS | NFKC]);
  });
});

describe('mappedView', () => {
  test('span ends use toOriginalEnd: a removed neighbour is not swallowed, an expansion is not cut', () => {
    const m = applyEdits(identityMapped('ab\u200bcd\ufb01', 0), [
      { start: 2, end: 3, text: '', mark: ZERO_WIDTH },
      { start: 5, end: 6, text: 'fi', mark: NFKC },
    ]);
    const v = mappedView(m);
    expect(v.text).toBe('abcdfi');
    expect([v.toOriginal(0), v.toOriginalEnd!(2)]).toEqual([0, 2]); // "ab", without the ZWSP after it
    expect([v.toOriginal(2), v.toOriginalEnd!(4)]).toEqual([3, 5]); // "cd", without the ZWSP before it
    expect([v.toOriginal(5), v.toOriginalEnd!(6)]).toEqual([5, 6]); // "i" alone maps to the whole ligature
    expect(v.transforms).toEqual(['zero-width removed', 'nfkc']);
    expect(v.spanTransforms!(0, 2)).toEqual([]);
    expect(v.spanTransforms!(1, 3)).toEqual(['zero-width removed']);
  });

  test('a decoded view maps every index to the whole encoded run', () => {
    const v = mappedView(constantMapped('hello', 40, 48), ['base64']);
    expect([v.toOriginal(0), v.toOriginal(3), v.toOriginalEnd!(2), v.toOriginalEnd!(5), v.toOriginal(5)]).toEqual([40, 40, 48, 48, 48]);
    expect(v.spanTransforms!(1, 2)).toEqual(['base64']);
  });

  test('empty texts map to their origin', () => {
    const v = mappedView(applyEdits(identityMapped('\u200b', 7), [{ start: 0, end: 1, text: '', mark: ZERO_WIDTH }]));
    expect([v.text, v.toOriginal(0), v.toOriginalEnd!(0)]).toEqual(['', 7, 7]);
  });
});

describe('offset maps (property)', () => {
  test('random edits over random text with surrogate pairs: monotonic, in bounds, unchanged units exact', () => {
    const rand = rng(7);
    for (let round = 0; round < 300; round++) {
      const original = randomText(rand, 1 + Math.floor(rand() * 60));
      const base = Math.floor(rand() * 1000);
      let m: MappedText = identityMapped(original, base);
      for (let stage = 0; stage < 3; stage++) m = applyEdits(m, randomEdits(rand, m.text));
      checkMap(m, original, base);
    }
  });
});

describe('plain texts (property)', () => {
  test('applyEdits and selectRanges read a PlainText as they read its identity map', () => {
    const rand = rng(41);
    for (let round = 0; round < 300; round++) {
      const text = randomText(rand, Math.floor(rand() * 80));
      const base = Math.floor(rand() * 1000);
      const edits = randomEdits(rand, text);
      if (rand() < 0.3) edits.unshift({ start: 0, end: 0, text: 'ins', mark: 2 }); // an insertion at the start
      if (edits.length) expect(applyEdits({ text, base }, edits)).toEqual(applyEdits(identityMapped(text, base), edits));
      const cuts = [...new Set(Array.from({ length: 4 }, () => Math.floor(rand() * (text.length + 1))))].sort((a, b) => a - b);
      const ranges: Array<[number, number]> = [];
      for (let i = 0; i + 1 < cuts.length; i += 2) ranges.push([cuts[i], cuts[i + 1]]);
      expect(selectRanges({ text, base }, ranges, '\n\n')).toEqual(selectRanges(identityMapped(text, base), ranges, '\n\n'));
    }
  });
});

/** Non-overlapping edits on code point boundaries: removals, replacements of 0–3 units. */
function randomEdits(rand: () => number, text: string): Edit[] {
  const edits: Edit[] = [];
  for (let i = 0; i < text.length;) {
    const w = text.codePointAt(i)! > 0xffff ? 2 : 1;
    if (rand() < 0.2) edits.push({ start: i, end: i + w, text: 'xyz'.slice(0, Math.floor(rand() * 4)), mark: 1 << Math.floor(rand() * 6) });
    i += w;
  }
  return edits;
}

function checkMap(m: MappedText, original: string, base: number): void {
  const v = mappedView(m);
  const end = base + original.length;
  for (let i = 0; i <= v.text.length; i++) {
    const [s, e] = [v.toOriginal(i), v.toOriginalEnd!(i)];
    expect(s >= base && s <= end && e >= base && e <= end).toBe(true);
    if (i > 0) expect(s >= v.toOriginal(i - 1) && e >= v.toOriginalEnd!(i - 1)).toBe(true);
    if (i < v.text.length) {
      expect(v.toOriginal(i) <= v.toOriginalEnd!(i + 1)).toBe(true);
      // A unit no edit touched still reads the same as the original unit it maps to.
      if (m.marks[i] === 0 && m.ends[i] - m.starts[i] === 1) expect(original[m.starts[i] - base]).toBe(v.text[i]);
    }
  }
}
