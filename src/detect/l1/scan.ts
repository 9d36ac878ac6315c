/**
 * The per-category scan: keyword pre-filter, then only the candidate rules' regexes, over a TextView.
 */
import type { Category, DetectContext, Finding } from '../types.ts';
import { KeywordFilter, clausesHit, isHit } from './aho-corasick.ts';
import { type Candidate, type Surroundings, judge } from './judge.ts';
import { hiddenMatchBoost } from './normalize/chunk-views.ts';
import {
  type LiteralTrie, type PairCnf, clausesHold, literalFound, literalStarts, literalTrie, pairFacts, regexLeadingAnchor,
  regexLiteralAnchor, regexPairGate,
} from './pair-gate.ts';
import { type Cnf, regexPrefilter, requiredDigitRun } from './prefilter.ts';
import { extendLeadIn } from './lead-in.ts';
import { analysableTree } from './regex/regex-ast.ts';
import type { CompiledPattern, CompiledRule } from './rule-types.ts';
import type { TextView } from './text-view.ts';
import { type WordRunGate, wordRunLines } from './word-run-gate.ts';

/** Size budget: matches taken per pattern per chunk, so a pathological chunk cannot flood the report. */
export const MAX_MATCHES_PER_PATTERN = 256;

/** A keyword filter and the group ids of one category's rule keywords and pattern pre-filters in it. */
export interface KeywordIndex {
  /**
   * Keyword group base + r is rule r's keywords; a rule without keywords always runs. Further groups are the
   * literal strings of the patterns' pre-filters (prefilter.ts), so one pass over a text answers both.
   */
  keywords: KeywordFilter;
  /** Group of rule 0's keywords in `keywords`. */
  base: number;
  /** gates[r][p]: pattern p of rule r runs only if every clause (keyword group ids) has a group hit; [] = always. */
  gates: number[][][][];
}

/** A category's rules with their keyword pre-filter, built once per rule set. */
export interface CategoryIndex extends KeywordIndex {
  category: Category;
  rules: CompiledRule[];
  /** digitRuns[r][p]: pattern p of rule r needs a run of at least this many ASCII digits in the text. */
  digitRuns: number[][];
  /**
   * pairGates[r][p]: adjacent character-class pairs pattern p of rule r needs (pair-gate.ts); [] = none.
   * Derived on the pattern's first scan past the other gates (undefined until then): parsing every regex up
   * front would add to each worker's start-up what most patterns never need.
   */
  pairGates: Array<Array<PairCnf | undefined>>;
  /** anchors[r][p]: a name list one of whose entries every match of pattern p of rule r holds, or null; lazy too. */
  anchors: Array<Array<LiteralTrie | null | undefined>>;
  /**
   * The same over one filter shared by all categories of the rule set: a scan of several categories makes one
   * keyword pass per view instead of one per category. A one-category scan keeps its own, smaller filter (the
   * shared automaton's table is several times larger, and slower per character when alone).
   */
  shared?: KeywordIndex;
}

/** Builds the keyword index for one category's rules and the literal pre-filters of their patterns. */
export function buildCategoryIndex(category: Category, rules: CompiledRule[]): CategoryIndex {
  const [own] = keywordIndexes([rules]);
  return {
    category, rules, ...own,
    digitRuns: rules.map((rule) => rule.patterns.map(patternDigitRun)),
    pairGates: rules.map((rule) => rule.patterns.map(() => undefined)),
    anchors: rules.map((rule) => rule.patterns.map(() => undefined)),
  };
}

/** Builds each category's index, plus the filter they share (see CategoryIndex.shared). */
export function buildCategoryIndexes(parts: Array<[Category, CompiledRule[]]>): CategoryIndex[] {
  const shared = parts.length > 1 ? keywordIndexes(parts.map(([, rules]) => rules)) : [];
  return parts.map(([category, rules], i) => ({ ...buildCategoryIndex(category, rules), shared: shared[i] }));
}

