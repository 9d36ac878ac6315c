/**
 * The normalised view of a text: decoding of string escapes, of HTML line-break tags and of HTML character
 * references (escapes.ts, markup-breaks.ts, entities.ts; escapes and references again, up to MAX_DECODE_ROUNDS,
 * for text encoded twice), stage 1 (invisible/bidi removal, tag and variation-selector decoding, NFKC), stage 2 (homoglyph
 * folding), stage 3 (letter-spacing collapse), each applied only when the prescan says it may have something to
 * change, so plain ASCII prose (no '&', no backslash, nothing non-ASCII) costs the prescan and no allocation.
 */
import type { Chunk } from '../../types.ts';
import type { TextView } from '../text-view.ts';
import { homoglyphEdits } from './homoglyphs.ts';
import { MIN_RUN } from './decoders.ts';
import { entityEdits } from './entities.ts';
import { escapeEdits } from './escapes.ts';
import { markupBreakEdits } from './markup-breaks.ts';
import { hasLetterSpacing, letterSpacingEdits } from './letter-spacing.ts';
import { type Edit, type MapSource, type MappedText, applyEdits, mappedView, plainText } from './mapped-text.ts';
import { type Prescan, prescan } from './prescan.ts';
import { cleanEdits } from './unicode-clean.ts';

/** What the normaliser needs from the prescan (the chunk's, or one computed here). */
type Gates = Pick<Prescan, 'nonAscii' | 'spaced' | 'amp' | 'backslash' | 'lt'>;

const NON_ASCII = /[^\x00-\x7f]/;

/** Rounds of escape and reference decoding: the first, and up to two more for text encoded again inside it. */
export const MAX_DECODE_ROUNDS = 3;

/**
 * Normalises `text`; `source` supplies its map only once a stage has edits (the raw chunk's identity map is
 * not built for text that needs nothing). `pre` is the text's prescan when the caller has one; decoding stages
 * stop at `deadline`. Returns null when nothing changed.
 */
export function normalizeText(
  text: string, source: () => MapSource, pre: Gates = prescan(text, MIN_RUN, 0), deadline = Number.POSITIVE_INFINITY,
): MappedText | null {
  let cur = null as MappedText | null; // widened: TS would narrow it to null across the closure
  const stage = (edits: (t: string) => Edit[]) => {
    const found = edits(cur ? cur.text : text);
    if (found.length) cur = applyEdits(cur ?? source(), found);
  };
  // Escapes before references: JSON strings carry HTML ("\u003cb\u003e") far more often than the reverse.
  if (pre.backslash) stage((t) => escapeEdits(t, deadline));
  // Tags before references: "&lt;br&gt;" is text a page shows, not a line break.
  if (pre.lt || cur?.text.includes('<')) stage((t) => markupBreakEdits(t, deadline));
  if (pre.amp || cur?.text.includes('&')) stage((t) => entityEdits(t, deadline));
  // Nested encodings: a JSON body inside a tool result's JSON string ('\\\"' → '\"' → '"'), a JSON string
  // shown on a web page ('\&quot;'), a reference escaped again ('&amp;#106;'). Each further round runs only
  // while the last one changed the text and left a backslash or an ampersand behind.
  for (let round = 1; round < MAX_DECODE_ROUNDS && cur !== null; round++) {
    const before: MappedText = cur;
    if (before.text.includes('\\')) stage((t) => escapeEdits(t, deadline));
    if (cur!.text.includes('&')) stage((t) => entityEdits(t, deadline));
    if (cur === before) break;
  }
  // Decoding can produce what the prescan did not see (&nbsp;, \u200b, &#xE0069;): ask the decoded text itself.
  const decoded = cur !== null;
  const nonAscii = pre.nonAscii || (cur !== null && NON_ASCII.test(cur.text));
  if (nonAscii) {
    stage(cleanEdits);
    stage(homoglyphEdits);
  }
  // The prescan's spacing check is ASCII-only; non-ASCII text (spaced accented letters) takes the Unicode gate.
  if (nonAscii || decoded ? hasLetterSpacing(cur ? cur.text : text) : pre.spaced) stage(letterSpacingEdits);
  return cur;
}

/** The chunk's normalised map, or null when normalisation changes nothing. */
export function normalizeChunk(chunk: Chunk, pre?: Prescan, deadline?: number): MappedText | null {
  return normalizeText(chunk.text, () => plainText(chunk.text, chunk.start), pre, deadline);
}

/** The chunk's normalised view, or null when it would equal the raw chunk. */
export function normalizedView(chunk: Chunk): TextView | null {
  const m = normalizeChunk(chunk);
  return m && mappedView(m);
}
