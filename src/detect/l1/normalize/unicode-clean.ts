/**
 * Stage 1 of normalisation: removes invisible and bidi control characters, decodes runs of Unicode tag characters
 * (U+E0020–E007E) to the ASCII they shadow (a lone tag letter inside a visible word is dropped: see tagDecodes) and runs of variation
 * selectors to the bytes they smuggle
 * (selector-smuggling.ts), and applies NFKC per cluster (a base plus its combining marks).
 * Per-cluster NFKC keeps the offset map exact; it differs from whole-string NFKC only for conjoining Hangul jamo.
 */
import type { Edit } from './mapped-text.ts';
import { BIDI, NFKC, TAGS, ZERO_WIDTH } from './marks.ts';
import { MAX_SELECTOR_BYTES, type SelectorBudget, isSelector, selectorRun } from './selector-smuggling.ts';

/** Invisible characters removed before matching: they split words without changing how text looks. */
export function isInvisible(cp: number): boolean {
  return (cp >= 0x200b && cp <= 0x200d) || (cp >= 0x2060 && cp <= 0x2064) || cp === 0xfeff || cp === 0x00ad
    || cp === 0x180e || cp === 0x034f || (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef)
    || cp === 0x115f || cp === 0x1160 || cp === 0x3164 || cp === 0xffa0;
}

