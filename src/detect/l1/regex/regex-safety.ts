/**
 * Static check that a rule's regex runs in (near) linear time on JavaScriptCore's backtracking engine.
 * Conservative heuristic, not a proof: the rule-case test suite also times every pattern on adversarial input.
 */
import { type CharSet, intersects, union } from './charset.ts';
import { type RegexNode, allChars, firstSet, nullable, parseRegex, walk } from './regex-ast.ts';

/** Backtracking paths a bounded nested repetition may explore before we call it dangerous. */
const MAX_BOUNDED_PATHS = 256;

/** Returns why the pattern is unsafe, or null when it passes the static check. */
export function regexSafetyIssue(source: string, flags = ''): string | null {
  const root = parseRegex(source, flags);
  let issue: string | null = null;
  walk(root, (node) => {
    if (issue) return;
    if (node.t === 'backref') issue = 'backreferences are not allowed (not linear-time)';
    else if (node.t === 'repeat' && node.max > 1) issue = repeatIssue(node);
  });
  return issue;
}

function repeatIssue(rep: Extract<RegexNode, { t: 'repeat' }>): string | null {
  const body = unwrap(rep.body);
  if (rep.max === Infinity && nullable(body)) return 'an unbounded quantifier wraps a group that can match the empty string';
  const inner = variableRepeats(body);
  if (inner.length && !boundedPaths(rep.max, inner.map((r) => r.max - r.min + 1)) && !unambiguousIterations(body, inner)) {
    return 'nested quantifier: a repeated group contains a variable quantifier without an unambiguous delimiter';
  }
  if (body.t === 'alt' && !boundedPaths(rep.max, [body.alts.length]) && overlappingAlternatives(body.alts)) {
    return 'quantified alternation whose alternatives can start with the same character';
  }
  return null;
}

/** Strips groups that only wrap a single node. */
function unwrap(n: RegexNode): RegexNode {
  return n.t === 'group' ? unwrap(n.body) : n;
}

/** Repeats inside `n` whose iteration count can vary by more than one (x+, x*, x{2,5}); `?` is harmless. */
function variableRepeats(n: RegexNode): Array<{ min: number; max: number; node: RegexNode }> {
  const out: Array<{ min: number; max: number; node: RegexNode }> = [];
  walk(n, (c) => {
    if (c.t === 'repeat' && c.max > 1 && c.min !== c.max) out.push({ min: c.min, max: c.max, node: c });
  });
  return out;
}

/** A small bounded nest, e.g. (?:[ -]?\d{2,4}){2,3}: at most MAX_BOUNDED_PATHS ways per start position. */
function boundedPaths(outerMax: number, choices: number[]): boolean {
  if (outerMax === Infinity || choices.some((c) => !Number.isFinite(c))) return false;
  const perIteration = choices.reduce((a, b) => a * b, 1);
  return outerMax * Math.log2(perIteration) <= Math.log2(MAX_BOUNDED_PATHS);
}

/**
 * Iterations are unambiguous when either a mandatory single-character delimiter cannot be eaten by the
 * variable parts (`(?:\.[a-z]+)+`), or the body is a chain of mandatory tokens whose neighbours
 * (cyclically, across iterations) share no character (`(?:\s+\w+)*`).
 */
function unambiguousIterations(body: RegexNode, inner: Array<{ node: RegexNode }>): boolean {
  const items = body.t === 'seq' ? body.items.map(unwrap) : [body];
  const variable = union(...inner.map((r) => allChars(r.node)));
  const hasDelimiter = items.some((it) => it.t === 'char' && !intersects(it.set, variable));
  if (hasDelimiter) return true;
  if (items.length < 2 || items.some((it) => nullable(it) || it.t === 'alt')) return false;
  const sets: CharSet[] = items.map(allChars);
  return sets.every((s, k) => !intersects(s, sets[(k + 1) % sets.length]));
}

function overlappingAlternatives(alts: RegexNode[]): boolean {
  const firsts = alts.map(firstSet);
  for (let a = 0; a < firsts.length; a++) {
    for (let b = a + 1; b < firsts.length; b++) if (intersects(firsts[a], firsts[b])) return true;
  }
  return false;
}
