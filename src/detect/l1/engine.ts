/**
 * The L1 rule engine: one Detector per category (id `l1.<category>`, kind 'rules'), each with its own
 * keyword automaton built once from the rule set. Each chunk is scanned raw, then through the derived views
 * its category uses (normalised, decoded; see normalize/chunk-views.ts), findings mapped back to the original.
 */
import { CATEGORIES, type Category, type Chunk, type DetectContext, type Finding, type RuleDetector } from '../types.ts';
import { derivedViews, startsLine } from './normalize/chunk-views.ts';
import type { PackSource, RuleSet } from './rule-types.ts';
import { loadRuleSet } from './rule-set.ts';
import { type CategoryIndex, buildCategoryIndexes, scanChunksViews } from './scan.ts';
import { type TextView, chunkView } from './text-view.ts';

/** One rules Detector per category from a compiled RuleSet, or from raw packs (validated here). */
export function createL1Detectors(input: RuleSet | PackSource[]): RuleDetector[] {
  const ruleSet = Array.isArray(input) ? loadRuleSet({ bundled: input }) : input;
  // Built on the first scan, not here: the keyword automata and regex pre-filters take most of a second for the
  // bundled packs, and a worker reports 'ready' (so the server starts listening) right after creating its
  // detectors; its warm-up scan then builds them before any task it is sent (rule validation stays up front).
  let indexes: CategoryIndex[] | undefined;
  const indexOf = (i: number): CategoryIndex =>
    (indexes ??= buildCategoryIndexes(CATEGORIES.map((c) => [c, ruleSet.rules.filter((r) => r.category === c)])))[i];
  return CATEGORIES.map((category, i) => ({
    id: `l1.${category}`,
    category,
    level: 'L1',
    kind: 'rules',
    scanChunk: (chunk: Chunk, ctx: DetectContext) => scanChunksOf(indexOf(i), category, [chunk], ctx)[0],
    scanChunks: (chunks: readonly Chunk[], ctx: DetectContext) => scanChunksOf(indexOf(i), category, chunks, ctx),
  }) satisfies RuleDetector);
}

/**
 * The chunks' views, raw first (so a finding the raw text already shows keeps no transforms: scan.ts prefers it),
 * scanned together: each pattern runs over all of them in turn (scan.ts scanChunksViews).
 */
function scanChunksOf(index: CategoryIndex, category: Category, chunks: readonly Chunk[], ctx: DetectContext): Finding[][] {
  if (ctx.plan?.gates?.l1 === false || index.rules.length === 0) return chunks.map(() => []);
  const views = chunks.map((chunk) => ({
    chunkId: chunk.id,
    views: [rawView(chunk), ...derivedViews(chunk, category, ctx.deadline, startsLine(chunk, ctx.text))],
  }));
  return scanChunksViews(index, views, ctx);
}

const rawViews = new WeakMap<Chunk, TextView>();

/** One raw view per chunk, so the four categories share its keyword pass (scan.ts caches facts per view). */
function rawView(chunk: Chunk): TextView {
  let view = rawViews.get(chunk);
  if (!view) rawViews.set(chunk, (view = chunkView(chunk)));
  return view;
}
