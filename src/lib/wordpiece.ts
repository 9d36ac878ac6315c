/**
 * scanward-wordpiece-v1: the documented billing tokenizer.
 *
 * A BERT uncased WordPiece tokenizer over the bert-base-uncased vocabulary (30,522 entries,
 * models/tokenizer/vocab.txt), matching HuggingFace BertTokenizer with do_lower_case=true:
 *   1. the literal special tokens [PAD] [UNK] [CLS] [SEP] [MASK] in the input count as one token each;
 *   2. U+0000, U+FFFD and every Unicode "other" character (Cc, Cf, Cs, Co, Cn; not \t \n \r) are dropped;
 *   3. whitespace (\t \n \r space, Zs, U+2028, U+2029) separates words and is never counted;
 *   4. words are lowercased, NFD-decomposed and stripped of combining marks (Mn);
 *   5. each punctuation character (ASCII 33-47, 58-64, 91-96, 123-126 and Unicode P*) and each CJK
 *      ideograph is a word of its own;
 *   6. each word is split greedily, longest match first, into vocabulary pieces ("##" marks a
 *      continuation); a word over 100 code points, or one that cannot be split, is one [UNK].
 * No [CLS]/[SEP] are added and nothing is truncated: the count is the number of pieces of the text.
 * Character classes come from the JavaScript engine's Unicode tables, so code points assigned after
 * Python's unicodedata version may be classed differently from transformers (never in ASCII).
 */
import vocabText from '../../models/tokenizer/vocab.txt' with { type: 'text' };

/** Name and version of this tokenizer, for usage records. */
export const TOKENIZER_ID = 'scanward-wordpiece-v1';

/** One WordPiece token; start/end are UTF-16 offsets of the original text it came from. */
export interface Token {
  id: number;
  piece: string;
  start: number;
  end: number;
}

/** Tokens as parallel arrays (no per-token objects), for callers that only need ids and offsets. */
export interface TokenSpans {
  ids: Int32Array;
  starts: Int32Array;
  ends: Int32Array;
  length: number;
}

const MAX_WORD_CHARS = 100;
const SPECIAL_TOKENS = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'];

// Character classes; ASCII is answered from a table, other code points from a lazily filled cache.
const WORD = 1;
const SPACE = 2;
const DROP = 3;
const PUNCT = 4;
const CJK = 5;

// ---------------------------------------------------------------------------------------------
// Vocabulary as a trie over UTF-16 units: the greedy longest match is the deepest terminal node
// on one walk, so no substring is ever built and a word costs O(length), not O(length^2).

interface Vocab {
  pieces: string[];
  /** Vocabulary id of the node's piece, or -1. Node 0 is the root. */
  term: Int32Array;
  /** Open-addressed edge table: (parent node, unit) → child node; child 0 means empty slot. */
  /** Slot h is edges[3h..3h+2] = (parent node, unit, child): one probe reads one cache line, not three. */
  edges: Int32Array;
  mask: number;
  /** Node reached by "##": where continuation pieces start. */
  contRoot: number;
  unk: number;
  /** Vocabulary id of each single ASCII character, or -1. */
  asciiId: Int32Array;
  /** step(root, c) and step(contRoot, c) for ASCII c: every word's first step, and every continuation's. */
  rootAscii: Int32Array;
  contAscii: Int32Array;
  specialIds: number[];
  isContinuation: Uint8Array;
}

let vocabState: Vocab | undefined;

function slot(node: number, unit: number, mask: number): number {
  return ((Math.imul(node, 0x9e3779b1) ^ Math.imul(unit + 1, 0x85ebca77)) >>> 7) & mask;
}

function step(v: Vocab, node: number, unit: number): number {
  for (let h = slot(node, unit, v.mask); ; h = (h + 1) & v.mask) {
    const k = h * 3;
    const child = v.edges[k + 2];
    if (child === 0 || (v.edges[k] === node && v.edges[k + 1] === unit)) return child;
  }
}

function insert(v: Vocab, piece: string, id: number, nextNode: { n: number }): void {
  let node = 0;
  for (let i = 0; i < piece.length; i++) {
    const unit = piece.charCodeAt(i);
    let child = step(v, node, unit);
    if (child === 0) {
      child = nextNode.n++;
      let h = slot(node, unit, v.mask);
      while (v.edges[h * 3 + 2] !== 0) h = (h + 1) & v.mask;
      v.edges[h * 3] = node;
      v.edges[h * 3 + 1] = unit;
      v.edges[h * 3 + 2] = child;
    }
    node = child;
  }
  v.term[node] = id; // a repeated line keeps the last id, as HuggingFace's dict does
}

