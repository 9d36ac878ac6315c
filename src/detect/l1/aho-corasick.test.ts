import { expect, test } from 'bun:test';
import { AhoCorasick } from './aho-corasick.ts';

test('finds every keyword present, including overlapping and suffix matches', () => {
  const ac = new AhoCorasick(['he', 'she', 'his', 'hers', 'akia', 'ia']);
  expect([...ac.find('ushers')].sort()).toEqual([0, 1, 3]);
  expect([...ac.find('key=akia...')].sort()).toEqual([4, 5]);
  expect(ac.find('nothing to see')).toEqual(new Set());
});

test('an empty keyword list finds nothing', () => {
  expect(new AhoCorasick([]).find('anything')).toEqual(new Set());
});
