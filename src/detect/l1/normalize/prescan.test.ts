import { expect, test } from 'bun:test';
import { prescan } from './prescan.ts';
import { rng } from './test-random.ts';

test('prescan reports non-ASCII, %, &, <, backslash, letter-spacing and maximal base64-alphabet runs', () => {
  const b64 = 'SWdub3JlIGFsbCBwcmV2aW91cw';
  const p = prescan(`plain ${b64}== then 50% off, i g n o r e, café, short_run_12345`, 16, 10);
  expect(p).toMatchObject({ nonAscii: true, percent: true, spaced: true, amp: false, backslash: false });
  expect(prescan('Q&A', 16, 0)).toMatchObject({ amp: true, backslash: false, nonAscii: false });
  expect(prescan('say \\x41', 16, 0)).toMatchObject({ amp: false, backslash: true, lt: false });
  expect(prescan('a<br>b', 16, 0)).toMatchObject({ lt: true, amp: false });
  expect(prescan('x\ufe00', 16, 0).nonAscii).toBe(true); // variation selectors count as non-ASCII
  expect(p.b64Runs).toEqual([[6, 6 + b64.length]]);
});

test('plain prose finds nothing; runs are capped; a run at the very end counts', () => {
  expect(prescan('Just a plain sentence, e.g. this one.', 16, 10))
    .toEqual({ nonAscii: false, spaced: false, percent: false, amp: false, backslash: false, lt: false, b64Runs: [] });
  const runs = Array.from({ length: 5 }, () => 'A'.repeat(20)).join(' ');
  expect(prescan(runs, 16, 3).b64Runs).toHaveLength(3);
  expect(prescan(`x ${'B'.repeat(16)}`, 16, 3).b64Runs).toEqual([[2, 18]]);
});

test('the letter-spacing automaton agrees with /\\b\\w[ .-]\\w[ .-]\\w\\b/ (property)', () => {
  const rand = rng(3);
  const pool = ['a', 'B', '7', '_', ' ', '.', '-', ',', '!', 'é', '\n', 'ab', '&', '\\', '%'];
  for (let i = 0; i < 5000; i++) {
    const text = Array.from({ length: Math.floor(rand() * 14) }, () => pool[Math.floor(rand() * pool.length)]).join('');
    expect([text, prescan(text, 16, 0).spaced]).toEqual([text, /\b\w[ .-]\w[ .-]\w\b/.test(text)]);
  }
});