function buildVocab(): Vocab {
  const pieces = vocabText.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  if (pieces.length > 0 && pieces[pieces.length - 1] === '') pieces.pop();
  let units = 0;
  for (const p of pieces) units += p.length;
  let size = 1024;
  while (size < units * 2) size *= 2; // edges ≤ units; keep the load under one half
  const v: Vocab = {
    pieces, term: new Int32Array(units + 1).fill(-1),
    edges: new Int32Array(size * 3),
    mask: size - 1, contRoot: 0, unk: 0, asciiId: new Int32Array(128).fill(-1), specialIds: [],
    rootAscii: new Int32Array(128), contAscii: new Int32Array(128),
    isContinuation: new Uint8Array(pieces.length),
  };
  const next = { n: 1 };
  pieces.forEach((p, id) => insert(v, p, id, next));
  v.contRoot = step(v, step(v, 0, 35), 35);
  v.unk = lookup(v, '[UNK]');
  for (let c = 0; c < 128; c++) {
    v.rootAscii[c] = step(v, 0, c);
    v.contAscii[c] = step(v, v.contRoot, c);
  }
  for (let c = 0; c < 128; c++) v.asciiId[c] = lookup(v, String.fromCharCode(c));
  v.specialIds = SPECIAL_TOKENS.map((t) => lookup(v, t));
  pieces.forEach((p, id) => (v.isContinuation[id] = p.startsWith('##') && p.length > 2 ? 1 : 0));
  return v;
}

function lookup(v: Vocab, piece: string): number {
  let node = 0;
  for (let i = 0; i < piece.length && node >= 0; i++) node = step(v, node, piece.charCodeAt(i)) || -1;
  return node > 0 ? v.term[node] : -1;
}

function vocab(): Vocab {
  return (vocabState ??= buildVocab());
}

// ---------------------------------------------------------------------------------------------
// Character classification and normalisation.

const ASCII_CLASS = new Uint8Array(128);
const ASCII_LOWER = new Uint16Array(128);
for (let c = 0; c < 128; c++) {
  const alnum = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  const space = c === 9 || c === 10 || c === 13 || c === 32;
  ASCII_CLASS[c] = alnum ? WORD : space ? SPACE : c < 32 || c === 127 ? DROP : PUNCT;
  ASCII_LOWER[c] = c >= 65 && c <= 90 ? c + 32 : c;
}

const RE_SPACE = /^[\p{Zs}\u2028\u2029]$/u;
const RE_OTHER = /^\p{C}$/u;
const RE_PUNCT = /^\p{P}$/u;
const RE_MARKS = /\p{Mn}/gu;
// Python lowercases after dropping "other" characters, so those count as ignorable context here too.
const IGNORABLE = String.raw`(?:(?![\t\n\r])[\p{Case_Ignorable}\p{C}\ufffd])*`;
const RE_FINAL_SIGMA = new RegExp(`(?<=\\p{Cased}${IGNORABLE})\u03a3(?!${IGNORABLE}\\p{Cased})`, 'uy');

let classCache: Uint8Array | undefined;
const normCache = new Map<number, string>();
const NORM_CACHE_MAX = 1 << 16;

function isCjk(cp: number): boolean {
  return (cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x20000 && cp <= 0x2a6df) || (cp >= 0x2a700 && cp <= 0x2ceaf) ||
    (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0x2f800 && cp <= 0x2fa1f);
}

function classify(cp: number): number {
  if (cp < 128) return ASCII_CLASS[cp];
  if (cp === 0xfffd || (cp >= 0xd800 && cp <= 0xdfff)) return DROP;
  if (isCjk(cp)) return CJK;
  const ch = String.fromCodePoint(cp);
  if (RE_SPACE.test(ch)) return SPACE;
  if (RE_OTHER.test(ch)) return DROP;
  return RE_PUNCT.test(ch) ? PUNCT : WORD;
}

function classOf(cp: number): number {
  const cache = (classCache ??= new Uint8Array(0x110000));
  return cache[cp] || (cache[cp] = classify(cp));
}

