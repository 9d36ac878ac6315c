import { describe, expect, test } from 'bun:test';
import { betterPlacedNeighbour, edgeMargin } from './chunk-edges.ts';
import { sampleFinding } from './test-findings.ts';
import type { Chunk } from './types.ts';

const chunk = (id: number, start: number, end: number): Chunk => ({ id, start, end, text: ' '.repeat(end - start) });
const finding = (start: number, end: number) => sampleFinding({ start, end });

describe('edgeMargin', () => {
  test('is the distance to the nearest edge that cuts the text', () => {
    expect(edgeMargin(chunk(1, 100, 200), 300, 110, 150)).toBe(10);
    expect(edgeMargin(chunk(1, 100, 200), 300, 150, 195)).toBe(5);
  });

  test("the text's own start and end are not edges", () => {
    expect(edgeMargin(chunk(0, 0, 200), 300, 0, 150)).toBe(50);
    expect(edgeMargin(chunk(2, 100, 300), 300, 290, 300)).toBe(190);
    expect(edgeMargin(chunk(0, 0, 300), 300, 0, 300)).toBe(Infinity);
  });
});

describe('betterPlacedNeighbour', () => {
  // Two chunks overlapping on [150, 200).
  const a = chunk(0, 0, 200);
  const b = chunk(1, 150, 400);
  const text = 400;

  test('a span at the start of a chunk belongs to the previous chunk, which reads it with its left context', () => {
    expect(betterPlacedNeighbour(finding(150, 160), b, [a], text)).toBe(a);
    expect(betterPlacedNeighbour(finding(150, 160), a, [b], text)).toBeUndefined();
  });

  test('a span at the end of a chunk belongs to the next chunk', () => {
    expect(betterPlacedNeighbour(finding(190, 200), a, [b], text)).toBe(b);
    expect(betterPlacedNeighbour(finding(190, 200), b, [a], text)).toBeUndefined();
  });

  test('a neighbour that does not hold the whole span cannot judge it', () => {
    expect(betterPlacedNeighbour(finding(140, 199), a, [b], text)).toBeUndefined();
  });

  test('a tie stays where it was found', () => {
    expect(betterPlacedNeighbour(finding(170, 180), a, [b], text)).toBeUndefined();
    expect(betterPlacedNeighbour(finding(170, 180), b, [a], text)).toBeUndefined();
  });
});