/** One keyword filter over the rules of every part: their keywords, then their patterns' literals. */
function keywordIndexes(parts: CompiledRule[][]): KeywordIndex[] {
  const groups: string[][] = [];
  const literalGroup = new Map<string, number>();
  const groupOf = (s: string) => {
    let g = literalGroup.get(s);
    if (g === undefined) literalGroup.set(s, (g = groups.push([s]) - 1));
    return g;
  };
  const bases = parts.map((rules) => {
    const base = groups.length;
    for (const rule of rules) groups.push(rule.keywords);
    return base;
  });
  const gates = parts.map((rules) =>
    rules.map((rule) => rule.patterns.map((p) => patternPrefilter(p).map((clause) => clause.map(groupOf)))));
  const keywords = new KeywordFilter(groups);
  return parts.map((_, i) => ({ keywords, base: bases[i], gates: gates[i] }));
}

/** What the scan needs to know about a view's text, computed once per view and filter. */
interface ViewFacts {
  filter: KeywordFilter;
  /** KeywordFilter.hits: a bit per group. */
  hit: Uint32Array;
  /** Longest ASCII digit run; -1 until a pattern asks. */
  digits: number;
  /** Adjacent character-class pairs the text holds (pair-gate.ts); null until a pattern asks. */
  pairs: Uint8Array | null;
  /** Whether the text holds one of an anchor's strings, per anchor asked about. */
  anchored: Map<LiteralTrie, boolean> | null;
  /** The lines where each word-run gate asked about holds, by its key (patterns with equal gates share one pass). */
  wordRuns: Map<string, number[]> | null;
  /** Where each leading anchor asked about has a string start, per anchor (the patterns of one name list share it). */
  starts: Map<LiteralTrie, number[]> | null;
}

const facts = new WeakMap<TextView, ViewFacts>();

/** The view's keyword hits, shared by every category index built on the same filter. */
function viewFacts(index: KeywordIndex, view: TextView): ViewFacts {
  let f = facts.get(view);
  if (!f || f.filter !== index.keywords) facts.set(view, (f = { filter: index.keywords, hit: index.keywords.hits(view.text), digits: -1, pairs: null, anchored: null, wordRuns: null, starts: null }));
  return f;
}

/**
 * A fact derived from a pattern's regex (source and flags, without the scan-only g and d), computed once per
 * compiled pattern: the indexes of one rule set (per category and shared) and the rule-case tests reuse it.
 */
function perPattern<T>(derive: (source: string, flags: string) => T): (p: CompiledPattern) => T {
  const known = new WeakMap<CompiledPattern, { value: T }>();
  return (p) => {
    let entry = known.get(p);
    if (!entry) known.set(p, (entry = { value: derive(p.regex.source, p.regex.flags.replace(/[gd]/g, '')) }));
    return entry.value;
  };
}

/** One trie per distinct string set: the person-name patterns share their name list. */
const anchorTries = new Map<string, LiteralTrie>();

/**
 * The two facts every index needs up front, from one parse of the regex: its literal pre-filter and the longest
 * ASCII digit run every match holds (prefilter.ts). The tree is not kept (a worker would hold every pattern's).
 */
const patternUpFront = perPattern<{ prefilter: Cnf; digitRun: number }>((source, flags) => {
  const tree = analysableTree(source, flags);
  return { prefilter: regexPrefilter(source, flags, tree), digitRun: requiredDigitRun(source, flags, tree) };
});
const patternPrefilter = (p: CompiledPattern): Cnf => patternUpFront(p).prefilter;
const patternDigitRun = (p: CompiledPattern): number => patternUpFront(p).digitRun;
/** The pattern's character-pair pre-filter (pair-gate.ts). */
const patternPairGate = perPattern<PairCnf>(regexPairGate);
/** One trie per distinct string set, or null for none. */
function sharedTrie(strings: string[] | null): LiteralTrie | null {
  if (!strings) return null;
  const key = strings.join('\u0000');
  let trie = anchorTries.get(key);
  if (!trie) anchorTries.set(key, (trie = literalTrie(strings)));
  return trie;
}

