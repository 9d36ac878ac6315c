/**
 * The per-category scan: keyword pre-filter, then only the candidate rules' regexes, over a TextView.
 */
import type { Category, DetectContext, Finding } from '../types.ts';
import { KeywordFilter } from './aho-corasick.ts';
import { type Candidate, type Surroundings, judge } from './judge.ts';
import { hiddenMatchBoost } from './normalize/chunk-views.ts';
import type { CompiledPattern, CompiledRule } from './rule-types.ts';
import type { TextView } from './text-view.ts';

/** Size budget: matches taken per pattern per chunk, so a pathological chunk cannot flood the report. */
export const MAX_MATCHES_PER_PATTERN = 256;

/** A category's rules with their keyword pre-filter, built once per rule set. */
export interface CategoryIndex {
  category: Category;
  rules: CompiledRule[];
  /** Keyword group r is rule r's keywords; a rule without keywords always runs. */
  keywords: KeywordFilter;
}

/** Builds the keyword index for one category's rules. */
export function buildCategoryIndex(category: Category, rules: CompiledRule[]): CategoryIndex {
  return { category, rules, keywords: new KeywordFilter(rules.map((rule) => rule.keywords)) };
}

/** Rules whose keywords occur in the text (or that have none), in rule order. */
export function candidateRules(index: CategoryIndex, text: string): CompiledRule[] {
  const hit = index.keywords.hits(text);
  return index.rules.filter((rule, r) => hit[r] === 1 || rule.keywords.length === 0);
}

/** True when the request enables the rule: gates.rules overrides the rule's default. */
export function ruleEnabled(rule: CompiledRule, ctx: DetectContext): boolean {
  const gates = ctx.plan?.gates?.rules;
  return gates && Object.hasOwn(gates, rule.id) ? gates[rule.id] === true : rule.enabled;
}

/** Scans one view with the index; stops between rules once ctx.deadline has passed. */
export function scanView(index: CategoryIndex, view: TextView, chunkId: number, ctx: DetectContext): Finding[] {
  return scanViews(index, [view], chunkId, ctx);
}

/**
 * Scans several views of one chunk (raw first, then normalised and decoded ones). Findings that map to the
 * same rule and original span are reported once; stops between rules once ctx.deadline has passed.
 */
export function scanViews(index: CategoryIndex, views: TextView[], chunkId: number, ctx: DetectContext): Finding[] {
  if (ctx.plan?.gates?.l1 === false) return [];
  const found = new Map<string, Finding>();
  for (const view of views) {
    for (const rule of candidateRules(index, view.text)) {
      if (Date.now() > ctx.deadline) break;
      if (!ruleEnabled(rule, ctx)) continue;
      for (const pattern of rule.patterns) {
        for (const f of matchPattern(rule, pattern, view, chunkId, ctx)) keepBest(found, f);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.start - b.start || a.end - b.end || a.ruleId.localeCompare(b.ruleId));
}

/**
 * Dedupes identical (ruleId, start, end): an accepted finding beats a rejected one, then the one seen through
 * fewer transforms (the raw text is the plainest evidence), then the higher score.
 */
function keepBest(found: Map<string, Finding>, f: Finding): void {
  const key = `${f.ruleId}\u0000${f.start}\u0000${f.end}`;
  const prev = found.get(key);
  if (!prev || rank(f) > rank(prev) || (rank(f) === rank(prev) && f.score > prev.score)) found.set(key, f);
}

function rank(f: Finding): number {
  return (f.accepted ? 2 : 0) + (f.explanation.transforms?.length ? 0 : 1);
}

function matchPattern(
  rule: CompiledRule, pattern: CompiledPattern, view: TextView, chunkId: number, ctx: DetectContext,
): Finding[] {
  const out: Finding[] = [];
  const re = pattern.regex;
  re.lastIndex = 0; // compiled once and shared: scans are synchronous, so resetting here is enough
  for (let m = re.exec(view.text); m && out.length < MAX_MATCHES_PER_PATTERN; m = re.exec(view.text)) {
    if (m[0] === '') {
      re.lastIndex++;
      continue;
    }
    out.push(toFinding(rule, pattern, view, m, chunkId, ctx));
  }
  return out;
}

/** Judges one regex match of a view and reports it in original offsets. */
function toFinding(
  rule: CompiledRule, pattern: CompiledPattern, view: TextView, m: RegExpExecArray, chunkId: number, ctx: DetectContext,
): Finding {
  const span = m.indices?.[rule.secretGroup] ?? [m.index, m.index + m[0].length];
  const candidate: Candidate = {
    secret: view.text.slice(span[0], span[1]),
    match: m[0],
    start: view.toOriginal(span[0]),
    end: (view.toOriginalEnd ?? view.toOriginal)(span[1]),
  };
  // Context words come from the full text (they may sit outside the chunk; tests may pass only a chunk) and,
  // for a derived view, also from the view itself: "password" inside a base64 blob is context too.
  const around: Surroundings[] = [ctx.text
    ? { text: ctx.text, start: candidate.start, end: candidate.end }
    : { text: view.text, start: span[0], end: span[1] }];
  if (view.transforms.length && ctx.text) around.push({ text: view.text, start: span[0], end: span[1] });
  const transforms = spanTransforms(view, span[0], span[1]);
  const verdict = judge(rule, pattern, candidate, around, hiddenMatchBoost(rule.category, transforms));
  if (transforms.length) verdict.explanation.transforms = transforms;
  return {
    detectorId: `l1.${rule.category}`,
    ruleId: rule.id,
    category: rule.category,
    level: 'L1',
    label: rule.label,
    start: candidate.start,
    end: candidate.end,
    score: verdict.score,
    accepted: verdict.accepted,
    chunkId,
    explanation: verdict.explanation,
  };
}

/** The transforms that touched the span; the view's own when none did (its map still shaped the match). */
function spanTransforms(view: TextView, start: number, end: number): string[] {
  const touched = view.spanTransforms?.(start, end) ?? view.transforms;
  return touched.length ? touched : view.transforms;
}
