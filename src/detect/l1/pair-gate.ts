/**
 * Character-pair pre-filter of one regex, derived from its syntax: "every clause has one of its character-class
 * pairs somewhere in the text". Characters fall into a few classes (digit, upper, lower, space, newline, and
 * the punctuation marks that identifiers and addresses are built from: ':' '-' '.' '/' '@' '_' ',' quotes '='),
 * and a pair is two classes on adjacent characters. A MAC address needs a hex digit next to ':' or '-'; an
 * IBAN a letter next to a digit; a dotted IPv4 address a digit next to '.'. The literal pre-filter
 * (prefilter.ts) cannot say this: single characters and character classes are too common to be literals, but
 * their pairs often are not. One pass over a view marks the pairs it holds (pairFacts); each pattern then
 * checks a handful of bits.
 *
 * Soundness is what matters: the condition may be weaker than the regex, never stronger. A pair is only
 * required between two characters the regex consumes one right after the other in every match (zero-width
 * assertions and lookarounds in between are transparent); a character class stands for every class one of its
 * members falls in; Unicode properties, wide classes and anything non-ASCII read as "any class"; under the i
 * flag a letter may also be non-ASCII (U+017F ſ and U+212A K fold to ASCII letters); a backreference may
 * consume anything, or nothing. Positive lookarounds add their own required pairs (the text must match them).
 */
import { type CharSet } from './regex/charset.ts';
import { type RegexNode, analysableTree, product } from './regex/regex-ast.ts';

/** Number of character classes; a pair index is first * CLASSES + second. */
const CLASSES = 16;
const PUNCT = 0;
const DIGIT = 1;
const UPPER = 2;
const LOWER = 3;
const SPACE = 4;
const NEWLINE = 5;
const NON_ASCII = 15;

/** Class of each ASCII code unit; everything from 0x80 up is NON_ASCII. */
const ASCII_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  let k = PUNCT;
  if (c >= 48 && c <= 57) k = DIGIT;
  else if (c >= 65 && c <= 90) k = UPPER;
  else if (c >= 97 && c <= 122) k = LOWER;
  else if (c === 32 || c === 9) k = SPACE;
  else if (c < 32 || c === 127) k = NEWLINE; // \n \r and other controls
  else k = ({ ':': 6, '-': 7, '.': 8, '/': 9, '@': 10, '_': 11, ',': 12, "'": 13, '"': 13, '`': 13, '=': 14 } as Record<string, number>)[String.fromCharCode(c)] ?? PUNCT;
  ASCII_CLASS[c] = k;
}

/** Bit mask of every class. */
const ALL = (1 << CLASSES) - 1;

/** The pairs of adjacent character classes in the text: out[a * CLASSES + b] is 1 when some char of a is followed by one of b. */
export function pairFacts(text: string): Uint8Array {
  const out = new Uint8Array(CLASSES * CLASSES);
  const n = text.length;
  if (n === 0) return out;
  let prev = text.charCodeAt(0);
  prev = prev < 128 ? ASCII_CLASS[prev] : NON_ASCII;
  for (let i = 1; i < n; i++) {
    const c = text.charCodeAt(i);
    const k = c < 128 ? ASCII_CLASS[c] : NON_ASCII;
    out[prev * CLASSES + k] = 1;
    prev = k;
  }
  return out;
}

/** Conjunction of clauses; a clause is a list of pair indices, one of which the text must hold. [] = none. */
export type PairCnf = number[][];

interface Info {
  /** Classes of the first and last character a non-empty match can consume (bit masks). */
  first: number;
  last: number;
  /** True when the node can match without consuming anything. */
  nullable: boolean;
  /** Pairs every match of the node contains (each clause a bit set over pairs, as a sorted index list). */
  cnf: PairCnf;
}

/** Clauses kept per pattern: the smallest ones, after dropping those any ordinary text satisfies. */
const MAX_CLAUSES = 4;
/** A clause with more pairs than this rejects next to nothing. */
const MAX_PAIRS = 48;

/** The pattern's pair pre-filter ([] when nothing useful can be said). */
export function regexPairGate(source: string, flags: string): PairCnf {
  const tree = analysableTree(source, flags);
  return tree ? strongest(info(tree, flags.includes('i')).cnf) : [];
}

/**
 * True when every clause has one of its ids marked (1) in `marks`: pair ids in pairFacts (the keyword hits,
 * a bit set, have their own: clausesHit in aho-corasick.ts).
 */
export function clausesHold(cnf: readonly (readonly number[])[], marks: Uint8Array): boolean {
  for (const clause of cnf) {
    let any = false;
    for (const p of clause) if (marks[p] === 1) { any = true; break; }
    if (!any) return false;
  }
  return true;
}