/**
 * The pattern's literal anchor (pair-gate.ts regexLiteralAnchor) and, for a pattern that has one, its leading
 * anchor (regexLeadingAnchor), as tries or null, from one parse of the regex.
 */
const patternAnchors = perPattern<{ anchor: LiteralTrie | null; leading: LiteralTrie | null }>((source, flags) => {
  const tree = flags.includes('i') ? null : analysableTree(source, flags); // the anchors compare case-sensitively: none under i
  const anchor = sharedTrie(regexLiteralAnchor(source, flags, tree));
  return { anchor, leading: anchor && sharedTrie(regexLeadingAnchor(source, flags, tree)) };
});
const patternAnchor = (p: CompiledPattern): LiteralTrie | null => patternAnchors(p).anchor;
const patternLeading = (p: CompiledPattern): LiteralTrie | null => patternAnchors(p).leading;

/** The positions where one of the leading anchor's strings starts in the view; found once per view and anchor. */
function anchorStarts(anchor: LiteralTrie, facts: ViewFacts, text: string): number[] {
  const known = (facts.starts ??= new Map());
  let starts = known.get(anchor);
  if (starts === undefined) known.set(anchor, (starts = literalStarts(anchor, text)));
  return starts;
}

/** The pattern's regex with the y flag, for matchPattern's tries at an anchor's positions. */
const stickyRegexes = new WeakMap<CompiledPattern, RegExp>();
function stickyRegex(pattern: CompiledPattern): RegExp {
  let re = stickyRegexes.get(pattern);
  if (!re) stickyRegexes.set(pattern, (re = new RegExp(pattern.regex.source, `${pattern.regex.flags}y`)));
  return re;
}

/** True when the view holds one of the anchor's strings; found once per view and anchor. */
function anchorPresent(anchor: LiteralTrie, facts: ViewFacts, text: string): boolean {
  const known = (facts.anchored ??= new Map());
  let present = known.get(anchor);
  if (present === undefined) known.set(anchor, (present = literalFound(anchor, text)));
  return present;
}

/** The view's lines where the gate holds (word-run-gate.ts wordRunLines); found once per view and distinct gate. */
function wordRunRanges(gate: WordRunGate, facts: ViewFacts, text: string): number[] {
  const known = (facts.wordRuns ??= new Map());
  const key = `${gate.wordRun}\u0000${gate.then}`;
  let ranges = known.get(key);
  if (ranges === undefined) known.set(key, (ranges = wordRunLines(gate, text)));
  return ranges;
}

/** The longest run of ASCII digits in the text. */
function longestDigitRun(text: string): number {
  let best = 0;
  for (let i = 0, run = 0, n = text.length; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (++run > best) best = run;
    } else run = 0;
  }
  return best;
}

/** Rules whose keywords occur in the text (or that have none), in rule order. */
export function candidateRules(index: CategoryIndex, text: string): CompiledRule[] {
  const hit = index.keywords.hits(text);
  return index.rules.filter((rule, r) => isHit(hit, index.base + r) || rule.keywords.length === 0);
}

/** True when the request enables the rule: gates.rules overrides the rule's default, which may depend on the input kind. */
export function ruleEnabled(rule: CompiledRule, ctx: DetectContext): boolean {
  const gates = ctx.plan?.gates?.rules;
  if (gates && Object.hasOwn(gates, rule.id)) return gates[rule.id] === true;
  const kind = ctx.plan?.inputKind;
  return rule.enabled || (kind !== undefined && rule.enabledFor.includes(kind));
}

