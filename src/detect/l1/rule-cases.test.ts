/**
 * Every bundled rule proves itself: each tp case yields an accepted finding with the expected span, each fp
 * case yields none, and each pattern stays fast on adversarial input built from its own character classes.
 */
import { describe, expect, test } from 'bun:test';
import { CATEGORIES } from '../types.ts';
import { bundledPacks } from './bundled-packs.ts';
import { adversarialInputs, slowestRepeats, timeScan } from './regex/redos-probe.ts';
import { fpFailure, tpFailure } from './rule-cases.ts';
import { loadRuleSet } from './rule-set.ts';

/** Per-pattern time bound on a ~20k-character adversarial input. */
const REDOS_BOUND_MS = 50;

const ruleSet = loadRuleSet({ bundled: bundledPacks() });

test('every category has a starter pack and rule ids are unique', () => {
  for (const category of CATEGORIES) expect(ruleSet.rules.some((r) => r.category === category)).toBe(true);
  const ids = ruleSet.rules.map((r) => r.id);
  expect(new Set(ids).size).toBe(ids.length);
});

for (const rule of ruleSet.rules) {
  describe(`${rule.category}/${rule.id}`, () => {
    rule.tests.tp.forEach((c, i) => {
      test(`tp[${i}] matches ${JSON.stringify(c.match).slice(0, 60)}`, () => {
        expect(tpFailure(rule, c)).toBeNull();
      });
    });
    rule.tests.fp.forEach((c, i) => {
      test(`fp[${i}] is not accepted (${c.reason})`, () => {
        expect(fpFailure(rule, c)).toBeNull();
      });
    });
    rule.patterns.forEach((pattern) => {
      test(`${pattern.source} stays under ${REDOS_BOUND_MS} ms on adversarial input`, () => {
        const examples = rule.tests.tp.map((c) => c.match ?? c.text);
        const slow = adversarialInputs(pattern.regex, examples)
          .map((input) => ({ name: input.name, ms: bestOf(3, () => timeScan(pattern.regex, input.text)) }))
          .filter((r) => r.ms >= REDOS_BOUND_MS);
        expect(slow).toEqual([]);
      });
    });
  });
}

test('the probe also repeats the examples beyond the first two that reach a costly branch', () => {
  // Only 'zoom' reaches the 400-character scan ahead: the first two examples alone would never time it.
  const re = /fast|z(?=[\s\S]{0,400}?Q)oom/;
  const picked = slowestRepeats(re, ['fast', 'fast again', 'fast once more', 'zoom'], 1);
  expect(picked.map((u) => u.unit.trim())).toEqual([expect.stringMatching(/^zoom?$/)]);
  expect(adversarialInputs(re, ['fast', 'fast again', 'zoom']).some((i) => i.text.startsWith('zoom'))).toBe(true);
});

/** Lowest of up to n timings, stopping early once one is under the bound: shared CI machines are noisy. */
function bestOf(n: number, run: () => number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n && best >= REDOS_BOUND_MS; i++) best = Math.min(best, run());
  return best;
}
