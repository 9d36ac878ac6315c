/**
 * A small parser for JavaScript RegExp source, producing just enough structure for the safety checks:
 * character sets, sequences, alternations, groups, quantifiers and zero-width assertions.
 * The source has already been compiled by `new RegExp`, so the parser may be lenient about syntax errors.
 */
import {
  ANY, DIGIT, EMPTY, LINE_TERMINATORS, MAX_CP, SPACE, WORD, type CharSet, foldCase, isCanonical, negate, normalize, union,
  unicodeProperty,
} from './charset.ts';

export type RegexNode =
  | { t: 'char'; set: CharSet }
  | { t: 'seq'; items: RegexNode[] }
  | { t: 'alt'; alts: RegexNode[] }
  | { t: 'group'; body: RegexNode }
  /** A lookaround; `positive` for (?=…) and (?<=…), which the text must match at that point; `behind` for (?<=…) and (?<!…). */
  | { t: 'look'; body: RegexNode; positive: boolean; behind?: boolean }
  | { t: 'assert' }
  | { t: 'backref' }
  | { t: 'repeat'; body: RegexNode; min: number; max: number };

const single = (c: number): CharSet => [[c, c]];
const SIMPLE_ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, v: 11, f: 12, '0': 0 };
const CLASS_ESCAPES: Record<string, CharSet> = {
  d: DIGIT, D: negate(DIGIT), w: WORD, W: negate(WORD), s: SPACE, S: negate(SPACE),
};

/**
 * The tree for static analysis (the pre-filters), or null when the regex uses syntax the parser does not read
 * (the v flag, inline modifiers) or cannot be parsed: an analyser then assumes nothing about it.
 */