/** Scans one view with the index; stops within DEADLINE_STRIDE regex runs once ctx.deadline has passed. */
export function scanView(index: CategoryIndex, view: TextView, chunkId: number, ctx: DetectContext): Finding[] {
  return scanViews(index, [view], chunkId, ctx);
}

/**
 * Scans several views of one chunk (raw first, then normalised and decoded ones). Findings that map to the
 * same rule and original span are reported once; stops within DEADLINE_STRIDE regex runs once ctx.deadline has passed.
 */
export function scanViews(index: CategoryIndex, views: TextView[], chunkId: number, ctx: DetectContext): Finding[] {
  return scanChunksViews(index, [{ views, chunkId }], ctx)[0];
}

/** One chunk's views (raw first) for scanChunksViews. */
export interface ChunkViews {
  views: TextView[];
  chunkId: number;
}

/**
 * Scans several chunks' views (per chunk raw first, then normalised and decoded ones), one result per chunk; each
 * pattern runs over every chunk's views before the next pattern runs. Called one chunk at a time, the ~1,000
 * patterns of the bundled packs take turns on ~1 KB of text each, and a regex whose machine code and data went cold
 * since its last call costs several times what it costs warm (session 16: ~5× for one large pattern); run back to
 * back over a document's chunks it stays warm. A chunk's findings do not depend on the other chunks: each view's
 * matches are kept in rule and pattern order, then deduped view by view (raw first), and findings that map to the
 * same rule and original span are reported once. Stops before the next regex once ctx.deadline has passed (the
 * chunks' results then lack what was not run), noticing it within DEADLINE_STRIDE regex runs.
 */
