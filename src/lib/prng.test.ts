import { describe, expect, test } from 'bun:test';
import { mulberry32, seedOf } from './prng.ts';

describe('seedOf', () => {
  test('is FNV-1a 32-bit (the published test vectors)', () => {
    expect(seedOf('')).toBe(0x811c9dc5);
    expect(seedOf('a')).toBe(0xe40c292c);
    expect(seedOf('foobar')).toBe(0xbf9cf968);
  });
});

describe('mulberry32', () => {
  test('the same seed draws the same sequence in [0, 1)', () => {
    const a = mulberry32(seedOf('row-1'));
    const b = mulberry32(seedOf('row-1'));
    const xs = Array.from({ length: 50 }, () => a());
    expect(xs).toEqual(Array.from({ length: 50 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(xs).size).toBe(50);
  });
});
