/**
 * Ports gitleaks' default rule set to a Scanward dlp rule pack.
 *
 *   bun scripts/port-gitleaks.ts [--check] [--out DIR]
 *
 * Input:  ../shared/data/dlp/gitleaks.toml (gitleaks/gitleaks@b58d3f1, MIT, see rules/NOTICE) and the rule
 *         tests pulled from the same commit, ../shared/data/dlp/gitleaks_rule_cases.jsonl.
 * Output: rules/dlp/gitleaks.json (generated; never edit by hand) and rules/dlp/PORTING.md (report).
 *         With --check nothing is written: the script fails when the committed files differ from a fresh run.
 *         With --out DIR both files go to DIR instead (to diff a run against the committed files).
 *         scripts/port-gitleaks.test.ts runs the port in memory (generate()) and fails when the committed
 *         files differ: a hand edit of gitleaks.json is lost at the next run, so fixes go into HAND_FIXES.
 *
 * What the port does, rule by rule:
 * - The Go RE2 regex is parsed and re-emitted as JavaScript: `(?i)` and `(?-i:...)` scopes become the `i`
 *   flag when the whole pattern is case-insensitive, or explicit case-folded classes (`[aA]`) when the
 *   pattern mixes both; `(?s:.)` becomes `[\s\S]`; `\z`/`\A` become `$`/`^`; POSIX classes (`[[:alnum:]]`)
 *   and Go-only class syntax (`[^]]`) are rewritten; named groups `(?P<n>...)` become non-capturing.
 * - gitleaks reports the first non-empty capture group as the secret. Our engine reports one fixed group,
 *   so every pattern keeps exactly one capturing group (the secret, group 1): alternations whose branches
 *   capture different groups are split into separate patterns.
 * - Unbounded quantifiers (`+`, `*`, `{n,}`) are bounded (README: "prefer bounded quantifiers"); each
 *   pattern must pass the static linear-time check and the ReDoS timing probe, as in the test suite.
 * - Allowlists: gitleaks' global allowlist (regexes + stopwords, tested on the secret) and Scanward's
 *   placeholder allowlist are added to every rule; per-rule allowlists keep their target (secret / match;
 *   "line" is approximated by "match"); path allowlists and path conditions are dropped (we scan content,
 *   not files).
 * - gitleaks' token suffix (secretSuffix: a quote, backtick, ';', whitespace, a written \n or \r, or the end) also
 *   accepts '<', '>', ',', ')', ']', '}' and '&' (WIDE_SUFFIX): none can be part of a token these rules match,
 *   and text reaches us as HTML (a token before '</p>' or '<br>'), CSV, JSON arrays, code and URL queries
 *   ('?key=…&page=2') as often as it reaches gitleaks as a source file. generic-api-key keeps the narrow one
 *   (NARROW_SUFFIX).
 * - Tests: the rule's tps/fps from the cases file. Rules without cases there (gitleaks generates theirs
 *   at random) get deterministic generated ones: a seeded sample secret drawn from the rule's own regex in
 *   gitleaks' sample form, and placeholder / truncated / prose negatives. Every case is checked here.
 * - Rules whose ids are already in rules/dlp/core.json are not emitted (one rule per secret type): the core
 *   rule is the hand-tuned one and carries gitleaks' cases for it. Hand fixes and skips are listed below
 *   (HAND_FIXES, SKIPPED) with their reasons and end up in PORTING.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compilePack } from '../src/detect/l1/rule-pack.ts';
import { fpFailure, tpFailure, scanWithRules } from '../src/detect/l1/rule-cases.ts';
import { adversarialInputs, timeScan } from '../src/detect/l1/regex/redos-probe.ts';
import type { CompiledRule } from '../src/detect/l1/rule-types.ts';

const ROOT = join(import.meta.dir, '..');
const DATA = join(ROOT, '../shared/data/dlp');
const TOML_FILE = join(DATA, 'gitleaks.toml');
const CASES_FILE = join(DATA, 'gitleaks_rule_cases.jsonl');
const OUT_PACK = join(ROOT, 'rules/dlp/gitleaks.json');
const OUT_REPORT = join(ROOT, 'rules/dlp/PORTING.md');
const CORE_PACK = join(ROOT, 'rules/dlp/core.json');
const GITLEAKS_COMMIT = 'b58d3f102cf3a2c84cb7f923d05c25c9b1aed84b';
const SOURCE = `gitleaks/gitleaks@${GITLEAKS_COMMIT}: config/gitleaks.toml`;

/** Upper bound given to unbounded quantifiers (`+`, `*`, `{n,}`). */
const UNBOUNDED_MAX = 4096;
/** Same bound as the test suite's ReDoS probe. */
const REDOS_BOUND_MS = 50;

// ---------------------------------------------------------------------------------------------------------
// Go RE2 → AST
// ---------------------------------------------------------------------------------------------------------

type Range = [number, number];
type ClassItem = { k: 'range'; r: Range } | { k: 'esc'; e: string };

/** Go regex syntax tree; `fold` records whether `(?i)` was in force where a character node was parsed. */
export type GNode =
  | { t: 'lit'; cp: number; fold: boolean }
  | { t: 'class'; items: ClassItem[]; neg: boolean; fold: boolean }
  | { t: 'dot'; dotall: boolean }
  | { t: 'assert'; a: '^' | '$' | '\\b' | '\\B' }
  | { t: 'group'; cap: number; body: GNode } // cap: capture index (1-based) or 0 for non-capturing
  | { t: 'cat'; items: GNode[] }
  | { t: 'alt'; alts: GNode[] }
  | { t: 'rep'; body: GNode; min: number; max: number; lazy: boolean }
  | { t: 'look'; body: GNode }; // lookahead, only produced by the port's rewrites

const POSIX: Record<string, Range[]> = {
  alnum: [[48, 57], [65, 90], [97, 122]],
  alpha: [[65, 90], [97, 122]],
  digit: [[48, 57]],
  lower: [[97, 122]],
  upper: [[65, 90]],
  xdigit: [[48, 57], [65, 70], [97, 102]],
  space: [[9, 13], [32, 32]],
  word: [[48, 57], [65, 90], [95, 95], [97, 122]],
  punct: [[33, 47], [58, 64], [91, 96], [123, 126]],
};
const SIMPLE_ESC: Record<string, number> = { a: 7, f: 12, t: 9, n: 10, r: 13, v: 11 };

interface Flags { i: boolean; s: boolean }

/** Parses a Go RE2 regex; throws on syntax it does not know (the rule is then reported, not guessed). */
export function parseGo(src: string): { root: GNode; groups: number } {
  let i = 0;
  let groups = 0;
  const fail = (m: string): never => { throw new Error(`${m} at ${i} in /${src}/`); };

  function alternation(flags: Flags): GNode {
    const alts = [concat(flags)];
    while (src[i] === '|') {
      i++;
      alts.push(concat(flags));
    }
    return alts.length === 1 ? alts[0] : { t: 'alt', alts };
  }

  // Flags set by a bare `(?i)` last until the end of the enclosing group, so `flags` is mutated in place.
  function concat(flags: Flags): GNode {
    const items: GNode[] = [];
    while (i < src.length && src[i] !== '|' && src[i] !== ')') {
      if (src.startsWith('(?', i) && /^\(\?[imsU-]+\)/.test(src.slice(i))) {
        const m = /^\(\?([imsU-]+)\)/.exec(src.slice(i))!;
        applyFlags(flags, m[1]);
        i += m[0].length;
        continue;
      }
      items.push(quantified(atom(flags)));
    }
    return items.length === 1 ? items[0] : { t: 'cat', items };
  }

  function applyFlags(flags: Flags, spec: string): void {
    let on = true;
    for (const c of spec) {
      if (c === '-') on = false;
      else if (c === 'i') flags.i = on;
      else if (c === 's') flags.s = on;
      else fail(`unsupported flag ${c}`);
    }
  }

  function quantified(node: GNode): GNode {
    for (;;) {
      const c = src[i];
      let min: number;
      let max: number;
      if (c === '*') [min, max] = [0, Infinity];
      else if (c === '+') [min, max] = [1, Infinity];
      else if (c === '?') [min, max] = [0, 1];
      else if (c === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i));
        if (!m) return node; // a literal brace
        min = Number(m[1]);
        max = m[2] ? (m[3] ? Number(m[3]) : Infinity) : min;
        i += m[0].length - 1;
      } else return node;
      i++;
      const lazy = src[i] === '?';
      if (lazy) i++;
      node = { t: 'rep', body: node, min, max, lazy };
    }
  }

  function atom(flags: Flags): GNode {
    const c = src[i];
    if (c === '(') return group(flags);
    if (c === '[') {
      i++;
      return charClass(flags);
    }
    if (c === '.') {
      i++;
      return { t: 'dot', dotall: flags.s };
    }
    if (c === '^' || c === '$') {
      i++;
      return { t: 'assert', a: c };
    }
    if (c === '\\') return escape(flags);
    const cp = src.codePointAt(i)!;
    i += cp > 0xffff ? 2 : 1;
    return { t: 'lit', cp, fold: flags.i };
  }

  function group(flags: Flags): GNode {
    i++; // (
    const inner: Flags = { ...flags };
    let cap = 0;
    if (src.startsWith('?P<', i) || (src.startsWith('?<', i) && !/^\?<[=!]/.test(src.slice(i)))) {
      i = src.indexOf('>', i) + 1;
      cap = ++groups;
    } else if (src[i] === '?') {
      const m = /^\?([imsU-]*):/.exec(src.slice(i));
      if (!m) fail('unsupported group syntax');
      applyFlags(inner, m![1]);
      i += m![0].length;
    } else cap = ++groups;
    const body = alternation(inner);
    if (src[i] !== ')') fail('missing )');
    i++;
    return { t: 'group', cap, body };
  }

  function escape(flags: Flags): GNode {
    i++; // backslash
    const c = src[i];
    if (c === 'b' || c === 'B') {
      i++;
      return { t: 'assert', a: c === 'b' ? '\\b' : '\\B' };
    }
    if (c === 'A') {
      i++;
      return { t: 'assert', a: '^' };
    }
    if (c === 'z') {
      i++;
      return { t: 'assert', a: '$' };
    }
    if ('dDsSwW'.includes(c)) {
      i++;
      return { t: 'class', items: [{ k: 'esc', e: c }], neg: false, fold: flags.i };
    }
    return { t: 'lit', cp: escapeChar(), fold: flags.i };
  }

  /** A single-character escape (backslash consumed): \n, \x41, \x{263a}, \., ... */
  function escapeChar(): number {
    const c = src[i++];
    if (c in SIMPLE_ESC) return SIMPLE_ESC[c];
    if (c === 'x') {
      const m = /^(?:\{([0-9a-fA-F]+)\}|([0-9a-fA-F]{2}))/.exec(src.slice(i)) ?? fail('bad \\x escape');
      i += m[0].length;
      return parseInt(m[1] ?? m[2], 16);
    }
    if (/[0-7]/.test(c)) {
      const m = /^[0-7]{0,2}/.exec(src.slice(i))!;
      i += m[0].length;
      return parseInt(c + m[0], 8);
    }
    if (/[A-Za-z0-9]/.test(c)) fail(`unsupported escape \\${c}`);
    return c.codePointAt(0)!;
  }

  function charClass(flags: Flags): GNode {
    const neg = src[i] === '^';
    if (neg) i++;
    const items: ClassItem[] = [];
    let first = true;
    while (i < src.length && (src[i] !== ']' || first)) {
      first = false;
      const posix = /^\[:(\^?)([a-z]+):\]/.exec(src.slice(i));
      if (posix) {
        if (posix[1] || !POSIX[posix[2]]) fail(`unsupported POSIX class ${posix[0]}`);
        for (const r of POSIX[posix[2]]) items.push({ k: 'range', r: [...r] as Range });
        i += posix[0].length;
        continue;
      }
      let lo: number;
      if (src[i] === '\\') {
        i++;
        if ('dDsSwW'.includes(src[i])) {
          items.push({ k: 'esc', e: src[i++] });
          continue;
        }
        lo = escapeChar();
      } else {
        lo = src.codePointAt(i)!;
        i += lo > 0xffff ? 2 : 1;
      }
      if (src[i] === '-' && src[i + 1] !== ']' && i + 1 < src.length) {
        i++;
        let hi: number;
        if (src[i] === '\\') {
          i++;
          hi = escapeChar();
        } else {
          hi = src.codePointAt(i)!;
          i += hi > 0xffff ? 2 : 1;
        }
        if (hi < lo) fail('bad class range');
        items.push({ k: 'range', r: [lo, hi] });
      } else items.push({ k: 'range', r: [lo, lo] });
    }
    if (src[i] !== ']') fail('missing ]');
    i++;
    return { t: 'class', items, neg, fold: flags.i };
  }

  const root = alternation({ i: false, s: false });
  if (i !== src.length) fail('unexpected )');
  return { root, groups };
}

