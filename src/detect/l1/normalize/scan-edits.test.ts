import { describe, expect, test } from 'bun:test';
import { scanEdits } from './scan-edits.ts';

describe('scanEdits', () => {
  const budget = { maxEdits: 100, stride: 1, deadline: Number.POSITIVE_INFINITY };

  test('resumes at each edit\'s end, so an edit shorter than its match gives back the rest', () => {
    // Each match is "ab"; the edit covers only "a", so the next match may start at the "b".
    const edits = scanEdits('abab', /[ab]b?/g, budget, (m) => ({ start: m.index, end: m.index + 1, text: 'x', mark: 0 }));
    expect(edits.map((e) => e.start)).toEqual([0, 1, 2, 3]);
  });

  test('a match without an edit is skipped; the size budget and a passed deadline stop the scan', () => {
    const odd = (m: RegExpExecArray) => (Number(m[0]) % 2 ? { start: m.index, end: m.index + 1, text: '', mark: 0 } : undefined);
    expect(scanEdits('123456789', /\d/g, budget, odd).map((e) => e.start)).toEqual([0, 2, 4, 6, 8]);
    expect(scanEdits('123456789', /\d/g, { ...budget, maxEdits: 2 }, odd)).toHaveLength(2);
    expect(scanEdits('123456789', /\d/g, { ...budget, deadline: Date.now() - 1 }, odd)).toHaveLength(0);
  });
});
