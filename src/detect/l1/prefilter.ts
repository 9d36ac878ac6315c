/**
 * Literal pre-filter of one regex, derived from its syntax (after RE2's prefilter): a condition of the form
 * "every clause has one of its strings in text.toLowerCase()" that holds for every text the regex can match in.
 * A rule's keywords gate the rule; this gates each of its patterns, so a rule whose keywords are common words
 * ("select", "script"), or a rule with no keywords at all, still skips the regexes whose literals are absent.
 *
 * Soundness is what matters: the condition may be weaker than the regex (it often is), never stronger. Hence:
 * only ASCII characters become literal text (non-ASCII, Unicode properties and wide classes read "anything");
 * zero-width assertions and lookarounds contribute the empty string; a backreference reads "anything"; under
 * the `i` flag with `u`, 's' reads "anything" (U+017F ſ folds to it but does not lower-case to it). Every string
 * is compared lower-cased, which an ASCII match always satisfies, with or without the `i` flag.
 */
import { type RegexNode, analysableTree, product } from './regex/regex-ast.ts';

/** Conjunction of clauses; a clause is a disjunction of lower-case strings. [] means "no condition". */
export type Cnf = string[][];

interface Info {
  /** Every string the node can match (lower-cased), when that set is small; else undefined. */
  exact?: Set<string>;
  /** A necessary condition when `exact` is undefined. */
  cnf: Cnf;
}

/** Largest exact set kept; beyond it the node is reduced to a condition. */
const MAX_EXACT = 16;
/** A class of at most this many ASCII characters becomes an exact set. */
const MAX_CLASS = 10;
/** Clauses kept per pattern (the strongest): more cost scanning time and rarely reject more. */
const MAX_CLAUSES = 4;

const ANYTHING: Info = { cnf: [] };
const EMPTY_STRING = (): Info => ({ exact: new Set(['']), cnf: [] });

/** The pattern's pre-filter condition ([] when nothing useful can be said); `tree` when already parsed. */
export function regexPrefilter(source: string, flags: string, tree = analysableTree(source, flags)): Cnf {
  if (!tree) return [];
  const unsafeS = flags.includes('i') && flags.includes('u');
  const clauses = toCnf(info(tree, unsafeS));
  return strongest(clauses);
}