/** Bidi marks, embeddings, overrides and isolates: they reorder how text is shown, not what it says. */
export function isBidiControl(cp: number): boolean {
  return cp === 0x200e || cp === 0x200f || cp === 0x061c || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

/** Unicode tag characters: invisible shadows of ASCII, used to smuggle instructions past a reader. */
export function isTag(cp: number): boolean {
  return cp >= 0xe0000 && cp <= 0xe007f;
}

/** How many invisible or bidi characters between two tag characters still leave them one run. */
const TAG_RUN_GAP = 8;
/** How far (code points each way) the word around a lone tag character is read. */
const TAG_WORD_SPAN = 32;
const TAG_SPACE = 0xe0020;

/** The code point that ends at j (a surrogate pair read whole) and where it starts. */
function codePointBefore(text: string, j: number): [cp: number, start: number] {
  let start = j - 1;
  const lo = text.charCodeAt(start);
  if (lo >= 0xdc00 && lo <= 0xdfff && start > 0) {
    const hi = text.charCodeAt(start - 1);
    if (hi >= 0xd800 && hi <= 0xdbff) start--;
  }
  return [text.codePointAt(start)!, start];
}

const isSpace = (cp: number) => cp === 32 || (cp >= 9 && cp <= 13) || cp === 0xa0 || cp === TAG_SPACE || (cp >= 0x2000 && cp <= 0x200a) || cp === 0x3000;
const isHidden = (cp: number) => isInvisible(cp) || isBidiControl(cp);

/**
 * Whether the tag character at i (w UTF-16 units) is decoded to the ASCII it shadows, or dropped. Tags spell a
 * hidden message: a run of them (invisible and bidi characters between skipped), or a word written mostly in
 * them (the non-ASCII letters of a smuggled phrase stay visible: "pr" + "é" + "c" + "é" + "dentes"), is decoded
 * in place; so is a tag space, which only separates words. A lone tag letter inside a visible word (or alone
 * between spaces) shadows no message, and decoding it would glue a stray letter onto the word ("key =" with one
 * after each space would read "key A= Bvalue", and no secret, id or payload pattern would match any more): it is
 * dropped like a zero-width character. The raw text still holds it for the smuggling rules.
 */
export function tagDecodes(text: string, i: number, w: number): boolean {
  if (text.codePointAt(i) === TAG_SPACE) return true;
  const before = wordSide(text, i, -1);
  if (before.besideTag) return true;
  const after = wordSide(text, i + w, 1);
  if (after.besideTag) return true;
  const tags = 1 + before.tags + after.tags;
  return tags > 1 && tags > before.visible + after.visible; // one tag alone between spaces is noise too
}

/**
 * What the tag character `cp` at i reads as in normalised text: the ASCII it shadows when it is decoded (see
 * tagDecodes), else '' (dropped; language and cancel tags always are).
 */
export function tagAscii(text: string, i: number, cp: number): string {
  return cp >= 0xe0020 && cp <= 0xe007e && tagDecodes(text, i, 2) ? String.fromCharCode(cp - 0xe0000) : '';
}

/**
 * One side of a tag character, from `from` towards the start (-1) or the end (1) of its word: whether another tag
 * sits right beside it (only invisible or bidi characters between; a tag space counts, a message spans words),
 * else how many tag and visible characters the rest of the word holds.
 */
function wordSide(text: string, from: number, dir: -1 | 1): { besideTag: boolean; tags: number; visible: number } {
  let tags = 0, visible = 0, beside = true;
  for (let j = from, k = 0; k < TAG_WORD_SPAN; k++) {
    if (dir < 0 ? j <= 0 : j >= text.length) break;
    const [cp, next] = dir < 0 ? codePointBefore(text, j) : codePointAt(text, j);
    if (isTag(cp)) {
      if (beside) return { besideTag: true, tags, visible };
      tags++;
    } else if (isSpace(cp)) break;
    else if (!isHidden(cp)) {
      visible++;
      beside = false;
    } else if (k >= TAG_RUN_GAP) beside = false;
    j = next;
  }
  return { besideTag: false, tags, visible };
}

/** The code point that starts at j and where the next one starts. */
function codePointAt(text: string, j: number): [cp: number, next: number] {
  const cp = text.codePointAt(j)!;
  return [cp, j + (cp > 0xffff ? 2 : 1)];
}

const COMBINING = /^\p{M}$/u;
const NON_ASCII = /[^\x00-\x7f]/g;
// Per BMP unit: 0 not yet known, 1 yes, 2 no. Ordinary non-ASCII text (accents, curly quotes, CJK) repeats a
// few hundred characters, so these answers are computed once per process instead of once per character.
const isMarkCache = new Uint8Array(0x10000);
const nfkcStableCache = new Uint8Array(0x10000);
/** NFKC results of clusters that are not a single BMP unit; bounded so odd input cannot grow it without limit. */
const nfkcCache = new Map<string, string>();
const NFKC_CACHE_MAX = 8192;
/** Longest cluster normalised as one piece: "Zalgo" text stacks thousands of marks on one letter. */
const MAX_CLUSTER = 32;

function isMark(cp: number): boolean {
  if (cp > 0xffff) return COMBINING.test(String.fromCodePoint(cp));
  if (isMarkCache[cp] === 0) isMarkCache[cp] = COMBINING.test(String.fromCharCode(cp)) ? 1 : 2;
  return isMarkCache[cp] === 1;
}

function nfkc(cluster: string): string {
  if (cluster.length === 1) {
    const c = cluster.charCodeAt(0);
    if (nfkcStableCache[c] === 0) nfkcStableCache[c] = cluster.normalize('NFKC') === cluster ? 1 : 2;
    if (nfkcStableCache[c] === 1) return cluster;
  }
  let out = nfkcCache.get(cluster);
  if (out === undefined) {
    out = cluster.normalize('NFKC');
    if (nfkcCache.size >= NFKC_CACHE_MAX) nfkcCache.clear();
    nfkcCache.set(cluster, out);
  }
  return out;
}

/** The edits of stage 1 over `text`, in order; a native regex skips from one non-ASCII character to the next. */
export function cleanEdits(text: string, budget: SelectorBudget = { bytes: MAX_SELECTOR_BYTES }): Edit[] {
  const edits: Edit[] = [];
  let done = 0; // end of the last cluster handled: a base before it is already consumed
  NON_ASCII.lastIndex = 0;
  for (let m = NON_ASCII.exec(text); m; m = NON_ASCII.exec(text)) {
    const i = m.index;
    const cp = text.codePointAt(i)!;
    const w = cp > 0xffff ? 2 : 1;
    const run = isSelector(cp) ? selectorRun(text, i, budget) : null;
    if (run) {
      for (const e of run.edits) edits.push(e);
      NON_ASCII.lastIndex = done = run.end;
      continue;
    }
    const control = controlEdit(text, cp, i, w);
    if (control) {
      edits.push(control);
      NON_ASCII.lastIndex = done = i + w;
      continue;
    }
    // A combining mark after an ASCII letter belongs to that letter's cluster ("e" + U+0301 → "é").
    const start = i > done && isMark(cp) ? i - 1 : i;
    const end = clusterEnd(text, i + w, start + MAX_CLUSTER);
    const cluster = text.slice(start, end);
    const folded = nfkc(cluster);
    if (folded !== cluster) edits.push({ start, end, text: folded, mark: NFKC });
    NON_ASCII.lastIndex = done = end;
  }
  return edits;
}
/** The edit for an invisible, bidi or tag character at i, or undefined for anything else. */
function controlEdit(text: string, cp: number, i: number, w: number): Edit | undefined {
  if (isInvisible(cp)) return { start: i, end: i + w, text: '', mark: ZERO_WIDTH };
  if (isBidiControl(cp)) return { start: i, end: i + w, text: '', mark: BIDI };
  if (isTag(cp)) {
    return { start: i, end: i + w, text: tagAscii(text, i, cp), mark: TAGS };
  }
  return undefined;
}

/**
 * End of the combining marks following a base character, at most `limit` (the marks after it start their own
 * clusters); invisible marks such as U+FE0F end it: they are removed.
 */
function clusterEnd(text: string, i: number, limit: number): number {
  while (i < limit && i < text.length && text.charCodeAt(i) >= 0x300) {
    const cp = text.codePointAt(i)!;
    if (isInvisible(cp) || !isMark(cp)) break;
    i += cp > 0xffff ? 2 : 1;
  }
  return i;
}
