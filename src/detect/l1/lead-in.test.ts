import { describe, expect, test } from 'bun:test';
import { mulberry32 } from '../../lib/prng.ts';
import { bundledPacks } from './bundled-packs.ts';
import { extendLeadIn, splitLeadIn } from './lead-in.ts';

interface PatternJson {
  regex: string;
  flags?: string;
  gate?: unknown;
}

/** Every bundled pattern that opens with a lead-in run. */
const withLeadIn = bundledPacks().flatMap(({ pack }) =>
  (pack as { rules: Array<{ id: string; keywords: string[]; patterns: PatternJson[]; tests: { tp: Array<{ text: string }> } }> }).rules.flatMap((rule) =>
    rule.patterns.filter((p) => p.gate === undefined && splitLeadIn(p.regex, p.flags ?? '')).map((p) => ({ rule, p }))));

/** All matches as [index, whole match, groups…], the way the scan walks them (empty matches skipped). */
function matches(re: RegExp, text: string, extend?: Parameters<typeof extendLeadIn>[3]): string[][] {
  const out: string[][] = [];
  re.lastIndex = 0;
  for (let from = 0, m = re.exec(text); m; from = re.lastIndex, m = re.exec(text)) {
    if (m[0] === '') {
      re.lastIndex++;
      continue;
    }
    if (extend) extendLeadIn(m, text, from, extend);
    out.push([String(m.index), ...m.map((g) => g ?? '')]);
  }
  return out;
}

/** Text made of identifier runs, the rule's keywords, assignment operators, quotes and spaces. */
function textFor(keywords: string[], rand: () => number): string {
  const pieces = [
    ...keywords, ...keywords.map((k) => k.toUpperCase()), 'api', 'key', 'token', 'secret', 'rapid', 'auth',
    '_', '-', '.', 'x', 'Zq9', 'aB3dE5gH7jK9mN1pQ', '0123456789abcdef', ' ', ' ', '\t', '\n', '=', ':', ':=', '=>', '"',
    "'", ',', '||', '?=', '>', ';', '`', '\\n', '/', '+', '==',
  ];
  let s = '';
  for (let i = 0, n = 20 + Math.floor(rand() * 120); i < n; i++) s += pieces[Math.floor(rand() * pieces.length)];
  return s;
}

const pick = <T>(xs: T[], rand: () => number): T => xs[Math.floor(rand() * xs.length)];

/**
 * The rule's own true-positive texts, each behind an identifier run of 0–70 characters (the run's limit is 50) or
 * glued to the previous one, so matches start inside runs, at their limit and right after an earlier match.
 */
function casesFor(tp: Array<{ text: string }>, rand: () => number): string {
  const run = () => Array.from({ length: Math.floor(rand() * 72) }, () => pick([...'abXY09_.-'], rand)).join('');
  let s = '';
  for (let i = 0, n = 1 + Math.floor(rand() * 3); i < n; i++) s += `${pick(['', ' ', '\n', '"', '; '], rand)}${run()}${pick(tp, rand).text}`;
  return s;
}

describe('lead-in runs', () => {
  test('the bundled gitleaks patterns that open with one are found', () => {
    expect(withLeadIn.length).toBeGreaterThan(90);
    expect(withLeadIn.some(({ rule }) => rule.id === 'generic-api-key')).toBe(true);
  });

  test('matching without the run and walking back gives the same matches as the full pattern', () => {
    const rand = mulberry32(23);
    let compared = 0;
    for (const { rule, p } of withLeadIn) {
      const flags = p.flags ?? '';
      const split = splitLeadIn(p.regex, flags)!;
      const full = new RegExp(p.regex, `${flags}gd`);
      const rest = new RegExp(split.rest, `${flags}gd`);
      for (let i = 0; i < 40; i++) {
        // A long identifier run before a keyword: the walk back stops at the run's maximum, as the full pattern does.
        const text = i % 2 ? casesFor(rule.tests.tp, rand) : i % 8 === 0 ? `${'a'.repeat(70)}${textFor(rule.keywords, rand)}` : textFor(rule.keywords, rand);
        const expected = matches(full, text);
        compared += expected.length;
        expect(matches(rest, text, split.leadIn)).toEqual(expected);
      }
    }
    expect(compared).toBeGreaterThan(1000); // the texts do produce matches
  });

  test('a pattern without the run, or with only the run, is left alone', () => {
    expect(splitLeadIn(String.raw`\btok_[a-z]{8}`, '')).toBeNull();
    expect(splitLeadIn(String.raw`[\-.\w]{0,50}?`, '')).toBeNull();
    expect(splitLeadIn(String.raw`[\w.-]{0,40}?(?:key)=(\w+)`, 'i')).toMatchObject({ rest: String.raw`(?:key)=(\w+)`, leadIn: { max: 40 } });
  });
});