/** Keeps the clauses whose shortest string is longest (they reject most), deduplicated. */
function strongest(cnf: Cnf): Cnf {
  const seen = new Set<string>();
  const unique = cnf.filter((c) => {
    if (c.some(common)) return false;
    const key = [...c].sort().join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const weight = (c: string[]) => Math.min(...c.map((s) => s.length)) * 100 - c.length;
  return unique.sort((a, b) => weight(b) - weight(a)).slice(0, MAX_CLAUSES);
}

/**
 * A string that nearly every text holds: one letter, digit, space or common punctuation mark, or two letters or
 * digits ("or", "mr", "20"). A clause holding one rejects next to nothing and slows the keyword scan down.
 */
function common(s: string): boolean {
  return (s.length === 1 && /[a-z0-9\s.,:;!?'"()\-]/.test(s)) || (s.length === 2 && /^[a-z0-9 ]+$/.test(s));
}

function toCnf(i: Info): Cnf {
  if (!i.exact) return i.cnf;
  if (i.exact.has('') || i.exact.size === 0) return [];
  return [[...i.exact]];
}

function info(n: RegexNode, unsafeS: boolean): Info {
  switch (n.t) {
    case 'char': return charInfo(n.set, unsafeS);
    case 'group': return info(n.body, unsafeS);
    case 'look':
    case 'assert': return EMPTY_STRING();
    case 'backref': return ANYTHING;
    case 'seq': return sequence(n.items.map((item) => info(item, unsafeS)));
    case 'alt': return alternation(n.alts.map((a) => info(a, unsafeS)));
    case 'repeat': return repeat(info(n.body, unsafeS), n.min, n.max);
  }
}

function charInfo(set: ReadonlyArray<readonly [number, number]>, unsafeS: boolean): Info {
  let size = 0;
  for (const [lo, hi] of set) {
    if (hi > 0x7f) return ANYTHING;
    size += hi - lo + 1;
    if (size > MAX_CLASS * 2) return ANYTHING;
  }
  const out = new Set<string>();
  for (const [lo, hi] of set) {
    for (let c = lo; c <= hi; c++) {
      const ch = String.fromCharCode(c).toLowerCase();
      if (unsafeS && ch === 's') return ANYTHING;
      out.add(ch);
    }
  }
  return out.size === 0 || out.size > MAX_CLASS ? ANYTHING : { exact: out, cnf: [] };
}

function concat(a: Info, b: Info): Info {
  if (a.exact && b.exact && a.exact.size * b.exact.size <= MAX_EXACT) return { exact: product(a.exact, b.exact), cnf: [] };
  return { cnf: [...toCnf(a), ...toCnf(b)] };
}

/**
 * Exact neighbours are joined into longer strings while the set stays small; an inexact item ends the run
 * (its own condition still counts), and the next exact items start a new one.
 */
function sequence(items: Info[]): Info {
  const cnf: Cnf = [];
  let exact = true;
  let run: Info = EMPTY_STRING();
  for (const item of items) {
    if (item.exact) {
      if (run.exact!.size * item.exact.size <= MAX_EXACT) run = concat(run, item);
      else {
        cnf.push(...toCnf(run));
        run = item;
      }
      continue;
    }
    cnf.push(...toCnf(run), ...item.cnf);
    exact = false;
    run = EMPTY_STRING();
  }
  if (exact && cnf.length === 0) return run;
  cnf.push(...toCnf(run));
  return { cnf };
}

function alternation(alts: Info[]): Info {
  if (alts.every((a) => a.exact)) {
    const out = new Set<string>();
    for (const a of alts) for (const s of a.exact!) out.add(s);
    if (out.size <= MAX_EXACT) return { exact: out, cnf: [] };
  }
  // Each branch implies its strongest clause, so the alternation implies their union.
  const clause: string[] = [];
  for (const a of alts) {
    const cnf = strongest(toCnf(a));
    if (cnf.length === 0) return ANYTHING;
    clause.push(...cnf[0]);
  }
  return { cnf: [[...new Set(clause)]] };
}

function repeat(body: Info, min: number, max: number): Info {
  if (min === 0) {
    if (max === 1 && body.exact && body.exact.size < MAX_EXACT) return { exact: new Set(['', ...body.exact]), cnf: [] };
    return ANYTHING; // may match nothing or many things: no condition, and not exact
  }
  if (min === 1 && max === 1) return body;
  if (body.exact && min === max && body.exact.size ** min <= MAX_EXACT) {
    let out: Info = EMPTY_STRING();
    for (let k = 0; k < min; k++) out = concat(out, body);
    return out;
  }
  return { cnf: toCnf(body) };
}

/**
 * The longest run of ASCII digits every match of the regex contains (0 when none is certain): a text whose
 * longest digit run is shorter cannot match. Digits are what most PII patterns are made of, and most have no
 * keyword; the digit class is too common to be a literal (see `common`), but a run of four or more is rare.
 */
export function requiredDigitRun(source: string, flags: string, tree = analysableTree(source, flags)): number {
  return tree ? digitRun(tree).inside : 0;
}

interface Run {
  /** Longest digit run certainly inside every match. */
  inside: number;
  /** Every match is all digits, at least this many (-1: not all digits). */
  whole: number;
}

function isDigits(set: ReadonlyArray<readonly [number, number]>): boolean {
  return set.length > 0 && set.every(([lo, hi]) => lo >= 0x30 && hi <= 0x39);
}

function digitRun(n: RegexNode): Run {
  switch (n.t) {
    case 'char': return isDigits(n.set) ? { inside: 1, whole: 1 } : { inside: 0, whole: -1 };
    case 'group': return digitRun(n.body);
    case 'look':
    case 'assert': return { inside: 0, whole: 0 }; // zero-width: neighbours stay adjacent
    case 'backref': return { inside: 0, whole: -1 };
    case 'alt': {
      const runs = n.alts.map(digitRun);
      const whole = runs.every((r) => r.whole >= 0) ? Math.min(...runs.map((r) => r.whole)) : -1;
      return { inside: Math.min(...runs.map((r) => r.inside)), whole };
    }
    case 'repeat': {
      const body = digitRun(n.body);
      if (n.min === 0) return { inside: 0, whole: body.whole >= 0 ? 0 : -1 };
      return { inside: body.whole >= 0 ? body.whole * n.min : body.inside, whole: body.whole >= 0 ? body.whole * n.min : -1 };
    }
    case 'seq': {
      let inside = 0;
      let current = 0; // digits certainly adjacent at the end of the sequence so far
      let whole = 0;
      for (const item of n.items) {
        const r = digitRun(item);
        if (r.whole >= 0) {
          current += r.whole;
          if (whole >= 0) whole += r.whole;
        } else {
          // A non-digit item: its own inner run counts, and adjacency restarts after it.
          current = 0;
          whole = -1;
        }
        inside = Math.max(inside, current, r.inside);
      }
      return { inside, whole };
    }
  }
}