// ---------------------------------------------------------------------------------------------------------
// AST → JavaScript
// ---------------------------------------------------------------------------------------------------------

const isLetter = (cp: number) => (cp >= 65 && cp <= 90) || (cp >= 97 && cp <= 122);
const otherCase = (cp: number) => (cp >= 65 && cp <= 90 ? cp + 32 : cp >= 97 && cp <= 122 ? cp - 32 : cp);

/** Adds ASCII case partners to ranges. */
function foldRanges(ranges: Range[]): Range[] {
  const out: Range[] = ranges.map((r) => [...r] as Range);
  for (const [lo, hi] of ranges) {
    for (const [a, b, shift] of [[65, 90, 32], [97, 122, -32]] as const) {
      const x = Math.max(lo, a);
      const y = Math.min(hi, b);
      if (x <= y) out.push([x + shift, y + shift]);
    }
  }
  return mergeRanges(out);
}

function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Range[] = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

/** True when case-insensitive matching would change what the node accepts. */
function caseSensitiveMatters(n: GNode): boolean {
  if (n.t === 'lit') return isLetter(n.cp);
  if (n.t === 'class') {
    const ranges = n.items.flatMap((it) => (it.k === 'range' ? [it.r] : []));
    const merged = mergeRanges(ranges);
    return JSON.stringify(merged) !== JSON.stringify(foldRanges(ranges));
  }
  return false;
}

/** True when the tree has a quantifier without an upper bound (`+`, `*`, `{n,}`). */
function hasUnbounded(n: GNode): boolean {
  if (n.t === 'rep') return n.max === Infinity || hasUnbounded(n.body);
  if (n.t === 'group' || n.t === 'look') return hasUnbounded(n.body);
  if (n.t === 'cat') return n.items.some(hasUnbounded);
  if (n.t === 'alt') return n.alts.some(hasUnbounded);
  return false;
}

/** Character nodes of the tree. */
function charNodes(n: GNode, out: GNode[] = []): GNode[] {
  if (n.t === 'lit' || n.t === 'class') out.push(n);
  else if (n.t === 'group' || n.t === 'rep' || n.t === 'look') charNodes(n.body, out);
  else if (n.t === 'cat') n.items.forEach((c) => charNodes(c, out));
  else if (n.t === 'alt') n.alts.forEach((c) => charNodes(c, out));
  return out;
}

function escapeLiteral(cp: number, inClass: boolean): string {
  const ch = String.fromCodePoint(cp);
  if (cp === 9) return '\\t';
  if (cp === 10) return '\\n';
  if (cp === 13) return '\\r';
  if (cp === 12) return '\\f';
  if (cp === 11) return '\\v';
  if (cp < 32 || cp === 127) return `\\x${cp.toString(16).padStart(2, '0')}`;
  if (cp === 0x60) return '\\x60'; // gitleaks writes the backtick as \x60; keep it readable in JSON
  if (cp > 126 && cp <= 0xffff) return `\\u${cp.toString(16).padStart(4, '0')}`;
  if (cp > 0xffff) return ch; // not used by the rule set
  if (inClass) return /[\\\]\[^-]/.test(ch) ? `\\${ch}` : ch;
  return /[\\^$.|?*+()[\]{}/]/.test(ch) ? `\\${ch}` : ch;
}

interface EmitOptions {
  /** Expand case-insensitive nodes into explicit classes (the pattern mixes (?i) and (?-i)). */
  expandFold: boolean;
  /** The capture index kept as group 1; every other group becomes non-capturing. 0 = none. */
  keepGroup: number;
  bound: number;
}

function emitClass(n: Extract<GNode, { t: 'class' }>, o: EmitOptions): string {
  const escs = n.items.flatMap((it) => (it.k === 'esc' ? [`\\${it.e}`] : []));
  let ranges = n.items.flatMap((it) => (it.k === 'range' ? [it.r] : []));
  if (n.fold && o.expandFold) ranges = foldRanges(ranges);
  else ranges = mergeRanges(ranges);
  if (!n.neg && escs.length === 1 && ranges.length === 0) return escs[0];
  const body = ranges.map(([lo, hi]) => (lo === hi
    ? escapeLiteral(lo, true)
    : hi === lo + 1 ? escapeLiteral(lo, true) + escapeLiteral(hi, true) : `${escapeLiteral(lo, true)}-${escapeLiteral(hi, true)}`)).join('');
  return `[${n.neg ? '^' : ''}${body}${escs.join('')}]`;
}

function emit(n: GNode, o: EmitOptions): string {
  switch (n.t) {
    case 'lit':
      if (n.fold && o.expandFold && isLetter(n.cp)) return `[${String.fromCodePoint(Math.min(n.cp, otherCase(n.cp)))}${String.fromCodePoint(Math.max(n.cp, otherCase(n.cp)))}]`;
      return escapeLiteral(n.cp, false);
    case 'class': return emitClass(n, o);
    case 'dot': return n.dotall ? '[\\s\\S]' : '.';
    case 'assert': return n.a;
    case 'group': {
      const body = emit(n.body, o);
      return n.cap && n.cap === o.keepGroup ? `(${body})` : `(?:${body})`;
    }
    case 'cat': return n.items.map((c) => emitAtom(c, o, true)).join('');
    case 'alt': return n.alts.map((c) => emit(c, o)).join('|');
    case 'look': return `(?=${emit(n.body, o)})`;
    case 'rep': {
      const body = emitAtom(n.body, o, false);
      const max = n.max === Infinity ? Math.max(o.bound, n.min) : n.max;
      let q: string;
      if (max === Infinity) q = n.min === 0 ? '*' : n.min === 1 ? '+' : `{${n.min},}`;
      else if (n.min === 0 && max === 1) q = '?';
      else if (n.min === max) q = `{${n.min}}`;
      else q = `{${n.min},${max}}`;
      return body + q + (n.lazy ? '?' : '');
    }
  }
}

/** Emits a node as an operand: alternations inside a sequence and multi-char bodies of a quantifier get (?:). */
function emitAtom(n: GNode, o: EmitOptions, inSeq: boolean): string {
  const s = emit(n, o);
  if (n.t === 'alt') return `(?:${s})`;
  if (!inSeq && (n.t === 'cat' || n.t === 'rep')) return `(?:${s})`;
  if (!inSeq && n.t === 'lit' && s.startsWith('[') === false && [...s].length > 1 && !s.startsWith('\\')) return `(?:${s})`;
  return s;
}

// ---------------------------------------------------------------------------------------------------------
// Rewrites
// ---------------------------------------------------------------------------------------------------------

const sameRep = (a: GNode, b: GNode) => a.t === 'rep' && b.t === 'rep' && a.min === b.min && a.max === b.max && a.lazy === b.lazy
  && a.body.t === 'class' && b.body.t === 'class' && JSON.stringify([a.body.items, a.body.neg]) === JSON.stringify([b.body.items, b.body.neg]);

/**
 * gitleaks' semi-generic regexes sometimes open with the identifier prefix twice,
 * `[\w.-]{0,50}?(?i:[\w.-]{0,50}?(?:kw)...)`: two adjacent lazy runs over the same class make every start
 * position try 50 × 50 splits. The inner copy is dropped (the secret group is unaffected).
 */
function dedupePrefix(root: GNode, notes: string[]): GNode {
  if (root.t !== 'cat' || root.items.length < 2) return root;
  const [first, second] = root.items;
  if (second.t !== 'group' || second.cap || second.body.t !== 'cat' || !sameRep(first, second.body.items[0])) return root;
  notes.push('duplicated identifier prefix `[\\w.-]{0,50}?` collapsed (quadratic on long identifiers)');
  return { ...root, items: [first, { ...second, body: { ...second.body, items: second.body.items.slice(1) } }, ...root.items.slice(2)] };
}

/** True for a short delimiter alternative: a class, an assertion, or up to two single characters (`\\n`). */
function isDelimiter(n: GNode): boolean {
  if (n.t === 'class' || n.t === 'assert' || n.t === 'lit') return true;
  if (n.t === 'cat') return n.items.length <= 2 && n.items.every((c) => c.t === 'class' || c.t === 'lit');
  if (n.t === 'alt') return n.alts.every(isDelimiter);
  if (n.t === 'group') return !n.cap && isDelimiter(n.body);
  return false;
}

/**
 * When the whole match is the secret, a closing delimiter group such as `(?:[^a-z0-9+/]|\z)` would end up in the
 * reported span (and in the entropy); it becomes a lookahead so the span is the token alone.
 */
function trailingLookahead(v: GNode, notes: string[]): GNode {
  if (v.t !== 'cat') return v;
  const last = v.items[v.items.length - 1];
  if (last.t !== 'group' || last.cap || !isDelimiter(last.body) || last.body.t !== 'alt') return v;
  notes.push('closing delimiter group turned into a lookahead (kept out of the reported secret)');
  return { ...v, items: [...v.items.slice(0, -1), { t: 'look', body: last.body }] };
}

// ---------------------------------------------------------------------------------------------------------
// Secret groups: one capturing group per pattern
// ---------------------------------------------------------------------------------------------------------

function captures(n: GNode, out: number[] = []): number[] {
  if (n.t === 'group') {
    if (n.cap) out.push(n.cap);
    captures(n.body, out);
  } else if (n.t === 'rep' || n.t === 'look') captures(n.body, out);
  else if (n.t === 'cat') n.items.forEach((c) => captures(c, out));
  else if (n.t === 'alt') n.alts.forEach((c) => captures(c, out));
  return out;
}

/**
 * Splits alternations whose branches hold capture groups into separate variants (outside quantifiers), so
 * that in each variant "the first non-empty group" (gitleaks' rule) is simply the first group.
 */
function splitVariants(n: GNode): GNode[] {
  switch (n.t) {
    case 'alt': {
      if (captures(n).length === 0) return [n];
      return n.alts.flatMap(splitVariants);
    }
    case 'group': return splitVariants(n.body).map((body) => ({ ...n, body }));
    case 'cat': {
      let acc: GNode[][] = [[]];
      for (const item of n.items) {
        const vs = splitVariants(item);
        acc = acc.flatMap((prefix) => vs.map((v) => [...prefix, v]));
        if (acc.length > 16) throw new Error('too many variants');
      }
      return acc.map((items) => ({ t: 'cat', items }));
    }
    default: return [n];
  }
}

export interface Translated {
  patterns: Array<{ regex: string; flags?: string }>;
  secretGroup: number;
  notes: string[];
}

/** Translates one gitleaks regex to JS patterns with the secret in group `secretGroup` (0 or 1). */
export function translate(goRegex: string, goSecretGroup = 0, bound = UNBOUNDED_MAX): Translated {
  const notes: string[] = [];
  const root = dedupePrefix(parseGo(goRegex).root, notes);
  const variants = goSecretGroup ? [root] : splitVariants(root);
  if (variants.length > 1) notes.push(`alternation split into ${variants.length} patterns (one secret group each)`);
  const withGroups = variants.map((v) => ({ v, caps: captures(v) }));
  const anyCaptures = withGroups.some((x) => x.caps.length > 0);
  const patterns = withGroups.map(({ v, caps }) => {
    let keep = goSecretGroup || caps[0] || 0;
    let node = caps.length ? v : trailingLookahead(v, notes);
    if (anyCaptures && !keep) {
      node = { t: 'group', cap: -1, body: v }; // whole match is the secret for this branch
      keep = -1;
    }
    const nodes = charNodes(node);
    const foldMatters = nodes.some((c) => 'fold' in c && c.fold && caseSensitiveMatters(c));
    const exactMatters = nodes.some((c) => 'fold' in c && !c.fold && caseSensitiveMatters(c));
    const useFlag = foldMatters && !exactMatters;
    if (foldMatters && exactMatters) notes.push('mixed (?i)/(?-i) scopes expanded into case-folded classes');
    const regex = emit(node, { expandFold: foldMatters && exactMatters, keepGroup: keep, bound });
    return useFlag ? { regex, flags: 'i' } : { regex };
  });
  if (hasUnbounded(root)) notes.push(`unbounded quantifiers bounded at ${bound}`);
  return { patterns, secretGroup: anyCaptures ? 1 : 0, notes };
}

