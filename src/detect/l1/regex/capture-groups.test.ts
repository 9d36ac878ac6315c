import { describe, expect, test } from 'bun:test';
import { captureGroupCount } from './capture-groups.ts';
import { bundledPacks } from '../bundled-packs.ts';
import { compilePack } from '../rule-pack.ts';

/** What the engine itself says: a regex that also matches '' reports one slot per group. */
function engineCount(source: string, flags: string): number {
  return new RegExp(`${source}|`, flags.replace(/[gdy]/g, '')).exec('')!.length - 1;
}

describe('captureGroupCount', () => {
  test.each([
    ['abc', 0],
    ['(a)(b)', 2],
    ['(?:a)(b)', 1],
    ['(?=a)(?!b)(?<=c)(?<!d)(e)', 1],
    ['(?<key>[a-z]+)=(?<value>\\w+)', 2],
    ['\\(not a group\\)(x)', 1],
    ['[(](y)[\\]()]', 1],
    ['[^)(]{1,3}(z)', 1],
    ['\\\\(w)', 1],
    ['(?i:abc)(d)', 1],
  ])('%s has %d', (source, n) => {
    expect(captureGroupCount(source)).toBe(n);
    expect(engineCount(source, '')).toBe(n);
  });

  test('agrees with the engine on every bundled pattern', () => {
    let checked = 0;
    for (const source of bundledPacks()) {
      for (const rule of compilePack(source)) {
        for (const p of rule.patterns) {
          expect([p.regex.source, captureGroupCount(p.regex.source)]).toEqual([p.regex.source, engineCount(p.regex.source, p.regex.flags)]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
