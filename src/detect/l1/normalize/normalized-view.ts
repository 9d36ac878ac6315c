/**
 * The normalised view of a text: stage 1 (invisible/bidi removal, tag decoding, NFKC), stage 2 (homoglyph
 * folding), stage 3 (letter-spacing collapse), each applied only when it finds something to change, so plain
 * ASCII prose costs two regex tests and no allocation.
 */
import type { Chunk } from '../../types.ts';
import type { TextView } from '../text-view.ts';
import { homoglyphEdits } from './homoglyphs.ts';
import { MIN_RUN } from './decoders.ts';
import { hasLetterSpacing, letterSpacingEdits } from './letter-spacing.ts';
import { type Edit, type MappedText, applyEdits, identityMapped, mappedView } from './mapped-text.ts';
import { type Prescan, prescan } from './prescan.ts';
import { cleanEdits } from './unicode-clean.ts';

/**
 * Normalises `text`; `source` supplies its map only once a stage has edits (the raw chunk's identity map is
 * not built for text that needs nothing). `pre` is the text's prescan when the caller has one. Returns null
 * when nothing changed.
 */
export function normalizeText(
  text: string, source: () => MappedText, pre: Pick<Prescan, 'nonAscii' | 'spaced'> = prescan(text, MIN_RUN, 0),
): MappedText | null {
  let cur = null as MappedText | null; // widened: TS would narrow it to null across the closure
  const stage = (edits: (t: string) => Edit[]) => {
    const found = edits(cur ? cur.text : text);
    if (found.length) cur = applyEdits(cur ?? source(), found);
  };
  if (pre.nonAscii) {
    stage(cleanEdits);
    stage(homoglyphEdits);
  }
  // The prescan's spacing check is ASCII-only; non-ASCII text (spaced accented letters) takes the Unicode gate.
  if (pre.nonAscii ? hasLetterSpacing(cur ? cur.text : text) : pre.spaced) stage(letterSpacingEdits);
  return cur;
}

/** The chunk's normalised map, or null when normalisation changes nothing. */
export function normalizeChunk(chunk: Chunk, pre?: Prescan): MappedText | null {
  return normalizeText(chunk.text, () => identityMapped(chunk.text, chunk.start), pre);
}

/** The chunk's normalised view, or null when it would equal the raw chunk. */
export function normalizedView(chunk: Chunk): TextView | null {
  const m = normalizeChunk(chunk);
  return m && mappedView(m);
}
