/**
 * The L1 rule engine: one Detector per category (id `l1.<category>`, kind 'rules'), each with its own
 * keyword automaton built once from the rule set.
 */
import { CATEGORIES, type Chunk, type DetectContext, type Detector } from '../types.ts';
import type { PackSource, RuleSet } from './rule-types.ts';
import { loadRuleSet } from './rule-set.ts';
import { buildCategoryIndex, scanView } from './scan.ts';
import { chunkView } from './text-view.ts';

/** One rules Detector per category from a compiled RuleSet, or from raw packs (validated here). */
export function createL1Detectors(input: RuleSet | PackSource[]): Detector[] {
  const ruleSet = Array.isArray(input) ? loadRuleSet({ bundled: input }) : input;
  return CATEGORIES.map((category) => {
    const index = buildCategoryIndex(category, ruleSet.rules.filter((r) => r.category === category));
    return {
      id: `l1.${category}`,
      category,
      level: 'L1',
      kind: 'rules',
      scanChunk: (chunk: Chunk, ctx: DetectContext) => scanView(index, chunkView(chunk), chunk.id, ctx),
    } satisfies Detector;
  });
}