// ---------------------------------------------------------------------------------------------------------
// Deterministic samples for rules without test cases
// ---------------------------------------------------------------------------------------------------------

/** mulberry32 seeded from a string: the same rule id always yields the same sample. */
function rngFor(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let k = 0; k < seed.length; k++) h = Math.imul(h ^ seed.charCodeAt(k), 3432918353), h = (h << 13) | (h >>> 19);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ESC_RANGES: Record<string, Range[]> = {
  d: [[48, 57]], w: [[48, 57], [65, 90], [95, 95], [97, 122]], s: [[32, 32]],
  D: [[65, 90], [97, 122]], W: [[45, 46]], S: [[48, 57], [65, 90], [97, 122]],
};
const ALNUM: Range[] = [[48, 57], [65, 90], [97, 122]];

function classChoices(n: Extract<GNode, { t: 'class' }>): number[] {
  const ranges = n.items.flatMap((it) => (it.k === 'range' ? [it.r] : ESC_RANGES[it.e]));
  const expand = (rs: Range[]) => rs.flatMap(([lo, hi]) => Array.from({ length: Math.min(hi, 126) - lo + 1 }, (_, k) => lo + k)).filter((c) => c >= 32 || c === 9);
  if (!n.neg) return expand(ranges);
  const excluded = new Set(expand(ranges));
  return expand(ALNUM).filter((c) => !excluded.has(c));
}

