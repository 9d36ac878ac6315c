/**
 * The L1 rule engine: one Detector per category (id `l1.<category>`, kind 'rules'), each with its own
 * keyword automaton built once from the rule set. Each chunk is scanned raw, then through the derived views
 * its category uses (normalised, decoded; see normalize/chunk-views.ts), findings mapped back to the original.
 */
import { CATEGORIES, type Category, type Chunk, type DetectContext, type Finding, type RuleDetector } from '../types.ts';
import { derivedViews } from './normalize/chunk-views.ts';
import type { PackSource, RuleSet } from './rule-types.ts';
import { loadRuleSet } from './rule-set.ts';
import { type CategoryIndex, buildCategoryIndexes, scanViews } from './scan.ts';
import { type TextView, chunkView } from './text-view.ts';

/** One rules Detector per category from a compiled RuleSet, or from raw packs (validated here). */
export function createL1Detectors(input: RuleSet | PackSource[]): RuleDetector[] {
  const ruleSet = Array.isArray(input) ? loadRuleSet({ bundled: input }) : input;
  const indexes = buildCategoryIndexes(CATEGORIES.map((c) => [c, ruleSet.rules.filter((r) => r.category === c)]));
  return CATEGORIES.map((category, i) => {
    const index = indexes[i];
    return {
      id: `l1.${category}`,
      category,
      level: 'L1',
      kind: 'rules',
      scanChunk: (chunk: Chunk, ctx: DetectContext) => scanChunkViews(index, category, chunk, ctx),
    } satisfies RuleDetector;
  });
}

/** Raw view first, so a finding the raw text already shows keeps no transforms (scanViews prefers it). */
function scanChunkViews(index: CategoryIndex, category: Category, chunk: Chunk, ctx: DetectContext): Finding[] {
  if (ctx.plan?.gates?.l1 === false || index.rules.length === 0) return [];
  return scanViews(index, [rawView(chunk), ...derivedViews(chunk, category, ctx.deadline)], chunk.id, ctx);
}

const rawViews = new WeakMap<Chunk, TextView>();

/** One raw view per chunk, so the four categories share its keyword pass (scan.ts caches facts per view). */
function rawView(chunk: Chunk): TextView {
  let view = rawViews.get(chunk);
  if (!view) rawViews.set(chunk, (view = chunkView(chunk)));
  return view;
}
