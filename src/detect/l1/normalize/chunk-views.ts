/**
 * The derived views a category's rules run on besides the raw chunk, built once per chunk and shared by the
 * four category detectors (the pipeline hands each detector the same Chunk object in turn).
 */
import type { Category, Chunk } from '../../types.ts';
import type { TextView } from '../text-view.ts';
import { accentEdits } from './accents.ts';
import { type DecodeSource, MAX_ATTEMPTS, decodedViews, rot13View } from './decoded-views.ts';
import { MIN_RUN } from './decoders.ts';
import { type MappedText, applyEdits, identityMapped, mappedView, plainText } from './mapped-text.ts';
import { SOFT_WRAP } from './marks.ts';
import { normalizeChunk } from './normalized-view.ts';
import { type Prescan, prescan } from './prescan.ts';
import { rejoinedText, softBreakEdits } from './soft-wraps.ts';

/**
 * A kind of derived view: normalised text (escapes, references, Unicode tricks undone), the same with Latin
 * accents stripped as well ('folded'), the normalised text with the line breaks of a hard wrap read as spaces
 * ('rejoined', soft-wraps.ts), or decoded runs (base64, hex, URL, ROT13).
 */
export type ViewKind = 'normalized' | 'folded' | 'rejoined' | 'decoded';

/**
 * Which derived views each category also runs on. Secrets, injections and attack payloads are hidden by
 * encoding as often as by Unicode tricks, so those run on both; PII stays off decoded views, where random
 * base64 and hex decode into digit strings that look like phone numbers and IP addresses. Injection and threat
 * also run on the folded view, where an accent ("ìgnórè") no longer hides an English phrase; it comes on top
 * of the normalised view, which keeps the accents the packs' French, German and Spanish phrases spell. PII and
 * dlp patterns are digit and identifier shapes whose names and context words are accented for real, and an
 * accented key is not the key: stripping would only make matches up for them.
 */
export const CATEGORY_VIEWS: Record<Category, readonly ViewKind[]> = {
  injection: ['normalized', 'folded', 'rejoined', 'decoded'],
  threat: ['normalized', 'folded', 'rejoined', 'decoded'],
  dlp: ['normalized', 'rejoined', 'decoded'],
  pii: ['normalized', 'rejoined'],
};

/**
 * How near a joined break a rejoined-view match must lie (characters either side of the match): a match the
 * join made possible crosses the break, or reads across it in a lookaround or a context window next to it.
 */
export const REJOINED_REACH = 48;

interface Normalized {
  map: MappedText | null;
  view: TextView | null;
}

interface Derived {
  pre: Prescan;
  normalized?: Normalized;
  folded?: Normalized;
  /** Null when the text has no soft break. */
  rejoined?: TextView | null;
  decoded?: TextView[];
}

const cache = new WeakMap<Chunk, Derived>();

/**
 * The chunk's derived views for `category`, built lazily; decoding stops at `deadline`. `startsAtLine`: the chunk
 * begins a line of the full text (else its first line is a fragment the wrap reading leaves out).
 */
export function derivedViews(chunk: Chunk, category: Category, deadline: number, startsAtLine = chunk.start === 0): TextView[] {
  let d = cache.get(chunk);
  if (!d) cache.set(chunk, (d = { pre: prescan(chunk.text, MIN_RUN, MAX_ATTEMPTS) }));
  const kinds = CATEGORY_VIEWS[category];
  const out: TextView[] = [];
  if (kinds.includes('normalized')) {
    const n = normalizedOf(chunk, d, deadline);
    if (n.view) out.push(n.view);
  }
  if (kinds.includes('folded')) {
    const f = foldedOf(chunk, d, deadline);
    if (f !== d.normalized && f.view) out.push(f.view); // only when there were accents to strip
  }
  if (kinds.includes('rejoined')) {
    if (d.rejoined === undefined) d.rejoined = rejoinedOf(chunk, d, deadline, startsAtLine);
    if (d.rejoined) out.push(d.rejoined);
  }
  if (kinds.includes('decoded')) out.push(...(d.decoded ??= decodedOf(chunk, d, deadline)));
  return out;
}