/** Lowercase, NFD, drop Mn: per code point, which equals the per-word result but for final sigma. */
function normOf(cp: number): string {
  let s = normCache.get(cp);
  if (s === undefined) {
    s = String.fromCodePoint(cp).toLowerCase().normalize('NFD').replace(RE_MARKS, '');
    if (normCache.size >= NORM_CACHE_MAX) normCache.clear(); // bound memory against hostile input
    normCache.set(cp, s);
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Output sink, word buffer and the scanner. Module state is per thread (each worker loads its own
// module), and the scanner never yields, so reusing these buffers is safe.

const out = { ids: new Int32Array(1024), starts: new Int32Array(1024), ends: new Int32Array(1024), length: 0, record: true };

function emit(id: number, start: number, end: number): void {
  if (out.record) {
    if (out.length === out.ids.length) growOut();
    out.ids[out.length] = id;
    out.starts[out.length] = start;
    out.ends[out.length] = end;
  }
  out.length++;
}

function growOut(): void {
  const grow = (a: Int32Array) => {
    const b = new Int32Array(a.length * 2);
    b.set(a);
    return b;
  };
  out.ids = grow(out.ids);
  out.starts = grow(out.starts);
  out.ends = grow(out.ends);
}

// Normalised units of the current word, each with the original span of the character it came from.
// Only the first MAX_WORD_CHARS code points are kept; a longer word is [UNK] whatever it holds.
const WORD_CAP = MAX_WORD_CHARS * 4 + 8;
const word = { units: new Uint16Array(WORD_CAP), starts: new Int32Array(WORD_CAP), ends: new Int32Array(WORD_CAP), length: 0, cps: 0, end: 0 };

function pushUnit(unit: number, start: number, end: number): void {
  if ((unit & 0xfc00) !== 0xdc00) word.cps++;
  if (word.cps <= MAX_WORD_CHARS && word.length < WORD_CAP) {
    word.units[word.length] = unit;
    word.starts[word.length] = start;
    word.ends[word.length] = end;
    word.length++;
  }
  word.end = end;
}

/** Characters that vanish inside a word (accents, zero-width) widen the span of the unit before. */
function absorb(end: number): void {
  if (word.length === 0) return;
  if (word.cps <= MAX_WORD_CHARS) word.ends[word.length - 1] = end;
  word.end = end;
}

function flushWord(v: Vocab): void {
  if (word.length === 0) return;
  if (word.cps > MAX_WORD_CHARS) emit(v.unk, word.starts[0], word.end);
  else splitWord(v);
  word.length = 0;
  word.cps = 0;
}

/** Greedy longest-match-first WordPiece over the word buffer. */
function splitWord(v: Vocab): void {
  const mark = out.length;
  const { units, starts, ends, length } = word;
  for (let pos = 0; pos < length; ) {
    let node = pos === 0 ? 0 : v.contRoot;
    let best = -1;
    let bestEnd = pos;
    for (let j = pos; j < length; j++) {
      node = step(v, node, units[j]);
      if (node === 0) break;
      const id = v.term[node];
      if (id >= 0) {
        best = id;
        bestEnd = j + 1;
      }
    }
    if (best < 0) {
      out.length = mark;
      emit(v.unk, starts[0], ends[length - 1]);
      return;
    }
    emit(best, starts[pos], ends[bestEnd - 1]);
    pos = bestEnd;
  }
}

// Split of recent ASCII words (lowercased) → their pieces, so a repeated word costs one hash probe and a
// compare instead of one trie probe per character. Open addressing; the whole cache is dropped when it
// fills, so memory stays bounded whatever the input. Only speed depends on it: a hit emits exactly what
// the walk emitted for the same lowercased word, and the walk depends on nothing else.
const WC_SLOTS = 1 << 15;
const WC_MASK = WC_SLOTS - 1;
const WC_MAX_ENTRIES = WC_SLOTS >> 1;
const WC_MAX_WORD = 32;
const WC_KEY_UNITS = 1 << 18;
const WC_PIECES = 1 << 16;
const wc = {
  hash: new Int32Array(WC_SLOTS),
  /** Offset of the key in keys + 1; 0 marks an empty slot. */
  key: new Int32Array(WC_SLOTS),
  len: new Uint8Array(WC_SLOTS),
  tok: new Int32Array(WC_SLOTS),
  ntok: new Uint8Array(WC_SLOTS),
  keys: new Uint8Array(WC_KEY_UNITS),
  ids: new Int32Array(WC_PIECES),
  ends: new Uint8Array(WC_PIECES),
  entries: 0,
  keyUsed: 0,
  tokUsed: 0,
};
// Pieces of the word being split: ids and ends relative to the word's start.
const piece = { ids: new Int32Array(MAX_WORD_CHARS), ends: new Uint8Array(MAX_WORD_CHARS), length: 0 };

/** Greedy WordPiece straight over an all-ASCII-alphanumeric word of the text: the common case. */
function splitAsciiWord(v: Vocab, text: string, from: number, to: number): void {
  const n = to - from;
  if (n > MAX_WORD_CHARS) return emit(v.unk, from, to);
  if (n === 1 || n > WC_MAX_WORD) {
    walkAsciiWord(v, text, from, to);
    emitPieces(from);
    return;
  }
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ ASCII_LOWER[text.charCodeAt(i)], 0x01000193);
  h ^= h >>> 15;
  let slotAt = h & WC_MASK;
  for (; ; slotAt = (slotAt + 1) & WC_MASK) {
    const key = wc.key[slotAt];
    if (key === 0) break;
    if (wc.hash[slotAt] !== h || wc.len[slotAt] !== n) continue;
    let same = true;
    for (let i = 0, k = key - 1; i < n; i++, k++) {
      if (wc.keys[k] !== ASCII_LOWER[text.charCodeAt(from + i)]) {
        same = false;
        break;
      }
    }
    if (!same) continue;
    const t = wc.tok[slotAt];
    const m = wc.ntok[slotAt];
    for (let k = 0; k < m; k++) emit(wc.ids[t + k], k === 0 ? from : from + wc.ends[t + k - 1], from + wc.ends[t + k]);
    return;
  }
  walkAsciiWord(v, text, from, to);
  emitPieces(from);
  if (wc.entries >= WC_MAX_ENTRIES || wc.keyUsed + n > WC_KEY_UNITS || wc.tokUsed + piece.length > WC_PIECES) {
    wc.key.fill(0);
    wc.entries = wc.keyUsed = wc.tokUsed = 0;
    slotAt = h & WC_MASK;
    while (wc.key[slotAt] !== 0) slotAt = (slotAt + 1) & WC_MASK;
  }
  wc.entries++;
  wc.hash[slotAt] = h;
  wc.len[slotAt] = n;
  wc.key[slotAt] = wc.keyUsed + 1;
  for (let i = 0; i < n; i++) wc.keys[wc.keyUsed++] = ASCII_LOWER[text.charCodeAt(from + i)];
  wc.tok[slotAt] = wc.tokUsed;
  wc.ntok[slotAt] = piece.length;
  for (let k = 0; k < piece.length; k++, wc.tokUsed++) {
    wc.ids[wc.tokUsed] = piece.ids[k];
    wc.ends[wc.tokUsed] = piece.ends[k];
  }
}

/** Emits the pieces of the word just walked (walkAsciiWord), which starts at `from` in the text. */
function emitPieces(from: number): void {
  for (let k = 0; k < piece.length; k++) emit(piece.ids[k], k === 0 ? from : from + piece.ends[k - 1], from + piece.ends[k]);
}

/** The greedy walk of splitAsciiWord into piece (one [UNK] when the word cannot be split). */
function walkAsciiWord(v: Vocab, text: string, from: number, to: number): void {
  piece.length = 0;
  for (let pos = from; pos < to; ) {
    // The first step from the root (or "##") is a table lookup; deeper ones probe the edge table.
    let node = (pos === from ? v.rootAscii : v.contAscii)[ASCII_LOWER[text.charCodeAt(pos)]];
    let best = -1;
    let bestEnd = pos;
    for (let j = pos; ; ) {
      if (node === 0) break;
      const id = v.term[node];
      if (id >= 0) {
        best = id;
        bestEnd = j + 1;
      }
      if (++j >= to) break;
      node = step(v, node, ASCII_LOWER[text.charCodeAt(j)]);
    }
    if (best < 0) {
      piece.ids[0] = v.unk;
      piece.ends[0] = to - from;
      piece.length = 1;
      return;
    }
    piece.ids[piece.length] = best;
    piece.ends[piece.length++] = bestEnd - from;
    pos = bestEnd;
  }
}

function specialAt(v: Vocab, text: string, i: number): number {
  for (let k = 0; k < SPECIAL_TOKENS.length; k++) {
    if (v.specialIds[k] >= 0 && text.startsWith(SPECIAL_TOKENS[k], i)) return k;
  }
  return -1;
}

/** Handles an ASCII run starting at i; returns the index after what it consumed. */
function scanAscii(v: Vocab, text: string, i: number, c: number): number {
  const cls = ASCII_CLASS[c];
  if (cls === WORD) {
    let j = i + 1;
    while (j < text.length && ASCII_CLASS[text.charCodeAt(j)] === WORD) j++;
    const next = j < text.length ? text.charCodeAt(j) : 32;
    const ends = next < 128 && (ASCII_CLASS[next] === SPACE || ASCII_CLASS[next] === PUNCT);
    if (word.length === 0 && ends) splitAsciiWord(v, text, i, j);
    else for (let k = i; k < j; k++) pushUnit(ASCII_LOWER[text.charCodeAt(k)], k, k + 1);
    return j;
  }
  if (cls === DROP) {
    absorb(i + 1);
    return i + 1;
  }
  flushWord(v);
  if (cls === SPACE) return i + 1;
  const special = c === 91 ? specialAt(v, text, i) : -1;
  if (special < 0) {
    emit(v.asciiId[c], i, i + 1);
    return i + 1;
  }
  const end = i + SPECIAL_TOKENS[special].length;
  emit(v.specialIds[special], i, end);
  return end;
}

/** Handles one non-ASCII code point at i; returns the index after it. */
function scanOther(v: Vocab, text: string, i: number): number {
  const cp = text.codePointAt(i)!;
  const end = i + (cp > 0xffff ? 2 : 1);
  const cls = classOf(cp);
  if (cls === SPACE) flushWord(v);
  else if (cls === DROP) absorb(end);
  else if (cls === CJK) {
    flushWord(v);
    appendNorm(v, normOf(cp), i, end);
    flushWord(v);
  } else {
    const sigma = cp === 0x3a3 && ((RE_FINAL_SIGMA.lastIndex = i), RE_FINAL_SIGMA.test(text));
    appendNorm(v, sigma ? '\u03c2' : normOf(cp), i, end);
  }
  return end;
}

/** Appends a normalised character to the word; punctuation it turned into stands alone. */
function appendNorm(v: Vocab, norm: string, start: number, end: number): void {
  if (norm.length === 0) return absorb(end);
  for (let k = 0; k < norm.length; k++) {
    const unit = norm.charCodeAt(k);
    const isHigh = (unit & 0xfc00) === 0xd800 && k + 1 < norm.length;
    const cp = isHigh ? norm.codePointAt(k)! : unit;
    if (classOf(cp) === PUNCT) {
      flushWord(v);
      pushUnit(unit, start, end);
      if (isHigh) pushUnit(norm.charCodeAt(k + 1), start, end);
      flushWord(v);
    } else {
      pushUnit(unit, start, end);
      if (isHigh) pushUnit(norm.charCodeAt(k + 1), start, end);
    }
    if (isHigh) k++;
  }
}

function scan(text: string, record: boolean): Vocab {
  const v = vocab();
  out.length = 0;
  out.record = record;
  word.length = 0;
  word.cps = 0;
  for (let i = 0, n = text.length; i < n; ) {
    const c = text.charCodeAt(i);
    if (c < 128 && ASCII_CLASS[c] === SPACE) {
      // Between words, the common case: what scanAscii does for it, without the call.
      if (word.length > 0) flushWord(v);
      i++;
    } else i = c < 128 ? scanAscii(v, text, i, c) : scanOther(v, text, i);
  }
  flushWord(v);
  return v;
}

// ---------------------------------------------------------------------------------------------
// Public API.

/** Splits text into WordPiece tokens with their original UTF-16 spans. */
export function tokenize(text: string): Token[] {
  const v = scan(text, true);
  const tokens = new Array<Token>(out.length);
  for (let k = 0; k < out.length; k++) {
    const id = out.ids[k];
    tokens[k] = { id, piece: v.pieces[id], start: out.starts[k], end: out.ends[k] };
  }
  return tokens;
}

/** Number of tokens tokenize(text) would return; allocates nothing per token. */
export function countTokens(text: string): number {
  scan(text, false);
  return out.length;
}

/** Vocabulary ids of tokenize(text), without [CLS]/[SEP]. */
export function encode(text: string): number[] {
  scan(text, true);
  return Array.from(out.ids.subarray(0, out.length));
}

/** Token ids and spans as typed arrays (copies), for chunking large texts without Token objects. */
export function tokenSpans(text: string): TokenSpans {
  scan(text, true);
  const n = out.length;
  return { ids: out.ids.slice(0, n), starts: out.starts.slice(0, n), ends: out.ends.slice(0, n), length: n };
}

/** True when the id is a "##" continuation piece, i.e. not the first piece of a word. */
export function isContinuationId(id: number): boolean {
  return vocab().isContinuation[id] === 1;
}

/** True when `word` is a whole entry of the vocabulary (lower-case, as the tokenizer looks words up). */
export function isVocabularyEntry(word: string): boolean {
  return lookup(vocab(), word) >= 0;
}

/** Vocabulary piece of an id ('' when out of range). */
export function pieceOf(id: number): string {
  return vocab().pieces[id] ?? '';
}
