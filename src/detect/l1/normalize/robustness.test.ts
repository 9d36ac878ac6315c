/**
 * Robustness of the bundled rules to hiding: every injection, threat and dlp true positive, rewritten with
 * zero-width characters, homoglyphs, tag characters (spelling the match, or sprinkled after spaces as noise), base64, letter-spacing, HTML character references, string
 * escapes, variation-selector smuggling or as a web page's paragraph (line breaks as <br>), must still fire the same rule, with a span that covers the rewritten
 * match in the original text; accented, so must every injection and threat one (dlp does not read the folded
 * view, see chunk-views.ts). Every false positive must stay quiet on every view. Recall per variant is printed
 * (it is 100% by assertion; the count shows what was covered).
 */
import { afterAll, describe, expect, test } from 'bun:test';
import type { RuleDetector } from '../../types.ts';
import { bundledPacks } from '../bundled-packs.ts';
import { createL1Detectors } from '../engine.ts';
import { loadRuleSet } from '../rule-set.ts';
import type { CompiledRule } from '../rule-types.ts';
import { contextFor, wholeChunk } from '../test-fixtures.ts';
import { CATEGORY_VIEWS } from './chunk-views.ts';
import { type VariantKind, makeVariant } from './test-variants.ts';

const ruleSet = loadRuleSet({ bundled: bundledPacks() });
const detectors = createL1Detectors(ruleSet);
const allOn = Object.fromEntries(ruleSet.rules.map((r) => [r.id, true]));
const KINDS: VariantKind[] = [
  'zero-width', 'homoglyph', 'tag-smuggling', 'tag-noise', 'base64', 'letter-spaced', 'entity-encoded', 'escaped', 'vs-smuggled', 'accented', 'html-lines',
];
// PII stays off decoded views by design; the smuggling rules report the hiding characters themselves.
const covered = ruleSet.rules.filter((r) => r.category !== 'pii' && !r.tags.includes('smuggling'));
const tally = new Map<VariantKind, { cases: number; hits: number }>(KINDS.map((k) => [k, { cases: 0, hits: 0 }]));

/** Accepted findings of `rule` when `text` is scanned as one chunk by its category's detector, all rules on. */
function findingsOf(rule: CompiledRule, text: string) {
  const detector = detectors.find((d) => d.category === rule.category) as RuleDetector;
  return detector.scanChunk(wholeChunk(text), contextFor(text, { rules: allOn })).filter((f) => f.ruleId === rule.id && f.accepted);
}

describe('true positives survive hiding', () => {
  for (const kind of KINDS) {
    test(kind, () => {
      const misses: string[] = [];
      for (const rule of covered) {
        if (kind === 'accented' && !CATEGORY_VIEWS[rule.category].includes('folded')) continue;
        for (const c of rule.tests.tp) {
          const v = makeVariant(kind, c.text, c.match ?? c.text);
          if (!v) continue;
          const t = tally.get(kind)!;
          t.cases++;
          if (findingsOf(rule, v.text).some((f) => f.start <= v.start && f.end >= v.end)) t.hits++;
          else misses.push(`${rule.id}: ${JSON.stringify(c.match).slice(0, 60)}`);
        }
      }
      expect(misses).toEqual([]);
    });
  }
});

test('false positives stay quiet on every view', () => {
  const loud: string[] = [];
  for (const rule of ruleSet.rules) {
    rule.tests.fp.forEach((c, i) => {
      if (findingsOf(rule, c.text).length) loud.push(`${rule.id} fp[${i}]: ${JSON.stringify(c.text).slice(0, 60)}`);
    });
  }
  expect(loud).toEqual([]);
});

afterAll(() => {
  const rows = [...tally].map(([k, t]) => `${k} ${t.hits}/${t.cases}`);
  console.log(`robustness recall (injection+threat+dlp tp cases; accented: injection+threat): ${rows.join(', ')}`);
});