/**
 * The lines of the normalised text (the raw chunk when normalising changes nothing) that soft breaks join, read
 * as one line each (soft-wraps.ts rejoinedText), or null when there are none. Supplementary: a match counts only
 * within REJOINED_REACH of a joined break, so lines the wrap heuristic joined by mistake cannot add findings far
 * from the join. A chunk whose raw text has no line break gets none (breaks that only normalising makes, such as
 * <br> or a JSON "\n", are left to the normalised view).
 */
function rejoinedOf(chunk: Chunk, d: Derived, deadline: number, startsAtLine: boolean): TextView | null {
  if (!chunk.text.includes('\n')) return null;
  const n = normalizedOf(chunk, d, deadline).map;
  const edits = softBreakEdits(n?.text ?? chunk.text, deadline, startsAtLine);
  if (edits.length === 0) return null; // most chunks: no mapped copy of the text is built
  const map = rejoinedText(n ?? plainText(chunk.text, chunk.start), edits)!; // not null: there are edits
  // The joined breaks are the marked characters: look for one within reach (matches are few and short).
  const near = (start: number, end: number) => {
    const to = Math.min(map.text.length, end + REJOINED_REACH);
    for (let i = Math.max(0, start - REJOINED_REACH); i < to; i++) if (map.marks[i] & SOFT_WRAP) return true;
    return false;
  };
  return { ...mappedView(map), supplementary: near };
}

/** Whether the chunk begins a line of the full text `text` (else its first line is a fragment). */
export function startsLine(chunk: Chunk, text: string): boolean {
  return chunk.start === 0 || text[chunk.start - 1] === '\n';
}

function normalizedOf(chunk: Chunk, d: Derived, deadline: number): Normalized {
  if (!d.normalized) {
    const map = normalizeChunk(chunk, d.pre, deadline);
    d.normalized = { map, view: map && mappedView(map) };
  }
  return d.normalized;
}

/**
 * The normalised view with Latin accents stripped; the normalised one itself when there are none. Only text
 * that had non-ASCII (or was changed by normalising, which may have decoded some) can hold an accent.
 */
function foldedOf(chunk: Chunk, d: Derived, deadline: number): Normalized {
  if (d.folded) return d.folded;
  const n = normalizedOf(chunk, d, deadline);
  const edits = d.pre.nonAscii || n.map ? accentEdits(n.map ? n.map.text : chunk.text, deadline) : [];
  if (edits.length === 0) return (d.folded = n);
  const map = applyEdits(n.map ?? plainText(chunk.text, chunk.start), edits);
  return (d.folded = { map, view: mappedView(map) });
}

/** Decodes runs found in the normalised text when there is one (zero-width chars no longer split a run). */
function decodedOf(chunk: Chunk, d: Derived, deadline: number): TextView[] {
  const normalized = normalizedOf(chunk, d, deadline).map;
  const source: DecodeSource = normalized
    ? { text: normalized.text, span: (s, e) => [normalized.starts[s], normalized.ends[e - 1]], transforms: [] }
    : { text: chunk.text, span: (s, e) => [chunk.start + s, chunk.start + e], transforms: [], pre: d.pre };
  const views = decodedViews(source, deadline);
  const rot = rot13View(source.text, () => normalized ?? identityMapped(chunk.text, chunk.start));
  return rot ? [rot, ...views] : views;
}

/**
 * Transforms only a deliberate hider produces. NFKC alone is not one (fullwidth forms are ordinary in CJK text),
 * nor are entity and escape decoding (markup and JSON escape '<' and line breaks all the time) or accent
 * stripping (French is accented); a letter or digit written as a reference or escape is ('letters encoded'):
 * nothing needs one escaped.
 */
const HIDING = new Set([
  'unicode tags decoded', 'zero-width removed', 'bidi controls removed', 'homoglyphs folded', 'letter-spacing collapsed',
  'variation selectors decoded', 'letters encoded', 'base64', 'hex', 'url', 'rot13',
]);

/** Added to an injection or threat score when the match was only visible after un-hiding. */
export const HIDDEN_MATCH_BOOST = 0.05;

/**
 * The score adjustment for a finding of `category` seen through `transforms`: benign text rarely hides an
 * instruction or an attack payload, so hiding one is a little more evidence. Secrets and PII are no more or
 * less real for having been encoded, so they get none.
 */
export function hiddenMatchBoost(category: Category, transforms: readonly string[]): number {
  if (category !== 'injection' && category !== 'threat') return 0;
  return transforms.some((t) => HIDING.has(t)) ? HIDDEN_MATCH_BOOST : 0;
}
