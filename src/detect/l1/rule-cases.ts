/**
 * Runs a rule's own tp/fp cases (gitleaks-style: a rule ships with proof of what it must and must not match).
 * Used by the test suite for bundled packs and at load time for operator packs.
 */
import type { DetectContext, Finding } from '../types.ts';
import type { CompiledRule, RuleCase, RuleSet } from './rule-types.ts';
import { buildCategoryIndex, scanView } from './scan.ts';
import { chunkView } from './text-view.ts';

/** Scans `text` with all of `rules` enabled (including rules off by default) and no deadline. */
export function scanWithRules(rules: CompiledRule[], text: string): Finding[] {
  const out: Finding[] = [];
  const gates = Object.fromEntries(rules.map((r) => [r.id, true]));
  const ctx: DetectContext = {
    text,
    deadline: Number.POSITIVE_INFINITY,
    plan: { categories: [], maxLevel: 'L1', gates: { l1: true, l2: false, l3: false, rules: gates, models: {} } },
  };
  for (const category of new Set(rules.map((r) => r.category))) {
    const index = buildCategoryIndex(category, rules.filter((r) => r.category === category));
    out.push(...scanView(index, chunkView({ id: 0, start: 0, end: text.length, text }), 0, ctx));
  }
  return out;
}

/** Why a true-positive case fails (no accepted finding of the rule with the expected span), or null. */
export function tpFailure(rule: CompiledRule, c: RuleCase): string | null {
  const hits = scanWithRules([rule], c.text).filter((f) => f.ruleId === rule.id && f.accepted);
  if (hits.some((f) => c.text.slice(f.start, f.end) === c.match)) return null;
  const got = hits.map((f) => JSON.stringify(c.text.slice(f.start, f.end))).join(', ') || 'nothing';
  return `expected ${JSON.stringify(c.match)} in ${JSON.stringify(c.text.slice(0, 120))}, got ${got}`;
}

/** Why a false-positive case fails (an accepted finding of the rule), or null. */
export function fpFailure(rule: CompiledRule, c: RuleCase): string | null {
  const hits = scanWithRules([rule], c.text).filter((f) => f.ruleId === rule.id && f.accepted);
  if (hits.length === 0) return null;
  const spans = hits.map((f) => JSON.stringify(c.text.slice(f.start, f.end))).join(', ');
  return `must not match (${c.reason}) but matched ${spans}`;
}

/** Every failing tp/fp case of the rule set, each message naming the file and rule id. */
export function ruleCaseFailures(ruleSet: RuleSet): string[] {
  const out: string[] = [];
  for (const rule of ruleSet.rules) {
    const tag = `${rule.file}: rule "${rule.id}"`;
    rule.tests.tp.forEach((c, i) => {
      const why = tpFailure(rule, c);
      if (why) out.push(`${tag}: tests.tp[${i}]: ${why}`);
    });
    rule.tests.fp.forEach((c, i) => {
      const why = fpFailure(rule, c);
      if (why) out.push(`${tag}: tests.fp[${i}]: ${why}`);
    });
  }
  return out;
}
