/**
 * The text a rule's regexes run on, plus the way back to offsets in the full prepared text. The raw chunk is
 * one view; normalisation and decoding (src/detect/l1/normalize/) add views whose maps point back into it.
 */
import type { Chunk } from '../types.ts';

export interface TextView {
  text: string;
  /** Maps a boundary index in `text` (0..text.length) to a UTF-16 offset into the full prepared text. */
  toOriginal(i: number): number;
  /**
   * Maps a span's exclusive end; defaults to toOriginal. It differs where characters were removed or one
   * original character became several, so a span neither swallows a removed neighbour nor cuts a character.
   */
  toOriginalEnd?(i: number): number;
  /** Transforms applied to build the view, reported in explanations (empty for the raw chunk). */
  transforms: string[];
  /** The transforms that touched [start, end) of `text`; defaults to `transforms`. */
  spanTransforms?(start: number, end: number): string[];
  /**
   * Set on a view that only adds what its own transform made visible (the rejoined view): a match [start, end)
   * counts only where this returns true, and only when no finding of the same rule overlaps it.
   */
  supplementary?(start: number, end: number): boolean;
}

/** The raw chunk as a view: offsets are chunk.start + local index. */
export function chunkView(chunk: Chunk): TextView {
  return { text: chunk.text, toOriginal: (i) => chunk.start + i, transforms: [] };
}