export function scanChunksViews(index: CategoryIndex, chunks: ChunkViews[], ctx: DetectContext): Finding[][] {
  if (ctx.plan?.gates?.l1 === false) return chunks.map(() => []);
  const { rules, digitRuns, pairGates, anchors } = index;
  const several = (ctx.plan?.categories.length ?? 1) > 1;
  const keyed = several && index.shared ? index.shared : index;
  const { base, gates } = keyed;
  const views: TextView[] = [];
  const ids: number[] = [];
  for (const c of chunks) for (const v of c.views) views.push(v), ids.push(c.chunkId);
  const allFacts = views.map((v) => viewFacts(keyed, v));
  const matched: Finding[][] = views.map(() => []);
  const lineHits: Array<Array<number[] | undefined> | undefined> = views.map(() => undefined);
  let linesKept = false; // lineHits holds a rule's lines: cleared before the next rule (few rules have any)
  const open = new Int32Array(views.length); // the views where the rule's keywords occur (all when it has none)
  let late = false;
  let unchecked = 0; // regex runs left before the clock is read again (0: read it before the next one)
  for (let r = 0; r < rules.length && !late; r++) {
    const rule = rules[r];
    let opened = 0;
    if (rule.keywords.length === 0) for (let v = 0; v < views.length; v++) open[opened++] = v;
    else for (let v = 0, g = base + r; v < views.length; v++) if (isHit(allFacts[v].hit, g)) open[opened++] = v;
    if (opened === 0) continue;
    const ruleGates = gates[r];
    const ruleRuns = digitRuns[r];
    let enabled: boolean | undefined; // asked once a pattern passes its gates: most never do
    if (linesKept) lineHits.fill(undefined), (linesKept = false);
    for (let p = 0; p < rule.patterns.length && !late; p++) {
      const pattern = rule.patterns[p];
      const gate = pattern.gate;
      const needs = pattern.needs;
      const needed = gate !== undefined && rule.patterns.some((q) => q.needs === p);
      const patternGates = ruleGates[p];
      const run = ruleRuns[p];
      for (let k = 0; k < opened; k++) {
        const v = open[k];
        const facts = allFacts[v];
        if (!clausesHit(patternGates, facts.hit)) continue;
        const view = views[v];
        if (run > 1 && run > (facts.digits < 0 ? (facts.digits = longestDigitRun(view.text)) : facts.digits)) continue;
        const pairs = (pairGates[r][p] ??= patternPairGate(pattern));
        if (pairs.length && !clausesHold(pairs, (facts.pairs ??= pairFacts(view.text)))) continue;
        const anchor = anchors[r][p] === undefined ? (anchors[r][p] = patternAnchor(pattern)) : anchors[r][p];
        // An ungated pattern with a leading anchor runs sticky at its starts. When that is the anchor itself (a name
        // list, both), the starts say whether it is present: one pass of the view, not two.
        const leading = anchor && needs === undefined && !gate ? patternLeading(pattern) : null;
        if (anchor && anchor !== leading && !anchorPresent(anchor, facts, view.text)) continue;
        const starts = leading ? anchorStarts(leading, facts, view.text) : undefined;
        if (starts?.length === 0) continue;
        const lines = needs !== undefined ? lineHits[v]?.[needs] : gate ? wordRunRanges(gate, facts, view.text) : undefined;
        if (lines?.length === 0 || (needs !== undefined && !lines)) continue;
        // The clock is read before the first regex run and then before every DEADLINE_STRIDE-th (a read costs ~30 ns
        // and a pass runs ~80k regexes): a scan past its deadline runs at most DEADLINE_STRIDE - 1 more, each over
        // one view and bounded like any other run (static regex safety, MAX_MATCHES_PER_PATTERN).
        if (unchecked-- === 0) {
          if (Date.now() > ctx.deadline) {
            late = true;
            break;
          }
          unchecked = DEADLINE_STRIDE - 1;
        }
        if (!(enabled ??= ruleEnabled(rule, ctx))) break;
        const hits = needed ? ((linesKept = true), ((lineHits[v] ??= [])[p] = [])) : undefined;
        const found = starts ? matchAtStarts(rule, pattern, view, ids[v], ctx, starts) : matchPattern(rule, pattern, view, ids[v], ctx, lines, hits);
        for (const f of found) matched[v].push(f);
      }
      if (enabled === false) break;
    }
  }
  const out: Finding[][] = [];
  let v = 0;
  for (const c of chunks) {
    const found = new Map<string, Finding>();
    let added: Map<string, Finding> | undefined;
    for (const view of c.views) {
      const into = view.supplementary ? (added ??= new Map()) : found;
      for (const f of matched[v++]) keepBest(into, f);
    }
    out.push(dedupedFindings(found, added));
  }
  return out;
}