/** A random string matching the node: realistic choices (no optional prefixes, first alternatives). */
function sampleNode(n: GNode, rnd: () => number, group = 0, out: { secret?: string } = {}): string {
  switch (n.t) {
    case 'lit': return String.fromCodePoint(n.cp);
    case 'class': {
      const cs = classChoices(n);
      return String.fromCodePoint(cs[Math.floor(rnd() * cs.length)]);
    }
    case 'dot': return String.fromCodePoint(classChoices({ t: 'class', items: [{ k: 'range', r: [48, 122] }], neg: false, fold: false })[Math.floor(rnd() * 75)]);
    case 'assert':
    case 'look': return '';
    case 'group': {
      const s = sampleNode(n.body, rnd, group, out);
      if (group && n.cap === group && out.secret === undefined) out.secret = s;
      return s;
    }
    case 'cat': return n.items.map((c) => sampleNode(c, rnd, group, out)).join('');
    case 'alt': return sampleNode(n.alts[0], rnd, group, out);
    case 'rep': {
      if (n.lazy || (n.min === 0 && n.max <= 1)) return Array.from({ length: n.min }, () => sampleNode(n.body, rnd, group, out)).join('');
      const span = Math.min((n.max === Infinity ? n.min + 24 : n.max) - n.min, 24);
      const count = n.min === 0 && n.body.t === 'class' && n.max <= 5 ? 0 : n.min + Math.floor(rnd() * (span + 1));
      return Array.from({ length: count }, () => sampleNode(n.body, rnd, group, out)).join('');
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------------------

interface GoAllowlist {
  description?: string;
  regexTarget?: 'match' | 'line';
  regexes?: string[];
  stopwords?: string[];
  paths?: string[];
  condition?: 'AND' | 'OR';
}
interface GoRule {
  id: string;
  description: string;
  regex?: string;
  path?: string;
  secretGroup?: number;
  entropy?: number;
  keywords?: string[];
  allowlists?: GoAllowlist[];
}
interface GoConfig { allowlist: GoAllowlist; rules: GoRule[] }

interface CaseRow {
  id: string;
  text: string;
  label: string;
  category: string;
  spans: Array<{ start: number; end: number; value: string }>;
  meta: { form: string };
}

interface Tp { text: string; match: string }
interface Fp { text: string; reason: string }
interface AllowlistOut { regexes?: string[]; flags?: string; stopwords?: string[]; target?: 'match' }
interface RuleOut {
  id: string;
  category: 'dlp';
  level: 'L1';
  description: string;
  keywords: string[];
  patterns: Array<{ regex: string; flags?: string; name?: string; score?: number }>;
  secretGroup?: number;
  entropy?: number;
  hexEntropy?: number;
  score: number;
  allowlist: AllowlistOut[];
  tags: string[];
  tests: { tp: Tp[]; fp: Fp[] };
}

/** A rule as written to the pack: an allowlist the pack declares under a name is written as that name. */
type PackRuleOut = Omit<RuleOut, 'allowlist'> & { allowlist: Array<AllowlistOut | string> };

// ---------------------------------------------------------------------------------------------------------
// Hand decisions
// ---------------------------------------------------------------------------------------------------------

/** A linear-time rewrite of gitleaks' "curl, then up to 5 more lines" prefix. */
const CURL_LINES_GO = String.raw`\bcurl\b(?:[^\r\n]*\r?\n){0,5}[^\r\n]*`;

interface HandFix {
  why: string;
  /** Replace substrings of the Go regex before translation. */
  goReplace?: Array<[string, string]>;
  /** Ignore gitleaks' capture groups: the whole match is the secret. */
  wholeMatch?: boolean;
  score?: number;
  keywords?: string[];
  entropy?: number;
  /** The rule's floor for hex secrets (rules/README.md hexEntropy). */
  hexEntropy?: number;
  /** Extra patterns (Scanward additions), appended after the translated ones. */
  extraPatterns?: Array<{ regex: string; flags?: string; name?: string; score?: number; entropy?: number }>;
  /** Extra allowlists (Scanward additions). */
  allowlist?: AllowlistOut[];
  /** Extra hand-written cases. */
  tp?: Tp[];
  fp?: Fp[];
  /** gitleaks tps that we do not keep, by index among the rule's tps, with the reason. */
  dropTp?: Record<number, string>;
}

/**
 * Keys their vendors issue for client-side code, by their documented prefixes: Stripe (and Clerk, Paystack)
 * publishable keys pk_live_/pk_test_; Mapbox public tokens pk.eyJ… (secret ones are sk.eyJ…); PostHog project API keys
 * phc_ (personal keys phx_ are secret); RevenueCat public app-specific SDK keys appl_, goog_, amzn_ (secret keys are
 * sk_). Tested on the rule's whole match (name, operator, value), so that the weak prefixes, short and shared by
 * other vendors' tokens, count as public only when the name says whose they are: RevenueCat's Stripe and Web Billing
 * keys stp_/rcb_ under a RevenueCat name (REVENUECAT_STRIPE_KEY, rc_billing_key), Datadog RUM client tokens
 * pub + 32 hex under a Datadog or client-token name (DD_CLIENT_TOKEN, datadogRum, clientToken), and never under a name
 * with secret/private/server/admin (secret_key: stp_…, api_key = "pub…" stay reported). The name part is what comes
 * before the first = or : of the match. The hand-written packs declare the same list as "public-client-key"
 * (port-gitleaks.test.ts holds them to this constant).
 */
export const PUBLIC_CLIENT_KEY_ALLOWLIST: AllowlistOut = {
  target: 'match',
  flags: 'i',
  regexes: [
    String.raw`(?<![\w.-])pk\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}(?![\w.-])`,
    String.raw`(?<![\w.-])phc_[A-Za-z0-9]{30,50}(?![\w.-])`,
    String.raw`(?<![\w.-])(?:appl|goog|amzn)_[A-Za-z0-9]{20,40}(?![\w.-])`,
    String.raw`(?<![\w.-])pk_(?:live|test)_[0-9A-Za-z]{10,}(?![\w.-])`,
    String.raw`^(?![^\n=:]{0,80}?(?:secret|private|server|admin))(?=[^\n=:]{0,80}?(?:revenue[_-]?cat|(?<![a-z])rc[_-]))[^\n]{0,120}?(?<![\w.-])(?:stp|rcb)_[A-Za-z0-9]{20,40}(?![\w.-])`,
    String.raw`^(?![^\n=:]{0,80}?(?:secret|private|server|admin))(?=[^\n=:]{0,80}?(?:datadog|(?<![a-z])dd[_-]|(?<![a-z])rum(?![a-z])|client[_-]?token))[^\n]{0,120}?(?<![\w.-])pub[0-9a-f]{32}(?![\w.-])`,
  ],
};

/**
 * Credentials that vendors print in their own documentation, the same for every reader (tested on the secret,
 * exact values): never a leak, whichever rule finds them. Sources:
 * - sk_test_4eC39HqLyjWDarjtT1zdp7dc: Stripe API reference, "Authentication" (the sample test-mode secret key in
 *   every curl example); sk_test_BQokikJOvBiI2HlWgH4olfQ2: the sample key of Stripe's older docs and client READMEs.
 * - Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==: Microsoft Learn, "Use the
 *   Azurite emulator" / Azure Storage emulator: the well-known key of account devstoreaccount1.
 * - C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==: Microsoft Learn, Azure
 *   Cosmos DB emulator: its well-known account key.
 * - AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY: AWS documentation's example access key pair
 *   (the placeholder allowlist's "example" stopword also holds them).
 * - jwt.io's debugger sample token: header {"alg":"HS256","typ":"JWT"} (eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9) over the
 *   payload {"sub":"1234567890","name":"John Doe","iat":1516239022} (jwt.io's sample since 2018, signed with the
 *   documented secret "your-256-bit-secret": …SflKxwRJSMeKKF2QT4fJwMeJf36POk6yJV_adQssw5c), the older
 *   {"sub":"1234567890","name":"John Doe","admin":true} and the current {…,"admin":true,"iat":1516239022}; any HS256
 *   signature (43 characters): the claims name no one and grant nothing, whoever re-signed them.
 * The hand-written packs declare the same list as "published-example" (port-gitleaks.test.ts holds them to it).
 */
export const PUBLISHED_EXAMPLE_ALLOWLIST: AllowlistOut = {
  regexes: [
    String.raw`^sk_test_(?:4eC39HqLyjWDarjtT1zdp7dc|BQokikJOvBiI2HlWgH4olfQ2)$`,
    String.raw`^Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==$`,
    String.raw`^C2y6yDjf5/R\+ob0N8A7Cgv30VRDJIWEHLM\+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==$`,
    String.raw`^(?:AKIAIOSFODNN7EXAMPLE|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY)$`,
    String.raw`^eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9\.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwi(?:aWF0IjoxNTE2MjM5MDIyfQ|YWRtaW4iOnRydWV9|YWRtaW4iOnRydWUsImlhdCI6MTUxNjIzOTAyMn0)\.[A-Za-z0-9_-]{43}$`,
  ],
};

const HAND_FIXES: Record<string, HandFix> = {
  'curl-auth-header': {
    why: 'the "curl … up to 5 more lines" prefix `(?:.*?|.*?(?:[\\r\\n]{1,2}.*?){1,5})` nests variable quantifiers (fails the linear-time check); rewritten as `(?:[^\\r\\n]*\\r?\\n){0,5}[^\\r\\n]*`, where each line ends on a newline the line part cannot eat',
    goReplace: [[String.raw`\bcurl\b(?:.*?|.*?(?:[\r\n]{1,2}.*?){1,5})`, CURL_LINES_GO]],
  },
  'curl-auth-user': {
    why: 'same curl multi-line prefix rewrite as curl-auth-header',
    goReplace: [[String.raw`\bcurl\b(?:.*|.*(?:[\r\n]{1,2}.*){1,5})`, CURL_LINES_GO]],
  },
  'telegram-bot-api-token': {
    why: 'gitleaks finds the token only when assigned to a telegram-named key; the Bot API takes it in the URL path (https://api.telegram.org/bot<token>/method), which is how it shows up in curl commands, scripts and logs, so a second pattern finds it there',
    extraPatterns: [{ name: 'bot-url', regex: String.raw`api\.telegram\.org/(?:file/)?bot([0-9]{5,16}:A[\w-]{34})(?![\w-])` }],
    tp: [{ text: 'curl "https://api.telegram.org/bot6038418275:AAG4xQw8ZpL2mN7vR5tY1uI3oP9sD6fH0jK/getUpdates"', match: '6038418275:AAG4xQw8ZpL2mN7vR5tY1uI3oP9sD6fH0jK' }],
    fp: [{ text: 'See https://api.telegram.org/bot<token>/getMe in the Bot API docs.', reason: 'a placeholder in the docs' }],
  },
  'sidekiq-sensitive-url': {
    why: 'gitleaks ends the host with one of `/#?:|` or the end of the text, so the URL is missed wherever something else follows it: a Gemfile\'s closing quote (`source "https://…@gems.contribsys.com" do`), a space in prose, a tag on a web page; any character that cannot continue a host name ends it here',
    goReplace: [[String.raw`(?:[\/|\#|\?|:]|$)`, String.raw`(?:[^\w.-]|$)`]],
    tp: [{ text: 'source "https://cafebabe:deadbeef@gems.contribsys.com" do\n  gem "sidekiq-pro"\nend', match: 'cafebabe:deadbeef' }],
    fp: [{ text: 'https://cafebabe:deadbeef@gems.contribsys.com.example.net/', reason: 'another host that starts with the same name' }],
  },
  'sonar-api-token': {
    why: 'gitleaks requires `sonar` directly followed by `login`/`token`; its own sample form `sonar_api_token = "..."` (and SONAR_API_TOKEN) is not found, so an optional `api` part is allowed between them',
    goReplace: [['sonar[_.-]?(login|token)', 'sonar[_.-]?(?:api[_.-]?)?(login|token)']],
  },
  'aws-amazon-bedrock-api-key-long-lived': {
    why: 'gitleaks\' only sample is a documentation key padded with EXAMPLE, which our placeholder allowlist rejects by design; a generated sample replaces it',
    dropTp: { 0: 'documentation key made of EXAMPLE (allowlisted placeholder)' },
  },
  'generic-api-key': {
    why: 'replaces core.json\'s generic-secret-assignment (one rule per secret type): a second pattern finds passwords with symbols (`password = "s3cR3t!P@ss"`), which gitleaks\' value class `[\\w.=-]` misses, and that rule\'s hand-written cases are kept; two gitleaks "line" allowlists (`--mount=type=secret,` in Dockerfiles, JS `import { a, b } from`) cannot be expressed on the match, so an allowlist on the match for an unquoted identifier after a comma (an argument or import list, not an assignment) covers both shapes; hex secrets of 20+ digits need entropy 3.0, not 3.5 (hex has at most 4 bits a character: gitleaks\' 3.5 drops about one random 32-digit hex key in five), and the password pattern needs 2.5 (a person\'s password repeats letters: "hollow77#moon" has 2.78); keys their vendors issue for client-side code are public by design and allowlisted: by prefix (the named allowlist public-client-key: Stripe pk_live_/pk_test_, Mapbox pk.eyJ, PostHog phc_, RevenueCat appl_/goog_/amzn_; the weak prefixes RevenueCat stp_/rcb_ and Datadog RUM pub+hex only under a name of their vendor, never one with secret/private/server/admin) and by a name that says so (a public/publishable key, a CAPTCHA site key (site starting a name segment: SITE_KEY, not WEBSITE_KEY), a search key named search-only or an Algolia/Typesense/Meilisearch search key (not ELASTICSEARCH_API_KEY, AZURE_SEARCH_KEY, BING_SEARCH_API_KEY: secrets whose names merely contain search), Amplitude API key, Mixpanel project token, Segment write key, Adjust app token; not with secret/private/admin/server in the name, nor NEXT_PUBLIC_API_KEY); a value named by a later, space-separated id field is left alone (`INFO auth   req_id=<uuid>`, `token_service traceId: <hex>`: gitleaks lets words and spaces sit between the keyword and the operator, so the service name `auth` read as the key; a session id is still reported); a UUID under a name that ends in an identifier word (`_ID`, `_APP`, `_CLIENT`, `_TENANT`, `_PROJECT`, `_ORG`, `_SUBSCRIPTION`, `_AUDIENCE`, camelCase `...Id`) is an app, client or tenant id, not a secret, even after a secret-ish prefix (`AUTH_TENANT_ID`, `AUTH_CLIENT_APP`), and a name whose last segment is ID names a secret without being one (`SECRET_STORE_ID`, `API_TOKEN_ID`, `apiTokenId`); a UUID under `_SECRET`/`_TOKEN`/`_KEY`/`_PASSWORD`, `SECRET_ID` itself (Vault AppRole `secret_id`, Consul/Nomad `SecretID`) and session ids stay reported (the same allowlist, adapted, is in core.json secret-name-value-pair and sensitive.json env-file-secret: change all three together)',
    dropTp: { 0: 'a Clojars token, which clojars-api-token reports (generic-api-key yields to token prefixes owned by specific rules)' },
    hexEntropy: 3.0,
    extraPatterns: [{
      name: 'password-symbols',
      entropy: 2.5,
      regex: String.raw`[\w.-]{0,50}?(?:passw(?:or)?d|passphrase|pwd)(?:[ \t\w.-]{0,20})[\s'"]{0,3}(?:=|>|:{1,3}=|\|\||:|=>|\?=|,)[\x60'"\s=]{0,5}([\w.=~!@#$%^&*+/-]{8,128})(?:[\x60'"\s;,)\]}]|\\[nr]|$)`,
      flags: 'i',
    }],
    allowlist: [
      { target: 'match', regexes: [String.raw`,[ \t]{0,5}[A-Za-z_][\w.=-]{0,150}(?:[\x60'"\s;]|\\[nr])?$`] },
      // Scanward: values that read a secret from elsewhere are not the secret.
      { regexes: [String.raw`^(?:os\.|process\.env|env\.|ENV\[|getenv|System\.getenv|secrets\.|vault:|arn:aws:)`] },
      // Scanward: ciphertext made to be committed. A Bitnami Sealed Secrets encryptedData value: kubeseal's hybrid
      // ciphertext starts with the RSA block's length as two big-endian bytes (0x0100, 0x0180, 0x0200 for 2048/3072/4096-bit
      // controller keys: AQ…, AY…, Ag… then A-D) and runs to hundreds of characters; only the controller in the cluster
      // can decrypt it. A random secret starts so 1 time in 1,000 and is rarely 300+ characters. SOPS values
      // ENC[AES256_GCM,data:…,iv:…,tag:…,type:…] likewise (same pair in sensitive.json env-file-secret).
      { regexes: [String.raw`^A[QYg][A-D][A-Za-z0-9+/]{300,12000}={0,2}$`, String.raw`^ENC\[AES256_GCM,data:[A-Za-z0-9+/]{0,8000}={0,2},iv:[A-Za-z0-9+/]{16,64}={0,2},tag:[A-Za-z0-9+/]{16,64}={0,2},type:(?:str|int|float|bool|bytes|comment)\]$`] },
      // Keys their vendors issue for client-side code (Stripe pk_, Mapbox pk., PostHog phc_, RevenueCat appl_/goog_/...;
      // RevenueCat stp_/rcb_ and Datadog RUM pub… only under their vendor's name): the named allowlist public-client-key,
      // read on the match, the same in core.json and sensitive.json.
      PUBLIC_CLIENT_KEY_ALLOWLIST,
      // A value named as a client-side key: a public/publishable key (revenuecat_public_sdk_key, publishableKey), a site
      // key (reCAPTCHA, Turnstile, hCaptcha: "site" starts a name segment, so SITE_KEY, recaptcha_site_key, data-sitekey,
      // not WEBSITE_KEY), a search key only where the name says search-only or is Algolia's, Typesense's or Meilisearch's
      // search key (their front-end keys; ELASTICSEARCH_API_KEY, OpenSearch, AZURE_SEARCH_KEY, an Azure AI Search admin
      // key, and BING_SEARCH_API_KEY are secrets that merely contain "search"), and the
      // SDK keys analytics vendors document as public (Amplitude API key, Mixpanel project token, Segment write key,
      // Adjust app token). Not when the name also says secret/private/admin/server/personal/service/master, and not a
      // framework's browser-exposure prefix before a bare API key (NEXT_PUBLIC_API_KEY: a key someone exposed).
      { target: 'match', flags: 'i', regexes: [String.raw`^(?![\w.-]{0,80}?(?:secret|private|admin|server|personal|service|master|write[_-]?api))(?!(?:next|expo|nuxt|vite|gatsby|react_app|vue_app)?[_-]?public[_-](?:api[_-]?)?(?:key|token)(?![a-z]))[\w.-]{0,80}?(?:publishable|public[_-]?(?:sdk[_-]?|api[_-]?|client[_-]?|app[_-]?)?(?:key|token)|(?<![a-z0-9])site[_-]?key|client[_-]?side[_-]?(?:id|key|token)|search[_-]?only[_-]?(?:api[_-]?)?key|(?:algolia|typesense|meilisearch|meili)[_.-](?:[\w.-]{0,30}?[_.-])?search[_-]?(?:only[_-]?)?(?:api[_-]?)?key|amplitude[\w.-]{0,20}?api[_-]?key|mixpanel[\w.-]{0,20}?token|segment[\w.-]{0,20}?write[_-]?key|adjust[\w.-]{0,20}?app[_-]?token)`] },
      // The same two names in camelCase, where case marks the segment: recaptchaSiteKey (not websiteKey),
      // algoliaSearchKey / typesenseSearchOnlyApiKey (not elasticsearchApiKey, meilisearchApiKey).
      { target: 'match', regexes: [String.raw`^(?![\w.-]{0,80}?(?:[Ss]ecret|SECRET|[Pp]rivate|PRIVATE|[Aa]dmin|ADMIN|[Ss]erver|SERVER|[Pp]ersonal|[Ss]ervice|[Mm]aster|MASTER|[Ww]rite[_-]?[Aa]pi))[\w.-]{0,80}?(?:(?<=[a-z0-9])Site[_-]?Key|(?:algolia|typesense|meili(?:search)?)Search(?:Only)?(?:Api|API)?Key)`] },
      // A UUID under an identifier-named key (AUTH_TENANT_ID, AUTH_CLIENT_APP, SECRET_STORE_ID, apiTokenId) is an
      // id, not a secret; not after SECRET/TOKEN/PASS(WORD)/KEY unless the last segment is ID, never SECRET_ID or a
      // session id. Same allowlist (adapted) in core.json secret-name-value-pair and sensitive.json env-file-secret.
      { target: 'match', regexes: [String.raw`^(?:(?![\w.-]{0,80}?(?:[Ss]ession|SESSION|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Pp]ass(?:word|wd)?(?![a-z])|PASS(?:WORD|WD)?(?![A-Z])|[Kk]ey(?![a-z])|KEY(?![A-Z])))[\w.-]{0,80}?(?:[_.-](?:ORGANISATION|ORGANIZATION|Organisation|Organization|SUBSCRIPTION|Subscription|organisation|organization|subscription|APPLICATION|Application|application|DIRECTORY|Directory|WORKSPACE|Workspace|directory|workspace|AUDIENCE|Audience|INSTANCE|Instance|audience|instance|PROJECT|Project|project|CLIENT|Client|TENANT|Tenant|client|tenant|GUID|Guid|UUID|Uuid|guid|uuid|APP|App|IDS|Ids|ORG|Org|app|ids|org|ID|Id|id)|[a-z0-9](?:ORGANISATION|ORGANIZATION|Organisation|Organization|SUBSCRIPTION|Subscription|APPLICATION|Application|DIRECTORY|Directory|WORKSPACE|Workspace|AUDIENCE|Audience|INSTANCE|Instance|PROJECT|Project|CLIENT|Client|TENANT|Tenant|GUID|Guid|UUID|Uuid|APP|App|IDS|Ids|ORG|Org|ID|Id))|[\w.-]{0,80}?(?:[_.-](?:ID|Id|id)|(?<=[a-z0-9])(?:ID|Id))(?<!(?:[Ss]ecret|SECRET|[Ss]ession|SESSION)[_.-]?(?:ID|Id|id)))["']?[\t ]{0,3}(?:=|>|:{1,3}=|\|\||:|=>|\?=|,)["'=\x60\s]{0,5}[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}(?:["';\x60\s]|\\[NRnr])?$`] },
      // The value belongs to a later, space-separated id field: "INFO auth   req_id=<uuid>", "token_service traceId: <hex>".
      { regexes: [String.raw`[\t ](?![\w.-]{0,40}?[Ss]ession)[A-Za-z][\w.-]{0,40}?(?:[_.-](?:id|ID|uuid|UUID|guid|GUID)|[a-z](?:Id|Uuid|Guid))["']?[\t ]{0,3}(?:=|:)`], target: 'match' },
    ],
    tp: [
      { text: 'password = "s3cR3t!P@ssw0rd2024"', match: 's3cR3t!P@ssw0rd2024' },
      { text: 'API_KEY=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', match: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' },
      { text: '"client_secret" : "6da89121079f83b2eb6acccf8219ea982c3d79bccc3e9c6a85856480661f8fde",', match: '6da89121079f83b2eb6acccf8219ea982c3d79bccc3e9c6a85856480661f8fde' },
      { text: 'export SECRET_TOKEN=Zf3D0LXCM3EIMbgJpUNnkRtOfOueHznB', match: 'Zf3D0LXCM3EIMbgJpUNnkRtOfOueHznB' },
      { text: 'DB_PASSWORD=Tr0ub4dor&3xK9#mQ', match: 'Tr0ub4dor&3xK9#mQ' },
      { text: 'monitoring:\n  api_key: 9c1f0a7e3b9d1c0f7a3e9b1d0c7f3a9e', match: '9c1f0a7e3b9d1c0f7a3e9b1d0c7f3a9e' },
      { text: 'export MAIL_PASSWORD="hollow77#moon"', match: 'hollow77#moon' },
      { text: 'spec:\n  encryptedData:\n    SIGNING_KEY: AgB7kQ2mXv9pL4tR8wY1nZ6hD3fJ0sG5aEcW', match: 'AgB7kQ2mXv9pL4tR8wY1nZ6hD3fJ0sG5aEcW' },
      { text: "auth session_id=Qm9vZ3VzU2Vzc2lvblRva2VuMTIzNDU2Nzg5MA", match: "Qm9vZ3VzU2Vzc2lvblRva2VuMTIzNDU2Nzg5MA" },
      { text: "AUTH_CLIENT_SECRET=3c1a7b2e-9d44-4f0b-8e61-5a2c9f0d7b13", match: "3c1a7b2e-9d44-4f0b-8e61-5a2c9f0d7b13" },
      { text: "VAULT_SECRET_ID=8c1d2e3f-4a5b-4c6d-9e7f-0a1b2c3d4e5f", match: "8c1d2e3f-4a5b-4c6d-9e7f-0a1b2c3d4e5f" },
      { text: 'MAPBOX_TOKEN=sk.eyJ1IjoiYWNtZWNvIiwiYSI6ImNsOXh5ejEyMzRhYmMifQ.Zx8kQw3pLmN7vB2cR5tY1g', match: 'sk.eyJ1IjoiYWNtZWNvIiwiYSI6ImNsOXh5ejEyMzRhYmMifQ.Zx8kQw3pLmN7vB2cR5tY1g' },
      { text: 'POSTHOG_PERSONAL_API_KEY=phx_Q8dK2mVx7LpR4tYw9ZbN3cF6hJ1sA5eG0uI8oT2kXyW', match: 'phx_Q8dK2mVx7LpR4tYw9ZbN3cF6hJ1sA5eG0uI8oT2kXyW' },
      { text: 'RECAPTCHA_SECRET_KEY=6LcR3mPq9XvL2tYw8ZbN4cF7hJ1sA5eG0uI8oT2k', match: '6LcR3mPq9XvL2tYw8ZbN4cF7hJ1sA5eG0uI8oT2k' },
      { text: 'NEXT_PUBLIC_API_KEY=9f86d081884c7d659a2feaa0c55ad015', match: '9f86d081884c7d659a2feaa0c55ad015' },
      { text: 'ELASTIC_SEARCH_API_KEY=Tm1zeWFrdzl0dk5udzpWblZoUTJaSFkwSkRaR0pyVVcw', match: 'Tm1zeWFrdzl0dk5udzpWblZoUTJaSFkwSkRaR0pyVVcw' },
      { text: 'azure_search_admin_key: "R7tYw2ZbN5cF3hJ6sA0eGk2Lm9Pq4XvL8Dq3AzSeC1bJ"', match: 'R7tYw2ZbN5cF3hJ6sA0eGk2Lm9Pq4XvL8Dq3AzSeC1bJ' },
      { text: 'export WEB_SEARCH_KEY="7e1b8d4c6fa0e5b9d2c7f1a3e83f9c2a"', match: '7e1b8d4c6fa0e5b9d2c7f1a3e83f9c2a' },
      { text: 'const opensearchApiKey = "d3e6f9a2b5c8e1f4a7c8e1f4a7b2d5e8f1a4b7c0";', match: 'd3e6f9a2b5c8e1f4a7c8e1f4a7b2d5e8f1a4b7c0' },
      { text: 'MAIN_WEBSITE_KEY=4f1b8d3c6e0a5f9b2d7c1e4a8f7c2e9a', match: '4f1b8d3c6e0a5f9b2d7c1e4a8f7c2e9a' },
      { text: 'MEILISEARCH_API_KEY=Lm9Pq2RtAzSeC4bDXk3Lm9Pq2Rt5Vw8Yz1Ab4Cd7', match: 'Lm9Pq2RtAzSeC4bDXk3Lm9Pq2Rt5Vw8Yz1Ab4Cd7' },
      { text: 'auth_token: "pub8e1c4a7f2b5d9e0c3a6f1b4d7e2a5c8f"', match: 'pub8e1c4a7f2b5d9e0c3a6f1b4d7e2a5c8f' },
      { text: 'DD_CLIENT_SECRET=pub0c3a6f1b4d7e2a5c8f8e1c4a7f2b5d9e', match: 'pub0c3a6f1b4d7e2a5c8f8e1c4a7f2b5d9e' },
      { text: 'private_key = stp_Wq4Tn8Lm2Vx6Rk0Pz3Hc7Jd1Fb5Gs9', match: 'stp_Wq4Tn8Lm2Vx6Rk0Pz3Hc7Jd1Fb5Gs9' },
      { text: 'export ACCESS_TOKEN=rcb_Hc7Jd1Fb5Gs9Wq4Tn8Lm2Vx6Rk0Pz3', match: 'rcb_Hc7Jd1Fb5Gs9Wq4Tn8Lm2Vx6Rk0Pz3' },
      { text: "\"SecretID\": \"3f2a9c1e-7b4d-4e8a-9f10-2c6d8e4b1a57\"", match: "3f2a9c1e-7b4d-4e8a-9f10-2c6d8e4b1a57" },
      { text: "export VAULT_SECRET_ID=72f988bf-86f1-41af-91ab-2d7cd011db47", match: "72f988bf-86f1-41af-91ab-2d7cd011db47" },
      { text: "{\"AccessorID\": \"3c1a7b2e-9d44-4f0b-8e61-5a2c9f0d7b13\", \"SecretID\": \"72f988bf-86f1-41af-91ab-2d7cd011db47\"}", match: "72f988bf-86f1-41af-91ab-2d7cd011db47" },
    ],
    fp: [
      { text: 'apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: billing\nspec:\n  encryptedData:\n    DATABASE_PASSWORD: AgBohYqz3B0tYTlKBzkdkQIZKMaDsP1NsaJgl2fEsKtTWxJW10ieKByCEZYYRfVQG/Gg0vhKCFhiGHp56jAwIUK/P8YMC6z10a5vtQm9trG82KfPVF7UeKF0l82KJjt7dP7LvK/+WJ3R+da8C0coAjniA5TAmqWOi0j+8VuQMmccXFcc1jmbtw//bsIMrZ95HyQt7qS81QGepkvrpRBFEwFvRi2whqCtMdvX+tQPR3v1+kP5EP+DwN3JmVSLzHwQSH1MZmdNjOHxcxJRQCHxIaghE+xxZaZY6XEVRuaTxSJHvoiA01w+CLM7j3wSgUXdabEj/fFzQCE77JhdhxxR91PpfyXoARTq6Wfwoq6wzWdhk/ahvvOvgXI4OCixJbz/AVVPA4myNpshKjCLBBMeGGSIgA2j4U5nIEfr0KEprZ6wEVKKl+9R+qef0UkECMs0HTEEKhMsjx3b4uzJKOVtsvFF42DTXz+VRvYmTEPFZ8TMKajyLHotSHPp43x4SMlMsJPgcX/+YHt1HM2wR5UxQNY5euSkxixYCl05bG1OCP9FifGzbxgBOs2JTQQsxqM1qq1TqLWi4OxWcX/yAZKXDEorpzjCkFfVqgLxWSsPzKt6DPGxEk9iHilwQg/jO4cGWxP2zA0NBI3Eto5W1ad/HPGKVHI63eK0iHwHCwJkBNS6jqMXHOPLmsY4oZuTjW+OsQ1je+3Tl4Ws/ew2+xOIYRylhsbrIjUYQeJGRzvOz+2JVw==', reason: 'a Bitnami Sealed Secrets encryptedData value (kubeseal: the RSA block length 0x0200, then the ciphertext): made to be committed, only the controller in the cluster can decrypt it' },
      { text: 'data:\n    api_token: ENC[AES256_GCM,data:9xKq2LmZ7pWv4Rt8Yc1Nb6Hd3Fj0Gs5Ae,iv:Zk8Lp3Qr7Tv1Wx5Yb9Nc2Md6Fg0Hj4Ks8=,tag:Rb2Nc6Md0Fg4Hj8Kl1Pq5St==,type:str]', reason: 'a SOPS-encrypted value: ciphertext made to be committed' },
      { text: 'tokenizer = AutoTokenizer.from_pretrained("bert-base-uncased")', reason: 'a function call, not a value' },
      { text: 'max_tokens: 4096', reason: 'too short and low entropy' },
      { text: 'password = os.environ["DB_PASSWORD"]', reason: 'read from the environment' },
      { text: 'secret_length = X25519.secret_length', reason: 'an identifier (allowlisted: letters only)' },
      { text: 'public_key = "9Cnzj4p4WGeKLs1Pt8QuKUpRKfFLfRYC9AIKjbJTWit"', reason: 'public keys are not secret (allowlisted on the match)' },
      { text: 'csrf-token=Mj2qykJO5rELyHgezQ69nzUX0i3OH67V7+V4eUrLfpuyOuxmiW9rhROG/Whikle15syazJOkrjJa3U2AbhIvUw==', reason: 'CSRF tokens are per-session and public to the page' },
      { text: 'Enter your password: ********', reason: 'masked' },
      { text: 'api_key: "your_api_key_here_12345"', reason: 'placeholder (allowlisted)' },
      { text: 'password: "${DB_PASSWORD}"', reason: 'template variable (allowlisted)' },
      { text: 'STRIPE_PUBLISHABLE_KEY=pk_live_51HqLyjWDarjtT1zdp7dcX', reason: 'publishable keys are public by design (allowlisted)' },
      { text: 'In the Azure docs the emulator uses DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;', reason: 'the Azure Storage emulator (Azurite) well-known account key, printed in Microsoft Learn (published-example)' },
      { text: 'VITE_MAPBOX_TOKEN=pk.eyJ1IjoiYWNtZWNvIiwiYSI6ImNsOXh5ejEyMzRhYmMifQ.Zx8kQw3pLmN7vB2cR5tY1g', reason: 'a Mapbox public token (pk.): issued for client-side maps (public-client-key)' },
      { text: 'NEXT_PUBLIC_POSTHOG_KEY=phc_Q8dK2mVx7LpR4tYw9ZbN3cF6hJ1sA5eG0uI8oT2kXyW', reason: 'a PostHog project key (phc_): public by design (public-client-key)' },
      { text: 'Purchases.configure(withAPIKey: "appl_Rk3mPq9XvL2tYw8ZbN4cF7hJ1sA")', reason: 'a RevenueCat public SDK key (appl_, goog_, amzn_): made for the app bundle (public-client-key)' },
      { text: 'REVENUECAT_STRIPE_APP_KEY=stp_Wq4Tn8Lm2Vx6Rk0Pz3Hc7Jd1Fb5Gs9\nRC_BILLING_PUBLIC_KEY=rcb_Hc7Jd1Fb5Gs9Wq4Tn8Lm2Vx6Rk0Pz3', reason: 'RevenueCat\'s Stripe and Web Billing public keys (stp_, rcb_) under a RevenueCat name (public-client-key)' },
      { text: "datadogRum.init({ applicationId: 'x', clientToken: 'pub8e1c4a7f2b5d9e0c3a6f1b4d7e2a5c8f', site: 'datadoghq.eu' });", reason: 'a Datadog RUM client token (pub + 32 hex) as clientToken: made for the browser (public-client-key)' },
      { text: '{"platform":"ios","adjust_app_token":"2fm9gkqubvpc","amplitude_api_key":"88b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5","mixpanel_token":"3c1a7b2e9d444f0b8e615a2c9f0d7b13"}', reason: 'analytics SDK keys their vendors document as public (Adjust app token, Amplitude API key, Mixpanel project token)' },
      { text: 'RECAPTCHA_SITE_KEY=6LcR3mPq9XvL2tYw8ZbN4cF7hJ1sA5eG0uI8oT2k', reason: 'a site key is the public half of a CAPTCHA key pair' },
      { text: 'const search = algoliasearch(appId, "x"); ALGOLIA_SEARCH_ONLY_KEY=a8f3c2e1d4b5967f8e0a1b2c3d4e5f60', reason: 'a search-only key is meant for the front end' },
      { text: 'TYPESENSE_SEARCH_API_KEY=Vw8Yz1Ab4Cd7Ef0Gh3Jk6Mn9Pq2RtAz', reason: 'Typesense\'s search key, a scoped key for the front end' },
      { text: 'const cfg = { algoliaSearchKey: "3d4e5f60a8f3c2e1d4b5967f8e0a1b2c", hcaptchaSiteKey: "10000000-ffff-ffff-ffff-0000000a1b2c" };', reason: 'camelCase search and site keys: front-end keys' },
      { text: '<div class="h-captcha" data-sitekey="7c1e4a8f-2e9a-4f1b-8d3c-6e0a5f9b2d7c"></div>', reason: 'an hCaptcha site key in the widget markup' },
      { text: 'POSTHOG_API_KEY=phc_T4nV8kQ2mXw7LpR9yZbN3cF6hJ1sA5eG0uI8oT2kDq', reason: 'a PostHog project API key (phc_), whatever it is named: PostHog documents it as public, sent by posthog-js from every browser (personal keys phx_ are secret)' },
      { text: 'api_key = "31415926535897932384"', reason: 'decimal digits: the hex floor needs a letter a-f too' },
      { text: 'mac_key = "9F1C0A7E3B9D1C0F7A3E9B1D0C7F3A9E"', reason: 'upper-case hex (test vectors, example key material) keeps the general floor: entropy 3.44 < 3.5' },
      { text: 'If you forgot your password: click "Reset password" and follow the e-mail link.', reason: 'prose' },
      { text: "2024-06-03T09:14:03.004Z INFO  auth      req_id=c0e8f3a2-19b6-4d58-b7a1-6e2f9c4d0b83 msg=\"token refreshed\"", reason: "a log line: 'auth' is the service name; the UUID is the value of req_id" },
      { text: "token_service traceId: 4bf92f3577b34da6a3ce929d0e0e4736 spanId: 00f067aa0ba902b7", reason: "the hex value is a trace id named right before it" },
      { text: "AUTH_TENANT_ID=72f988bf-86f1-41af-91ab-2d7cd011db47\nAUTH_CLIENT_APP=3c1a7b2e-9d44-4f0b-8e61-5a2c9f0d7b13\nAUTH_AUDIENCE=api://3c1a7b2e-9d44-4f0b-8e61-5a2c9f0d7b13", reason: "a UUID under a name that ends in an identifier word (_ID, _APP, _CLIENT, _TENANT, _PROJECT, ...) is an identifier of an app, client or tenant, not a secret, even after a secret-ish prefix (AUTH_)" },
      { text: "SECRET_STORE_ID=3f2a9c1e-7b4d-4e8a-9f10-2c6d8e4b1a57\nAPI_TOKEN_ID=8c1d2e3f-4a5b-4c6d-9e7f-0a1b2c3d4e5f", reason: "a UUID under a name whose last segment is ID is the identifier of a secret (a secret store, an API token), not the secret, even after SECRET/TOKEN/KEY; only SECRET_ID itself (Vault AppRole, Consul/Nomad SecretID) and SESSION ids are credentials" },
      { text: "const apiTokenId = '3f2a9c1e-7b4d-4e8a-9f10-2c6d8e4b1a57';", reason: "camelCase ...TokenId: the id of a token, not the token" },
    ],
  },
  'algolia-api-key': {
    why: 'an Algolia search-only key is made for front-end code (Algolia\'s docs: "use the search-only API key in your front end"); a key named as one (ALGOLIA_SEARCH_KEY, searchOnlyApiKey, algolia_search_api_key) is left alone unless the name also says admin, write or secret',
    allowlist: [{ target: 'match', flags: 'i', regexes: [String.raw`^(?![\w.-]{0,60}?(?:admin|write|secret|private|master))[\w.-]{0,60}?search[_.-]?(?:only[_.-]?)?(?:api[_.-]?)?key`] }],
    tp: [{ text: 'ALGOLIA_ADMIN_API_KEY=a8f3c2e1d4b5967f8e0a1b2c3d4e5f60', match: 'a8f3c2e1d4b5967f8e0a1b2c3d4e5f60' }],
    fp: [{ text: 'ALGOLIA_SEARCH_API_KEY=a8f3c2e1d4b5967f8e0a1b2c3d4e5f60', reason: 'a search-only key, meant for the front end' }],
  },
  'kubernetes-secret-yaml': {
    why: 'no literal cases in gitleaks\' tests (its samples are random); hand-written manifest cases',
    tp: [{
      text: 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ntype: Opaque\ndata:\n  password: UzNjcjN0UEBzc3cwcmQtMjAyNA==\n',
      match: 'password: UzNjcjN0UEBzc3cwcmQtMjAyNA==',
    }, {
      text: 'data:\n  api-token: "c2stbGl2ZS05ZjJhN2MxZTRiOGQ="\nkind: Secret\n',
      match: 'api-token: "c2stbGl2ZS05ZjJhN2MxZTRiOGQ="',
    }],
    fp: [{
      text: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\ndata:\n  log_level: debug\n',
      reason: 'a ConfigMap, not a Secret',
    }, {
      text: 'kind: Secret\ndata:\n  password: {{ .Values.db.password | b64enc }}\n',
      reason: 'Helm template value (allowlisted)',
    }],
  },
  'hashicorp-tf-password': {
    why: 'gitleaks only applies it to *.tf/*.hcl files; without a path it is a generic `password = "..."` detector, so it scores 0.6 (review) instead of 0.8',
    score: 0.6,
  },
  'jwt-base64': {
    why: 'the named groups only label the JWT header claim; gitleaks would report the first of them (a 10-character header fragment) as the secret, so the whole token is reported instead',
    wholeMatch: true,
  },
};

/** gitleaks rules not ported, with the reason. */
const SKIPPED: Record<string, string> = {
  'pkcs12-file': 'path-only rule (flags *.p12/*.pfx file names); a content scanner has no file path to test',
};

// ---------------------------------------------------------------------------------------------------------
// Allowlists
// ---------------------------------------------------------------------------------------------------------

/**
 * Scanward's placeholder allowlist (tested on the secret, case-insensitive), added to every ported rule:
 * documentation and template values are not leaks. Kept narrow so a real random token never hits it.
 */
export const PLACEHOLDER_ALLOWLIST: AllowlistOut = {
  flags: 'i',
  regexes: [
    String.raw`^[\x60'"]?<[^<>\r\n]{1,100}>[\x60'"]?$`, // <your-api-key>
    String.raw`^[\x60'"]?\$\{?[a-z_][a-z0-9_]{0,100}\}?[\x60'"]?$`, // $VAR, ${VAR}
    String.raw`^[\x60'"]?\$?\{\{[^{}\r\n]{1,100}\}\}[\x60'"]?$`, // {{ var }}, ${{ secrets.X }}
    String.raw`^[\x60'"]?%[a-z_][a-z0-9_]{0,100}%[\x60'"]?$`, // %VAR%
    String.raw`(?:^|[^a-z])your[_-]?(?:own[_-]?)?(?:api[_-]?|access[_-]?|secret[_-]?|auth[_-]?|app[_-]?|client[_-]?|bot[_-]?)?(?:key|token|secret|password|pass|id)`,
    // the same in other languages: tu_contraseña, votre_mot_de_passe, dein_passwort, tua_password, sua_senha, je_wachtwoord
    String.raw`(?:^|[^a-z])(?:tu|tus|su|votre|ton|dein|deine|ihr|tua|tuo|sua|seu|je|uw)[_-](?:api[_-]?|secret[_-]?)?(?:contrase(?:\u00F1|n)a|clave|mot[_-]?de[_-]?passe|passwort|kennwort|schl(?:\u00FC|ue)ssel|senha|chave|wachtwoord|sleutel|password|token|key|secret)`,
    String.raw`^[\x60'"]?(?:dummy|sample|fake|example|test|placeholder|change[_-]?me|replace[_-]?me|redacted|secret|password|passwd|token|api[_-]?key)[_-]?(?:key|token|secret|password|value|string)?[_-]?[0-9]{0,6}[\x60'"]?$`,
    String.raw`x{5}|\*{4}|#{4}|\.{4}|\u2022{3}`, // masked: xxxxx, ****, ####, ...., •••
  ],
  stopwords: ['example', 'placeholder', 'changeme', 'dummy', 'redacted', 'not-a-real', 'not_a_real', 'notareal', 'do-not-use', 'do_not_use'],
};

/** Translates a list of gitleaks allowlist regexes (captures dropped), grouped by the JS flags they need. */
function translateAllowRegexes(regexes: string[], target: 'secret' | 'match'): AllowlistOut[] {
  const byFlags = new Map<string, string[]>();
  for (const r of regexes) {
    const p = translateNoCapture(r, Infinity); // tested on one secret or match, never scanned: no bound needed
    byFlags.set(p.flags ?? '', [...(byFlags.get(p.flags ?? '') ?? []), p.regex]);
  }
  return [...byFlags].map(([flags, rs]) => ({ regexes: rs, ...(flags ? { flags } : {}), ...(target === 'match' ? { target } : {}) }));
}

/** gitleaks allowlist → ours: regexes keep their target ("line" ≈ "match"); stopwords test the secret. */
function portAllowlist(al: GoAllowlist, notes: string[]): AllowlistOut[] {
  if (al.condition === 'AND' && al.paths?.length) {
    notes.push('an allowlist that needs a file path (condition AND) is dropped');
    return [];
  }
  if (al.paths?.length && !al.regexes?.length && !al.stopwords?.length) {
    notes.push('a path-only allowlist is dropped');
    return [];
  }
  const out: AllowlistOut[] = [];
  const target = al.regexTarget ? 'match' : 'secret';
  if (al.regexTarget === 'line') notes.push('a "line" allowlist is applied to the match');
  if (al.regexes?.length) out.push(...translateAllowRegexes(al.regexes, target));
  if (al.stopwords?.length) out.push({ stopwords: al.stopwords.map((s) => s.toLowerCase()) });
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Port
// ---------------------------------------------------------------------------------------------------------

const SEMI_GENERIC = /^(?:\(\?i\))?\[\\w\.-\]\{0,50\}\?/;

function scoreFor(rule: GoRule): number {
  if (rule.id === 'generic-api-key') return 0.6;
  if (SEMI_GENERIC.test(rule.regex ?? '')) return 0.8;
  return 0.9;
}

function checkRule(rule: RuleOut): string[] {
  let compiled: CompiledRule[];
  try {
    compiled = compilePack({ file: 'rules/dlp/gitleaks.json', pack: { pack: 'check', description: 'check', rules: [rule] } });
  } catch (e) {
    return [(e as Error).message];
  }
  const c = compiled[0];
  const out: string[] = [];
  c.tests.tp.forEach((tc, i) => {
    const why = tpFailure(c, tc);
    if (why) out.push(`tp[${i}]: ${why}`);
  });
  c.tests.fp.forEach((tc, i) => {
    const why = fpFailure(c, tc);
    if (why) out.push(`fp[${i}]: ${why}`);
  });
  for (const p of c.patterns) {
    const examples = c.tests.tp.map((tc) => tc.match ?? tc.text);
    for (const input of adversarialInputs(p.regex, examples)) {
      let best = Infinity;
      for (let k = 0; k < 3 && best >= REDOS_BOUND_MS; k++) best = Math.min(best, timeScan(p.regex, input.text));
      if (best >= REDOS_BOUND_MS) out.push(`${p.source} takes ${best.toFixed(0)} ms on ${input.name}`);
    }
  }
  return out;
}

/** The rule as compiled by the real loader, for computing spans of cases. */
function compileOne(rule: RuleOut): CompiledRule | undefined {
  try {
    return compilePack({ file: 'rules/dlp/gitleaks.json', pack: { pack: 'check', description: 'check', rules: [{ ...rule, tests: { tp: [{ text: rule.keywords[0] ?? 'x', match: rule.keywords[0] ?? 'x' }], fp: [{ text: '', reason: 'x' }] } }] } })[0];
  } catch {
    return undefined;
  }
}

function acceptedSpans(rule: CompiledRule, text: string): string[] {
  return scanWithRules([rule], text).filter((f) => f.accepted && f.ruleId === rule.id).map((f) => text.slice(f.start, f.end));
}

interface PortResult {
  rule?: RuleOut;
  status: 'ported' | 'hand-fixed' | 'skipped' | 'core';
  notes: string[];
  generatedTp: number;
  generatedFp: number;
  reason?: string;
}

/** gitleaks' secretSuffix, as its config writes it after a token. */
const GO_SUFFIX = String.raw`(?:[\x60'"\s;]|\\[nr]|$)`;
/** The same, also ending a token at markup, CSV, code and URL-query punctuation (see the header). */
const WIDE_SUFFIX = String.raw`(?:[\x60'"\s;<>,)\]}&]|\\[nr]|$)`;

/**
 * Rules that keep gitleaks' suffix: generic-api-key takes any identifier-like value after a keyword and ',' (an
 * argument list: "ValueType.KEY, BitWidth.WIDTH8)"), so ')' or ',' after the value would let code through.
 */
const NARROW_SUFFIX = new Set(['generic-api-key']);

function portRule(g: GoRule, global: AllowlistOut[], cases: CaseRow[]): PortResult {
  const notes: string[] = [];
  const fix = HAND_FIXES[g.id];
  if (!g.regex) return { status: 'skipped', notes, generatedTp: 0, generatedFp: 0, reason: SKIPPED[g.id] ?? 'no regex' };
  let go = g.regex;
  for (const [from, to] of fix?.goReplace ?? []) {
    if (!go.includes(from)) throw new Error(`${g.id}: hand fix no longer applies (regex changed)`);
    go = go.split(from).join(to);
  }
  if (!NARROW_SUFFIX.has(g.id)) go = go.split(GO_SUFFIX).join(WIDE_SUFFIX);
  const tr = fix?.wholeMatch ? translateWhole(go) : translate(go, g.secretGroup ?? 0);
  notes.push(...new Set(tr.notes));
  if (g.path) notes.push(`gitleaks restricts it to paths matching /${g.path}/; applied to all content here`);
  const allowlist: AllowlistOut[] = [...global, PLACEHOLDER_ALLOWLIST, PUBLISHED_EXAMPLE_ALLOWLIST];
  for (const al of g.allowlists ?? []) allowlist.push(...portAllowlist(al, notes));
  allowlist.push(...(fix?.allowlist ?? []));
  const rule: RuleOut = {
    id: g.id,
    category: 'dlp',
    level: 'L1',
    description: g.description,
    keywords: fix?.keywords ?? (g.keywords ?? []).map((k) => k.toLowerCase()),
    patterns: [...tr.patterns, ...(fix?.extraPatterns ?? [])],
    ...(tr.secretGroup ? { secretGroup: tr.secretGroup } : {}),
    ...(g.entropy !== undefined || fix?.entropy !== undefined ? { entropy: fix?.entropy ?? g.entropy } : {}),
    ...(fix?.hexEntropy !== undefined ? { hexEntropy: fix.hexEntropy } : {}),
    score: fix?.score ?? scoreFor(g),
    allowlist,
    tags: ['gitleaks'],
    tests: { tp: [], fp: [] },
  };
  const compiled = compileOne(rule);
  if (!compiled) {
    const err = checkRule({ ...rule, tests: { tp: [{ text: 'x', match: 'x' }], fp: [{ text: 'x', reason: 'x' }] } })[0];
    return { status: 'skipped', notes, generatedTp: 0, generatedFp: 0, reason: `does not load after translation: ${err}` };
  }
  // Cases from gitleaks' own rule tests.
  for (const row of cases) {
    if (row.category === 'dlp') {
      const spans = acceptedSpans(compiled, row.text);
      const expected = row.spans[0]?.value;
      const near = expected === undefined ? undefined : spans.find((sp) => sp !== expected && (sp.includes(expected) || expected.includes(sp)));
      if (expected !== undefined && (spans.includes(expected) || !near)) rule.tests.tp.push({ text: row.text, match: expected });
      else if (expected !== undefined && near) {
        notes.push(`tp span ${JSON.stringify(near)} differs from the cases file's ${JSON.stringify(expected)} (what the gitleaks regex itself reports)`);
        rule.tests.tp.push({ text: row.text, match: near });
      } else if (spans.length) rule.tests.tp.push({ text: row.text, match: spans[0] });
      else rule.tests.tp.push({ text: row.text, match: '(no span in the cases file and no match)' });
    } else rule.tests.fp.push({ text: row.text, reason: 'gitleaks fps' });
  }
  for (const [k, why] of Object.entries(fix?.dropTp ?? {})) {
    notes.push(`gitleaks tp dropped: ${why}`);
    rule.tests.tp[Number(k)] = { text: '', match: 'DROP' };
  }
  rule.tests.tp = rule.tests.tp.filter((c) => c.match !== 'DROP');
  rule.tests.tp.push(...(fix?.tp ?? []));
  rule.tests.fp.push(...(fix?.fp ?? []));
  let generatedTp = 0;
  let generatedFp = 0;
  if (rule.tests.tp.length === 0) {
    const tp = generateTp(g, go, rule, compiled);
    if (tp) {
      rule.tests.tp.push(tp);
      generatedTp++;
    }
  }
  if (rule.tests.fp.length === 0) {
    const fps = generateFps(rule, compiled);
    rule.tests.fp.push(...fps);
    generatedFp += fps.length;
  }
  return { rule, status: fix ? 'hand-fixed' : 'ported', notes, generatedTp, generatedFp };
}

/** One JS regex for a Go regex, every group non-capturing. */
function translateNoCapture(go: string, bound = UNBOUNDED_MAX): { regex: string; flags?: string } {
  const strip = (n: GNode): GNode => {
    switch (n.t) {
      case 'group': return { ...n, cap: 0, body: strip(n.body) };
      case 'rep':
      case 'look': return { ...n, body: strip(n.body) };
      case 'cat': return { ...n, items: n.items.map(strip) };
      case 'alt': return { ...n, alts: n.alts.map(strip) };
      default: return n;
    }
  };
  const node = strip(parseGo(go).root);
  const nodes = charNodes(node);
  const fold = nodes.some((c) => 'fold' in c && c.fold && caseSensitiveMatters(c));
  const exact = nodes.some((c) => 'fold' in c && !c.fold && caseSensitiveMatters(c));
  const regex = emit(node, { expandFold: fold && exact, keepGroup: 0, bound });
  return fold && !exact ? { regex, flags: 'i' } : { regex };
}

/** Translation that keeps no capture group (the whole match is the secret). */
function translateWhole(go: string): Translated {
  const notes = hasUnbounded(parseGo(go).root) ? [`unbounded quantifiers bounded at ${UNBOUNDED_MAX}`] : [];
  return { patterns: [translateNoCapture(go)], secretGroup: 0, notes: [...notes, 'capture groups dropped: the whole match is the secret'] };
}

/** The service word of a semi-generic regex: the first group after the identifier prefix, e.g. "adafruit". */
function contextWord(n: GNode): string | undefined {
  if (n.t === 'group' && !n.cap && n.body.t === 'cat') return contextWord(n.body);
  if (n.t !== 'cat') return undefined;
  for (const item of n.items) {
    if (item.t === 'rep') continue;
    if (item.t === 'group' && item.body.t === 'cat' && item.body.items[0]?.t === 'rep') return contextWord(item.body);
    if (item.t === 'group') return sampleNode(item, rngFor('context')).replace(/[^\w.-]/g, '') || undefined;
    return undefined;
  }
  return undefined;
}

/** gitleaks' sample form first, then a few other common shapes; the first one the rule finds wins. */
function generateTp(g: GoRule, go: string, rule: RuleOut, compiled: CompiledRule): Tp | undefined {
  const { root } = parseGo(go);
  const semi = SEMI_GENERIC.test(go);
  const service = g.id.split('-')[0];
  const kw = (semi ? contextWord(root) : undefined) ?? service;
  for (let attempt = 0; attempt < 8; attempt++) {
    const rnd = rngFor(`${g.id}:${attempt}`);
    const caps = captures(root);
    const out: { secret?: string } = {};
    const whole = sampleNode(root, rnd, caps[0] ?? 0, out);
    const samples = [...new Set([out.secret ?? whole, whole])];
    const forms = samples.flatMap((secret) => (semi
      ? [`${kw}_api_token = "${secret}"`, `${kw.toUpperCase()}_TOKEN=${secret}`, `"${kw}": "${secret}"`, `${kw}: ${secret}`]
      : /["'\s<>]/.test(secret)
        ? [secret]
        : [`${kw}_api_token = "${secret}"`, `${kw.toUpperCase()}_TOKEN=${secret}`, secret]));
    for (const text of forms) {
      if (rule.keywords.length && !rule.keywords.some((k) => text.toLowerCase().includes(k))) continue;
      const spans = acceptedSpans(compiled, text);
      if (spans.length === 1) return { text, match: spans[0] };
    }
  }
  return undefined;
}

/** Negatives: the same shape with a masked value, a truncated value, and the keyword in prose. */
function generateFps(rule: RuleOut, compiled: CompiledRule): Fp[] {
  const tp = rule.tests.tp[0];
  const cands: Fp[] = [];
  const kw = rule.keywords[0] ?? rule.id;
  const service = rule.id.split('-')[0];
  if (tp) {
    const masked = tp.match.slice(0, 4) + tp.match.slice(4).replace(/[A-Za-z0-9]/g, 'x');
    cands.push({ text: tp.text.replace(tp.match, masked), reason: 'masked value (generated negative)' });
    cands.push({ text: tp.text.replace(tp.match, tp.match.slice(0, Math.max(1, Math.floor(tp.match.length / 2)))), reason: 'value truncated to half its length (generated negative)' });
  }
  cands.push({ text: `The ${service} docs explain how to create a "${kw}" credential and how to rotate it.`, reason: 'the keyword in prose, no credential (generated negative)' });
  return cands.filter((c) => acceptedSpans(compiled, c.text).length === 0);
}

// ---------------------------------------------------------------------------------------------------------
// generic-api-key yields to specific rules
// ---------------------------------------------------------------------------------------------------------

/** Token prefixes of core.json's rules (hand-tuned, not translated here). */
const CORE_PREFIXES = ['AKIA', 'ASIA', 'ABIA', 'ACCA', 'A3T', 'ghp_', 'gho_', 'ghu_', 'ghs_', 'github_pat_', 'xoxb-', 'xoxp-', 'xoxe-',
  'sk_live_', 'sk_test_', 'sk_prod_', 'rk_live_', 'rk_test_', 'rk_prod_', 'sk-', 'AIza', 'sq0csp-'];
/** Leading literals that are not token prefixes (a command, a scheme) or that generic-api-key must still see (eyJ: gitleaks' own generic tps include non-JWT eyJ values). */
const NOT_PREFIXES = new Set(['curl', 'https://', 'eyJ']);

/** The literal characters a pattern's secret starts with (after \b), e.g. "glpat-"; "" when it has none. */
function literalPrefix(go: string, secretGroup: number): string {
  const { root } = parseGo(go);
  let node: GNode = root;
  const find = (n: GNode): GNode | undefined => {
    if (n.t === 'group' && n.cap && (n.cap === secretGroup || !secretGroup)) return n;
    const kids = n.t === 'cat' ? n.items : n.t === 'group' ? [n.body] : [];
    for (const k of kids) {
      const hit = find(k);
      if (hit) return hit;
    }
    return undefined;
  };
  node = (captures(root).length ? find(root) : root) ?? root;
  let out = '';
  const walkLead = (n: GNode): boolean => {
    if (n.t === 'lit') {
      out += String.fromCodePoint(n.cp);
      return true;
    }
    if (n.t === 'assert') return true;
    if (n.t === 'group') return walkLead(n.body);
    if (n.t === 'cat') return n.items.every(walkLead);
    return false;
  };
  walkLead(node);
  return out;
}

/**
 * gitleaks drops a generic-api-key finding that another rule also reported. The engine has no cross-rule
 * filter, so generic-api-key gets an allowlist of the token prefixes the specific rules own: a value that
 * starts like a known token is that rule's call (and a fake one that rule rejected is no generic leak).
 */
function genericYieldAllowlist(config: GoConfig): AllowlistOut {
  const prefixes = new Set(CORE_PREFIXES);
  for (const g of config.rules) {
    if (!g.regex || g.id === 'generic-api-key' || SEMI_GENERIC.test(g.regex) || SKIPPED[g.id]) continue;
    let prefix = '';
    try {
      prefix = literalPrefix(g.regex, g.secretGroup ?? 0);
    } catch {
      continue;
    }
    if (!NOT_PREFIXES.has(prefix) && ((prefix.length >= 3 && /[^a-z]/i.test(prefix.slice(-1))) || prefix.length >= 4)) prefixes.add(prefix);
  }
  const esc = (p: string) => p.replace(/[\\^$.|?*+()[\]{}/-]/g, '\\$&');
  return { flags: 'i', regexes: [`^(?:${[...prefixes].sort().map(esc).join('|')})`] };
}

// ---------------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------------

/** What a run produces, written nowhere: the pack's text, the report's text and the problems found. */
export interface Generated {
  json: string;
  report: string;
  problems: string[];
  summary: string;
}

/** Runs the whole port in memory (about a second); main() and scripts/port-gitleaks.test.ts call it. */
export function generate(): Generated {
  const config = Bun.TOML.parse(readFileSync(TOML_FILE, 'utf8')) as unknown as GoConfig;
  const rows: CaseRow[] = readFileSync(CASES_FILE, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const coreIds = new Set<string>((JSON.parse(readFileSync(CORE_PACK, 'utf8')).rules as Array<{ id: string }>).map((r) => r.id));
  const globalNotes: string[] = [];
  const global = portAllowlist(config.allowlist, globalNotes);

  const results = new Map<string, PortResult>();
  const problems: string[] = [];
  for (const g of config.rules) {
    if (coreIds.has(g.id)) {
      results.set(g.id, { status: 'core', notes: [], generatedTp: 0, generatedFp: 0, reason: 'same id in rules/dlp/core.json (hand-tuned; carries gitleaks\' cases for it)' });
      continue;
    }
    if (SKIPPED[g.id]) {
      results.set(g.id, { status: 'skipped', notes: [], generatedTp: 0, generatedFp: 0, reason: SKIPPED[g.id] });
      continue;
    }
    let r: PortResult;
    try {
      r = portRule(g, global, rows.filter((row) => row.label === g.id));
      if (g.id === 'generic-api-key' && r.rule) {
        r.rule.allowlist.push(genericYieldAllowlist(config));
        r.notes.push('values starting with a token prefix owned by a specific rule are left to that rule (gitleaks drops overlapping generic findings)');
      }
    } catch (e) {
      r = { status: 'skipped', notes: [], generatedTp: 0, generatedFp: 0, reason: `cannot translate: ${(e as Error).message}` };
    }
    if (r.rule) {
      if (!r.rule.tests.tp.length || !r.rule.tests.fp.length) problems.push(`${g.id}: no ${r.rule.tests.tp.length ? 'fp' : 'tp'} case could be generated`);
      for (const p of checkRule(r.rule)) problems.push(`${g.id}: ${p}`);
    } else problems.push(`${g.id}: skipped (${r.reason})`);
    results.set(g.id, r);
  }

  // Every rule carries gitleaks' global allowlist and the placeholder allowlist: the pack declares each once under a
  // name and the rules name them (the loader compiles one shared copy), instead of 208 copies of ~1.7 KB each.
  const shared = new Map<AllowlistOut, string>(global.map((al, i) => [al, global.length > 1 ? `gitleaks-global-${i + 1}` : 'gitleaks-global']));
  shared.set(PLACEHOLDER_ALLOWLIST, 'placeholder');
  shared.set(PUBLIC_CLIENT_KEY_ALLOWLIST, 'public-client-key');
  shared.set(PUBLISHED_EXAMPLE_ALLOWLIST, 'published-example');
  const used = new Set<AllowlistOut>();
  const rules = [...results.values()].flatMap((r) => (r.rule ? [r.rule] : [])).map((rule): PackRuleOut => ({
    ...rule,
    allowlist: rule.allowlist.map((al) => (shared.has(al) ? (used.add(al), shared.get(al)!) : al)),
  }));
  const pack = {
    $schema: '../rule-pack.schema.json',
    pack: 'dlp-gitleaks',
    description: `GENERATED by scripts/port-gitleaks.ts from ${SOURCE} (MIT, Copyright (c) 2019 Zachary Rice; see rules/NOTICE) and the rule tests of the same commit (cmd/generate/config/rules/*.go, via ../shared/data/dlp/gitleaks_rule_cases.jsonl). Do not edit: change the script and re-run it. Porting notes: rules/dlp/PORTING.md.`,
    allowlists: Object.fromEntries([...shared].filter(([al]) => used.has(al)).map(([al, name]) => [name, al])),
    rules,
  };
  const counts = countBy([...results.values()].map((r) => r.status));
  return {
    json: formatPack(pack),
    report: renderReport(config, results, globalNotes),
    problems,
    summary: `gitleaks rules: ${config.rules.length}; ${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')}; emitted ${rules.length}`,
  };
}

function main(): void {
  const check = process.argv.includes('--check');
  const outIdx = process.argv.indexOf('--out');
  const outDir = outIdx >= 0 ? process.argv[outIdx + 1] : undefined;
  if (outIdx >= 0 && (!outDir || outDir.startsWith('--'))) throw new Error('--out needs a directory');
  const outPack = outDir ? join(outDir, 'gitleaks.json') : OUT_PACK;
  const outReport = outDir ? join(outDir, 'PORTING.md') : OUT_REPORT;
  const { json, report, problems, summary } = generate();
  for (const p of problems) console.error(`problem: ${p}`);
  console.log(summary);
  if (check) {
    const same = readFileSync(OUT_PACK, 'utf8') === json && readFileSync(OUT_REPORT, 'utf8') === report;
    if (!same) console.error('rules/dlp/gitleaks.json or PORTING.md is out of date: run bun scripts/port-gitleaks.ts');
    process.exit(same && !problems.length ? 0 : 1);
  }
  if (outDir) mkdirSync(outDir, { recursive: true });
  writeFileSync(outPack, json);
  writeFileSync(outReport, report);
  console.log(`wrote ${outPack} and ${outReport}`);
  if (problems.length) process.exit(1);
}

/** Pretty JSON with one rule field per line and short values inline, so diffs stay readable. */
export function formatPack(pack: { rules: PackRuleOut[] } & Record<string, unknown>): string {
  const { rules, ...head } = pack;
  const fields = (r: PackRuleOut) => Object.entries(r).map(([k, v]) => {
    if (k === 'tests') {
      const t = v as RuleOut['tests'];
      const list = (xs: unknown[]) => xs.map((x) => `        ${JSON.stringify(x)}`).join(',\n');
      return `      "tests": {\n        "tp": [\n${list(t.tp).replace(/^ {8}/gm, '          ')}\n        ],\n        "fp": [\n${list(t.fp).replace(/^ {8}/gm, '          ')}\n        ]\n      }`;
    }
    if (k === 'allowlist') return `      "allowlist": [\n${(v as unknown[]).map((a) => `        ${JSON.stringify(a)}`).join(',\n')}\n      ]`;
    return `      ${JSON.stringify(k)}: ${JSON.stringify(v)}`;
  }).join(',\n');
  const headJson = Object.entries(head).map(([k, v]) => {
    if (k !== 'allowlists') return `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`;
    const named = Object.entries(v as Record<string, unknown>).map(([name, al]) => `    ${JSON.stringify(name)}: ${JSON.stringify(al)}`);
    return `  "allowlists": {\n${named.join(',\n')}\n  }`;
  }).join(',\n');
  return `{\n${headJson},\n  "rules": [\n${rules.map((r) => `    {\n${fields(r)}\n    }`).join(',\n')}\n  ]\n}\n`;
}

function countBy(xs: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const x of xs) out[x] = (out[x] ?? 0) + 1;
  return out;
}

function renderReport(config: GoConfig, results: Map<string, PortResult>, globalNotes: string[]): string {
  const all = [...results.entries()];
  const of = (s: PortResult['status']) => all.filter(([, r]) => r.status === s);
  const covered = of('ported').length + of('hand-fixed').length + of('core').length;
  const lines = [
    '# Porting gitleaks to Scanward (generated)',
    '',
    `Generated by \`bun scripts/port-gitleaks.ts\` from ${SOURCE} (${config.rules.length} rules). Do not edit by hand.`,
    '',
    `- Ported automatically: ${of('ported').length}`,
    `- Ported with a hand fix: ${of('hand-fixed').length}`,
    `- Covered by the same id in \`rules/dlp/core.json\`: ${of('core').length}`,
    `- Skipped: ${of('skipped').length}`,
    `- Coverage: ${covered} of ${config.rules.length} (${((100 * covered) / config.rules.length).toFixed(1)} %)`,
    `- Test cases generated (rules without gitleaks literals): tp ${all.reduce((a, [, r]) => a + r.generatedTp, 0)}, fp ${all.reduce((a, [, r]) => a + r.generatedFp, 0)}`,
    '',
    '## How rules are translated',
    '',
    'See the header of `scripts/port-gitleaks.ts`. In short: Go RE2 → JavaScript (case-insensitive scopes become the `i` flag or folded classes, `\\z` → `$`, POSIX classes expanded, unbounded quantifiers bounded), one capture group per pattern (the secret), gitleaks\' global allowlist plus our placeholder allowlist on every rule, per-rule allowlists kept (path allowlists dropped, "line" targets applied to the match), gitleaks\' token suffix widened to also end a token at `<`, `>`, `,`, `)`, `]`, `}` and `&` (HTML, CSV, JSON arrays, code, URL queries; not for generic-api-key, whose values are any identifier), base score 0.9 for prefixed tokens, 0.8 for service-keyword assignments, 0.6 for generic-api-key.',
    '',
    `Global allowlist: ${globalNotes.length ? globalNotes.join('; ') : 'regexes and stopwords ported'}; its ${(config.allowlist.paths ?? []).length} path patterns are dropped.`,
    '',
    '## Overlaps with the hand-written packs',
    '',
    '- Same id in core.json and gitleaks: the core rule is kept (listed below) and carries gitleaks\' cases for that id; every one of them passes.',
    '- `generic-secret-assignment` (former core rule) is folded into `generic-api-key` (its extra password pattern and its cases), so generic secrets have one rule id.',
    '- `generic-api-key` yields to specific rules: an allowlist of the token prefixes they own (gitleaks drops generic findings that overlap another rule\'s).',
    '- gitleaks has test cases but no config rule for `square-secret` (hand-written in core.json) and `gcp-service-account` (sensitive.json).',
    '- `connection-string-password` lives in sensitive.json with the other credential-bearing config shapes.',
    '',
    '## Skipped',
    '',
    ...of('skipped').map(([id, r]) => `- \`${id}\`: ${r.reason}`),
    '',
    '## Kept in core.json',
    '',
    ...of('core').map(([id]) => `- \`${id}\``),
    '',
    '## Hand fixes',
    '',
    ...of('hand-fixed').map(([id]) => `- \`${id}\`: ${HAND_FIXES[id].why}`),
    '',
    '## Translation notes',
    '',
    ...all.filter(([, r]) => r.notes.length).map(([id, r]) => `- \`${id}\`: ${r.notes.join('; ')}`),
    '',
  ];
  return lines.join('\n');
}

if (import.meta.main) main();