export function analysableTree(source: string, flags: string): RegexNode | null {
  if (flags.includes('v') || /\(\?[a-zA-Z-]/.test(source.replace(/\\./g, ''))) return null;
  if (!flags.includes('u') && hasLegacyEscape(source)) return null;
  try {
    return parseRegex(source, flags);
  } catch {
    return null;
  }
}

/** Every concatenation x + y of a string of `a` with one of `b` (the literal sets the pre-filters build). */
export function product(a: ReadonlySet<string>, b: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return out;
}

/**
 * Escapes that mean something else without the u flag, which the parser reads the u way: \u{41} is 41 u's, \01 is
 * the octal \x01, \c1 is the three characters themselves, \1 inside a class is octal. An operator's pack may omit
 * the u flag, and an analyser that trusted such a tree would claim a match must start with text it need not.
 */
function hasLegacyEscape(source: string): boolean {
  for (const [, c, next] of source.matchAll(/\\([^])(?=([^]?))/g)) {
    if ((c === 'u' && next === '{') || (c === 'c' && !/[a-zA-Z]/.test(next)) || (c === '0' && /[0-9]/.test(next)) || /[1-9]/.test(c)) return true;
  }
  return false;
}

/** Parses RegExp source (with its flags) into a RegexNode tree. */
export function parseRegex(source: string, flags = ''): RegexNode {
  return new Parser(source, flags).parse();
}

class Parser {
  private i = 0;
  constructor(private readonly src: string, private readonly flags: string) {}

  parse(): RegexNode {
    return this.alternation();
  }

  private alternation(): RegexNode {
    const alts = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      alts.push(this.sequence());
    }
    return alts.length === 1 ? alts[0] : { t: 'alt', alts };
  }

  private sequence(): RegexNode {
    const items: RegexNode[] = [];
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      const atom = this.atom();
      items.push(this.quantifier(atom));
    }
    return items.length === 1 ? items[0] : { t: 'seq', items };
  }

  private quantifier(atom: RegexNode): RegexNode {
    const c = this.src[this.i];
    let bounds: [number, number] | null = null;
    if (c === '*') bounds = [0, Infinity];
    else if (c === '+') bounds = [1, Infinity];
    else if (c === '?') bounds = [0, 1];
    else if (c === '{') {
      const m = /^\{(\d+)(?:(,)(\d*))?\}/.exec(this.src.slice(this.i));
      if (!m) return atom;
      const min = Number(m[1]);
      bounds = [min, m[2] ? (m[3] ? Number(m[3]) : Infinity) : min];
      this.i += m[0].length - 1;
    }
    if (!bounds) return atom;
    this.i++;
    if (this.src[this.i] === '?') this.i++; // lazy: same worst case as greedy
    return { t: 'repeat', body: atom, min: bounds[0], max: bounds[1] };
  }

  private atom(): RegexNode {
    const c = this.src[this.i++];
    if (c === '(') return this.group();
    if (c === '[') return { t: 'char', set: this.fold(this.charClass()) };
    if (c === '.') return { t: 'char', set: this.flags.includes('s') ? ANY : negate(LINE_TERMINATORS) };
    if (c === '^' || c === '$') return { t: 'assert' };
    if (c === '\\') return this.escape();
    const code = this.src.codePointAt(this.i - 1)!;
    if (code > 0xffff) this.i++;
    return { t: 'char', set: this.fold(single(code)) };
  }

  private group(): RegexNode {
    let look = false;
    let positive = false;
    let behind = false;
    if (this.src.startsWith('?:', this.i)) this.i += 2;
    else if (/^\?<?[=!]/.test(this.src.slice(this.i, this.i + 3))) {
      look = true;
      behind = this.src[this.i + 1] === '<';
      positive = this.src[this.i + (behind ? 2 : 1)] === '=';
      this.i += behind ? 3 : 2;
    } else if (this.src.startsWith('?<', this.i)) this.i = this.src.indexOf('>', this.i) + 1;
    const body = this.alternation();
    this.i++; // ')'
    return look ? { t: 'look', body, positive, behind } : { t: 'group', body };
  }

  private escape(): RegexNode {
    const c = this.src[this.i];
    if (c === 'b' || c === 'B') {
      this.i++;
      return { t: 'assert' };
    }
    if (/[1-9]/.test(c) || (c === 'k' && this.src[this.i + 1] === '<')) {
      this.i++;
      return { t: 'backref' };
    }
    return { t: 'char', set: this.fold(this.escapeSet(false)) };
  }

  /** Reads the escape after a backslash (already consumed) and returns its character set. */
  private escapeSet(inClass: boolean): CharSet {
    const c = this.src[this.i++];
    if (CLASS_ESCAPES[c]) return CLASS_ESCAPES[c];
    if (inClass && c === 'b') return single(8);
    if (c in SIMPLE_ESCAPES) return single(SIMPLE_ESCAPES[c]);
    if (c === 'c') return single(this.src.charCodeAt(this.i++) % 32);
    const hex = c === 'x' ? /^[0-9a-fA-F]{2}/ : c === 'u' ? /^(?:[0-9a-fA-F]{4}|\{[0-9a-fA-F]+\})/ : null;
    const m = hex?.exec(this.src.slice(this.i));
    if (m) {
      this.i += m[0].length;
      return single(parseInt(m[0].replace(/[{}]/g, ''), 16));
    }
    if ((c === 'p' || c === 'P') && this.src[this.i] === '{' && this.flags.includes('u')) {
      const end = this.src.indexOf('}', this.i);
      const set = unicodeProperty(this.src.slice(this.i + 1, end), this.flags.includes('i'));
      this.i = end + 1;
      // \P{..}: the complement of the exact part; everything above U+00FF stays in (unicodeProperty over-approximates).
      return c === 'P' ? union(negate(set), [[0x100, MAX_CP]]) : set;
    }
    if (c === 'p' || c === 'P') {
      this.i = this.src.indexOf('}', this.i) + 1; // no u flag: not a property escape; read as "anything"
      return ANY;
    }
    return single(this.src.codePointAt(this.i - 1)!);
  }

  private charClass(): CharSet {
    const negated = this.src[this.i] === '^';
    if (negated) this.i++;
    const parts: CharSet[] = [];
    while (this.i < this.src.length && this.src[this.i] !== ']') {
      const lo = this.classAtom();
      if (this.src[this.i] === '-' && this.src[this.i + 1] !== ']' && lo.length === 1 && lo[0][0] === lo[0][1]) {
        this.i++;
        const hi = this.classAtom();
        parts.push(hi.length === 1 && hi[0][0] === hi[0][1] ? [[lo[0][0], hi[0][0]]] : union(lo, hi, single(45)));
      } else parts.push(lo);
    }
    this.i++; // ']'
    const set = parts.length ? union(...parts) : EMPTY;
    return negated ? negate(set) : set;
  }

  private classAtom(): CharSet {
    const c = this.src[this.i++];
    if (c === '\\') return this.escapeSet(true);
    const code = this.src.codePointAt(this.i - 1)!;
    if (code > 0xffff) this.i++;
    return single(code);
  }

  private fold(set: CharSet): CharSet {
    if (this.flags.includes('i')) return foldCase(set);
    return isCanonical(set) ? set : normalize(set.map(([a, b]) => [a, b] as const));
  }
}

/** True for nodes that can match without consuming input. */
export function nullable(n: RegexNode): boolean {
  switch (n.t) {
    case 'char': return false;
    case 'seq': return n.items.every(nullable);
    case 'alt': return n.alts.some(nullable);
    case 'group': return nullable(n.body);
    case 'repeat': return n.min === 0 || nullable(n.body);
    default: return true;
  }
}

/** Characters that can start a match of the node. */
export function firstSet(n: RegexNode): CharSet {
  switch (n.t) {
    case 'char': return n.set;
    case 'alt': return union(...n.alts.map(firstSet));
    case 'group':
    case 'repeat': return firstSet(n.body);
    case 'seq': {
      const sets: CharSet[] = [];
      for (const item of n.items) {
        sets.push(firstSet(item));
        if (!nullable(item)) break;
      }
      return union(...sets);
    }
    default: return EMPTY;
  }
}

/** Every character the node can consume anywhere. */
export function allChars(n: RegexNode): CharSet {
  switch (n.t) {
    case 'char': return n.set;
    case 'seq': return union(...n.items.map(allChars));
    case 'alt': return union(...n.alts.map(allChars));
    case 'group':
    case 'repeat': return allChars(n.body);
    default: return EMPTY;
  }
}

/** Visits every node, depth first. */
export function walk(n: RegexNode, visit: (node: RegexNode) => void): void {
  visit(n);
  if (n.t === 'seq') n.items.forEach((c) => walk(c, visit));
  else if (n.t === 'alt') n.alts.forEach((c) => walk(c, visit));
  else if (n.t === 'group' || n.t === 'look' || n.t === 'repeat') walk(n.body, visit);
}