/** The findings of one chunk's views, supplementary ones added where no finding of the same rule overlaps. */
function dedupedFindings(found: Map<string, Finding>, added: Map<string, Finding> | undefined): Finding[] {
  if (added) for (const f of added.values()) if (!overlapsSameRule(found, f)) keepBest(found, f);
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

/** True when `found` holds a finding of f's rule whose span overlaps f's. */
function overlapsSameRule(found: Map<string, Finding>, f: Finding): boolean {
  for (const g of found.values()) if (g.ruleId === f.ruleId && g.start < f.end && f.start < g.end) return true;
  return false;
}

function rank(f: Finding): number {
  return (f.accepted ? 2 : 0) + (f.explanation.transforms?.length ? 0 : 1);
}

/** scanChunksViews reads the clock before one regex run in this many (and before the first). */
export const DEADLINE_STRIDE = 16;

/**
 * All matches of the pattern in the view (at most MAX_MATCHES_PER_PATTERN). With `lines` (a gated pattern, whose
 * matches and lookarounds stay within one line) only those [start, end) ranges are searched, each on its own, and
 * match offsets are moved back into the view: the same matches, in the same order, as a search of the whole view.
 */
function matchPattern(
  rule: CompiledRule, pattern: CompiledPattern, view: TextView, chunkId: number, ctx: DetectContext, lines?: number[],
  hits?: number[],
): Finding[] {
  const out: Finding[] = [];
  const re = pattern.regex;
  if (!lines) {
    re.lastIndex = 0; // compiled once and shared: scans are synchronous, so resetting here is enough
    const lead = pattern.leadIn;
    for (let from = 0, m = re.exec(view.text); m && out.length < MAX_MATCHES_PER_PATTERN; from = re.lastIndex, m = re.exec(view.text)) {
      if (m[0] === '') {
        re.lastIndex++;
        continue;
      }
      if (lead) extendLeadIn(m, view.text, from, lead);
      if (view.supplementary && !view.supplementary(m.index, m.index + m[0].length)) continue;
      out.push(toFinding(rule, pattern, view, m, chunkId, ctx));
    }
    return out;
  }
  let k = 0;
  for (; k < lines.length && out.length < MAX_MATCHES_PER_PATTERN; k += 2) {
    const from = lines[k];
    const text = view.text.slice(from, lines[k + 1]);
    const before = out.length;
    re.lastIndex = 0;
    for (let m = re.exec(text); m && out.length < MAX_MATCHES_PER_PATTERN; m = re.exec(text)) {
      if (m[0] === '') {
        re.lastIndex++;
        continue;
      }
      if (from) shiftMatch(m, from);
      if (view.supplementary && !view.supplementary(m.index, m.index + m[0].length)) continue;
      out.push(toFinding(rule, pattern, view, m, chunkId, ctx));
    }
    if (hits && out.length > before) hits.push(from, lines[k + 1]);
  }
  // Stopped at the cap: the ranges not searched may hold matches too, so patterns that need this one search them.
  if (hits) for (; k < lines.length; k += 2) hits.push(lines[k], lines[k + 1]);
  return out;
}

/**
 * matchPattern for an ungated pattern with a leading anchor (every match starts where one of its strings does):
 * the regex is tried, sticky, only at the anchor's `starts`, in order, from where the previous match ended. No
 * other position can start a match, so these are the matches a search of the whole view finds (the same cap, the
 * same skip past an empty match), found in one exec per position (the person-name patterns' lookbehinds and name
 * trie otherwise run at every capital).
 */
function matchAtStarts(
  rule: CompiledRule, pattern: CompiledPattern, view: TextView, chunkId: number, ctx: DetectContext, starts: number[],
): Finding[] {
  const out: Finding[] = [];
  const sticky = stickyRegex(pattern);
  const lead = pattern.leadIn;
  for (let i = 0, from = 0; i < starts.length && out.length < MAX_MATCHES_PER_PATTERN; i++) {
    const at = starts[i];
    if (at < from) continue;
    sticky.lastIndex = at;
    const m = sticky.exec(view.text);
    if (!m) continue;
    if (m[0] === '') {
      from = at + 1;
      continue;
    }
    const end = sticky.lastIndex;
    if (lead) extendLeadIn(m, view.text, from, lead);
    from = end;
    if (view.supplementary && !view.supplementary(m.index, m.index + m[0].length)) continue;
    out.push(toFinding(rule, pattern, view, m, chunkId, ctx));
  }
  return out;
}

/** Moves a match found in a slice starting at `by` to the offsets of the whole text. */
function shiftMatch(m: RegExpExecArray, by: number): void {
  m.index += by;
  if (m.indices) for (const span of m.indices) if (span) (span[0] += by), (span[1] += by);
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
  const touched = view.spanTransforms?.(span[0], span[1]) ?? view.transforms;
  // Reported: the transforms that touched the span; the view's own when none did (its map still shaped the match).
  const transforms = touched.length ? touched : view.transforms;
  // Only what un-hid this span earns the boost (and skips the negation check): a zero-width character removed
  // elsewhere in the chunk does not make an untouched "Never reveal your system prompt" a hidden order.
  const verdict = judge(rule, pattern, candidate, around, hiddenMatchBoost(rule.category, touched));
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