/** Pairs that nearly every prose, code or log text holds: a clause holding one is dropped. */
const COMMON = new Set<number>([
  [LOWER, LOWER], [LOWER, SPACE], [SPACE, LOWER], [UPPER, LOWER], [SPACE, UPPER], [UPPER, UPPER], [SPACE, SPACE],
  [LOWER, NEWLINE], [NEWLINE, LOWER], [NEWLINE, NEWLINE], [NEWLINE, SPACE], [SPACE, NEWLINE], [NEWLINE, UPPER],
  [LOWER, 8], [8, SPACE], [LOWER, 12], [12, SPACE], [8, NEWLINE], [LOWER, PUNCT], [PUNCT, SPACE], [SPACE, PUNCT],
  [PUNCT, LOWER], [LOWER, UPPER], [DIGIT, DIGIT], [SPACE, DIGIT], [DIGIT, SPACE],
].map(([a, b]) => a * CLASSES + b));

function strongest(cnf: PairCnf): PairCnf {
  const seen = new Set<string>();
  const useful = cnf.filter((c) => {
    if (c.length === 0 || c.length > MAX_PAIRS || c.some((p) => COMMON.has(p))) return false;
    const key = c.join(',');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return useful.sort((a, b) => a.length - b.length).slice(0, MAX_CLAUSES);
}

/** Classes (bit mask) that some member of the set falls in. */
function classesOf(set: CharSet, ignoreCase: boolean): number {
  let mask = 0;
  for (const [lo, hi] of set) {
    if (hi >= 0x80) mask |= 1 << NON_ASCII;
    for (let c = lo; c <= Math.min(hi, 0x7f); c++) mask |= 1 << ASCII_CLASS[c];
    if (mask === ALL) break;
  }
  // Under i, ſ (U+017F) matches s and K (U+212A) matches k: a letter may be a non-ASCII character.
  if (ignoreCase && mask & ((1 << UPPER) | (1 << LOWER))) mask |= 1 << NON_ASCII | (1 << UPPER) | (1 << LOWER);
  return mask;
}

/** Every pair (a, b) with a in `from` and b in `to`, as a sorted index list. */
function pairs(from: number, to: number): number[] {
  const out: number[] = [];
  for (let a = 0; a < CLASSES; a++) {
    if (!(from & (1 << a))) continue;
    for (let b = 0; b < CLASSES; b++) if (to & (1 << b)) out.push(a * CLASSES + b);
  }
  return out;
}

const TRANSPARENT = (): Info => ({ first: 0, last: 0, nullable: true, cnf: [] });

function info(n: RegexNode, ignoreCase: boolean): Info {
  switch (n.t) {
    case 'char': {
      const k = classesOf(n.set, ignoreCase);
      return { first: k, last: k, nullable: false, cnf: [] };
    }
    case 'group': return info(n.body, ignoreCase);
    case 'assert': return TRANSPARENT();
    case 'look': {
      // Consumes nothing (neighbours stay adjacent); a positive one's own pairs must be in the text.
      const body = n.positive ? info(n.body, ignoreCase) : null;
      return { ...TRANSPARENT(), cnf: body ? body.cnf : [] };
    }
    case 'backref': return { first: ALL, last: ALL, nullable: true, cnf: [] };
    case 'seq': return sequence(n.items.map((item) => info(item, ignoreCase)));
    case 'alt': return alternation(n.alts.map((a) => info(a, ignoreCase)));
    case 'repeat': {
      const body = info(n.body, ignoreCase);
      if (n.max === 0) return TRANSPARENT();
      const cnf = n.min >= 1 ? [...body.cnf] : [];
      // Two consecutive iterations put the body's last character next to its first.
      if (n.min >= 2 && !body.nullable) cnf.push(pairs(body.last, body.first));
      return { first: body.first, last: body.last, nullable: n.min === 0 || body.nullable, cnf };
    }
  }
}

function sequence(items: Info[]): Info {
  const cnf: PairCnf = [];
  let first = 0;
  let firstOpen = true; // every item so far was nullable: the next one may still start the match
  let before = 0; // classes of the last character consumed before the current item
  let beforeSure = false; // something was certainly consumed before it
  for (const item of items) {
    if (firstOpen) first |= item.first;
    cnf.push(...item.cnf);
    // A non-empty item's first character follows the last character consumed before it.
    if (!item.nullable && beforeSure) cnf.push(pairs(before, item.first));
    if (item.nullable) {
      before |= item.last;
    } else {
      before = item.last;
      beforeSure = true;
      firstOpen = false;
    }
  }
  let last = 0;
  for (let i = items.length - 1; i >= 0; i--) {
    last |= items[i].last;
    if (!items[i].nullable) break;
  }
  return { first, last, nullable: firstOpen, cnf };
}

function alternation(alts: Info[]): Info {
  let first = 0;
  let last = 0;
  let nullable = false;
  const clause = new Set<number>();
  let bounded = true;
  for (const a of alts) {
    first |= a.first;
    last |= a.last;
    nullable ||= a.nullable;
    // Each branch implies its strongest clause, so the alternation implies their union.
    const best = strongest(a.cnf)[0];
    if (!best) bounded = false;
    else for (const p of best) clause.add(p);
  }
  return { first, last, nullable, cnf: bounded ? [[...clause].sort((x, y) => x - y)] : [] };
}

/**
 * A large set of literal strings one of which every match holds, case-sensitively: an alternation of plain
 * words on the regex's mandatory path (not under an alternation or an optional repeat; positive lookarounds
 * count, the text must match them), too large for the keyword pre-filter (prefilter.ts keeps at most 16, and
 * compares lower-cased). The name lists of the person-name rules are the case in point: a text with no given
 * name from the list, capitalised as listed, cannot match. null when there is none (or under the i flag).
 */
export function regexLiteralAnchor(source: string, flags: string, parsed?: RegexNode | null): string[] | null {
  const tree = anchorTree(source, flags, parsed);
  if (!tree) return null;
  let best: string[] | null = null;
  const offer = (set: ReadonlySet<string> | null) => {
    if (set && set.size >= MIN_ANCHOR && !set.has('') && (!best || set.size > best.length)) best = [...set];
  };
  const visit = (n: RegexNode): void => {
    if (n.t === 'alt') {
      offer(literals(n));
      return; // a branch's own parts are not on every path
    }
    if (n.t === 'seq') {
      // A run of consecutive literal items is one literal: the names of a list followed by their ' ' say more.
      let run: ReadonlySet<string> | null = null;
      for (const item of n.items) {
        const set = literals(item);
        if (set && !set.has('') && (!run || run.size * set.size <= MAX_LITERALS)) {
          run = run ? product(run, set) : set;
          continue;
        }
        offer(run);
        run = null;
        visit(item);
      }
      offer(run);
    } else if (n.t === 'group') visit(n.body);
    else if (n.t === 'look' && n.positive) visit(n.body);
    else if (n.t === 'repeat' && n.min >= 1) visit(n.body);
  };
  visit(tree);
  return best;
}

/**
 * A name list one of whose strings starts every match, at the match's own start, case-sensitively: the first thing
 * a match consumes, or the body of a lookahead tested before it (the person-name patterns: a capital, a lookbehind,
 * then a lookahead that opens with the given-name list). The scan then tries the regex, sticky, only where one of
 * the strings starts (scan.ts) instead of at every position. null when there is none, when it is smaller than a
 * name list (MIN_ANCHOR) or under the i flag.
 *
 * Sound because a match at p implies what `leading` says about p: zero-width items before the first consuming
 * one are skipped (lookbehinds and negative lookaheads say nothing about the text from p on) or, for a positive
 * lookahead, read as the text at p; the first consuming item starts at p, and an item that may match the empty
 * string yields nothing.
 */
export function regexLeadingAnchor(source: string, flags: string, parsed?: RegexNode | null): string[] | null {
  const tree = anchorTree(source, flags, parsed);
  const set = tree ? leading(tree) : null;
  return set && set.size >= MIN_ANCHOR ? [...set] : null;
}

/** The union of what `read` says of every alternative: null when one says nothing or the union outgrows `cap`. */
function unionOf(alts: RegexNode[], read: (n: RegexNode) => ReadonlySet<string> | null, cap = Infinity): Set<string> | null {
  const out = new Set<string>();
  for (const a of alts) {
    const s = read(a);
    if (!s) return null;
    for (const x of s) out.add(x);
    if (out.size > cap) return null;
  }
  return out;
}

/**
 * Strings one of which the text holds from where the node starts matching, or null when none is known. A
 * sequence is read item by item, not expanded whole: its first consuming item says enough (a name list), and
 * expanding the list followed by its neighbours would cost a copy of the list per level.
 */
function leading(n: RegexNode): ReadonlySet<string> | null {
  const exact = n.t === 'seq' ? null : literals(n);
  if (exact) return exact.has('') ? null : exact;
  switch (n.t) {
    case 'group': return leading(n.body);
    case 'repeat': return n.min >= 1 ? leading(n.body) : null;
    case 'alt': return unionOf(n.alts, leading);
    case 'seq':
      for (const item of n.items) {
        if (item.t === 'assert' || (item.t === 'look' && (item.behind || !item.positive))) continue;
        if (item.t === 'look') {
          const s = leading(item.body);
          if (s) return s;
          continue;
        }
        return leading(item);
      }
      return null;
    default: return null;
  }
}

/**
 * The tree the anchor functions read. `parsed` is the caller's analysableTree(source, flags), passed to save a
 * parse: undefined = not parsed (parse it here), null = could not be parsed (no anchor). null under the i flag too:
 * the anchors compare case-sensitively.
 */
function anchorTree(source: string, flags: string, parsed: RegexNode | null | undefined): RegexNode | null {
  if (flags.includes('i')) return null;
  return parsed === undefined ? analysableTree(source, flags) : parsed;
}

/**
 * Smallest literal set taken as an anchor: a name list. Smaller sets (street types, region codes) are short
 * strings that ordinary text holds anyway, and one pass per set and view would cost more than it saves.
 */
const MIN_ANCHOR = 500;
/** Largest literal expansion tried. */
const MAX_LITERALS = 50_000;

/** Every string the node matches, when it matches only literal strings (single characters, no classes). */
function literals(n: RegexNode): ReadonlySet<string> | null {
  let known = literalsOf.get(n);
  if (known === undefined) literalsOf.set(n, (known = expandLiterals(n)));
  return known;
}

/**
 * literals() per node of a tree: the anchors read the same name list more than once (regexLiteralAnchor and
 * regexLeadingAnchor on one parse), and expanding it costs ~25 ms. Shared between callers, hence read-only.
 */
const literalsOf = new WeakMap<RegexNode, ReadonlySet<string> | null>();

function expandLiterals(n: RegexNode): ReadonlySet<string> | null {
  switch (n.t) {
    case 'char': {
      if (n.set.length !== 1 || n.set[0][0] !== n.set[0][1]) return null;
      return new Set([String.fromCodePoint(n.set[0][0])]);
    }
    case 'group': return literals(n.body);
    case 'alt': return unionOf(n.alts, literals, MAX_LITERALS);
    case 'seq': {
      let out = new Set<string>(['']);
      for (const item of n.items) {
        const s = literals(item);
        if (!s || out.size * s.size > MAX_LITERALS) return null;
        out = product(out, s);
      }
      return out;
    }
    case 'repeat': {
      if (n.min !== 0 || n.max !== 1) return null;
      const s = literals(n.body);
      return s && new Set(['', ...s]);
    }
    default: return null;
  }
}

/** A literal anchor's strings as a trie, to find them in a text in one pass. */
export interface LiteralTrie {
  /** Children of each node: code unit → node. */
  next: Array<Map<number, number>>;
  /** Node ends one of the strings. */
  final: boolean[];
  /** 1 for each code unit a string starts with. */
  first: Uint8Array;
}

export function literalTrie(strings: string[]): LiteralTrie {
  const trie: LiteralTrie = {
    next: [new Map()], final: [false], first: new Uint8Array(0x10000),
  };
  for (const s of strings) {
    let node = 0;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      let child = trie.next[node].get(c);
      if (child === undefined) {
        child = trie.next.push(new Map()) - 1;
        trie.final.push(false);
        trie.next[node].set(c, child);
      }
      node = child;
    }
    trie.final[node] = true;
    trie.first[s.charCodeAt(0)] = 1;
  }
  return trie;
}

/** True when one of the trie's strings occurs in the text. */
export function literalFound(trie: LiteralTrie, text: string): boolean {
  return nextStart(trie, text, 0) >= 0;
}

/** Every position of the text where one of the trie's strings starts, in order. */
export function literalStarts(trie: LiteralTrie, text: string): number[] {
  const out: number[] = [];
  for (let p = nextStart(trie, text, 0); p >= 0; p = nextStart(trie, text, p + 1)) out.push(p);
  return out;
}

/** The first position from `from` on where one of the trie's strings starts, or -1. */
function nextStart(trie: LiteralTrie, text: string, from: number): number {
  const { first, final, next } = trie;
  const root = next[0];
  for (let p = from, n = text.length; p < n; p++) {
    const c = text.charCodeAt(p);
    if (first[c] === 0) continue;
    let node = root.get(c);
    for (let i = p + 1; node !== undefined; i++) {
      if (final[node]) return p;
      if (i >= n) break;
      node = next[node].get(text.charCodeAt(i));
    }
  }
  return -1;
}
