/**
 * Which chunk judges a rule match that sits where two chunks overlap. A regex reads no further than its chunk,
 * so near a chunk's inner edge its lookarounds go blind: at a chunk that starts inside "604.3411062981457" the
 * fraction reads as a bare 13-digit national id (the rule's "not after a period" lookbehind sees nothing), and a
 * token cut by the chunk's end matches shorter than it is. Chunks overlap, so the neighbour saw the same span
 * with more text around it; its verdict, a finding or none, is the one to keep.
 */
import type { Chunk, Finding } from './types.ts';

/**
 * Distance from the span to the chunk's nearest inner edge (an edge that cuts the text; the text's own start and
 * end are not edges: nothing lies beyond them to read).
 */
export function edgeMargin(chunk: Chunk, textLength: number, start: number, end: number): number {
  const left = chunk.start > 0 ? start - chunk.start : Infinity;
  const right = chunk.end < textLength ? chunk.end - end : Infinity;
  return Math.min(left, right);
}

/**
 * The neighbour that holds the finding's span farther from its own inner edges than `chunk` does, or undefined
 * when none does (ties stay with `chunk`). Chunks overlap by less than half a window, so only a chunk's two
 * neighbours can hold a span of it.
 */
export function betterPlacedNeighbour(f: Finding, chunk: Chunk, neighbours: readonly Chunk[], textLength: number): Chunk | undefined {
  const here = edgeMargin(chunk, textLength, f.start, f.end);
  if (here === Infinity) return undefined;
  for (const other of neighbours) {
    if (other.start > f.start || other.end < f.end) continue;
    if (edgeMargin(other, textLength, f.start, f.end) > here) return other;
  }
  return undefined;
}
