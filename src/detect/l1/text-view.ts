/**
 * The text a rule's regexes run on, plus the way back to offsets in the full prepared text.
 * Today every view is the chunk itself; normalisation (NFKC, zero-width removal, decoded base64) will plug
 * in here later as views whose `toOriginal` uses an offset map, without touching the engine.
 */
import type { Chunk } from '../types.ts';

export interface TextView {
  text: string;
  /** Maps a boundary index in `text` (0..text.length) to a UTF-16 offset into the full prepared text. */
  toOriginal(i: number): number;
  /** Transforms applied to build the view, reported in explanations (empty for the raw chunk). */
  transforms: string[];
}

/** The raw chunk as a view: offsets are chunk.start + local index. */
export function chunkView(chunk: Chunk): TextView {
  return { text: chunk.text, toOriginal: (i) => chunk.start + i, transforms: [] };
}
