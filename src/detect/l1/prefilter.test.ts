import { describe, expect, test } from 'bun:test';
import { type Cnf, regexPrefilter, requiredDigitRun } from './prefilter.ts';
import { loadRuleSet } from './rule-set.ts';

/** The condition as the scan evaluates it: every clause has one of its strings in the lower-cased text. */
const holds = (cnf: Cnf, text: string) => cnf.every((clause) => clause.some((s) => text.toLowerCase().includes(s)));
const longestRun = (text: string) => Math.max(0, ...(text.match(/[0-9]+/g) ?? []).map((r) => r.length));

describe('regexPrefilter', () => {
  test('a literal sequence is required whole; an alternation needs one of its branches', () => {
    expect(regexPrefilter('ignore (previous|prior) instructions', 'i')).toEqual([['ignore previous instructions', 'ignore prior instructions']]);
    expect(regexPrefilter('\\bsk_live_[0-9a-z]{24}', '')).toEqual([['sk_live_']]);
  });

  test('optional and repeated parts add nothing that could be absent', () => {
    const cnf = regexPrefilter('api(?:_key)?\\s*=\\s*\\w+', 'i');
    expect(holds(cnf, 'API = x')).toBe(true);
    expect(holds(cnf, 'apikey')).toBe(false);
  });

  test('zero-width assertions and lookarounds do not join or split literals wrongly', () => {
    expect(holds(regexPrefilter('(?<![a-z])token(?=:)', ''), 'token:')).toBe(true);
    const back = regexPrefilter('(["\'])abc\\1def', '');
    expect(holds(back, '"abc"def')).toBe(true);
  });

  test('with i and u, s reads as anything (U+017F folds to s but does not lower-case to it)', () => {
    const re = /secret/iu;
    const cnf = regexPrefilter(re.source, 'iu');
    expect(re.test('\u017fecret')).toBe(true);
    expect(holds(cnf, '\u017fecret')).toBe(true);
  });

  test('common one- and two-letter strings are not kept as conditions', () => {
    expect(regexPrefilter('[0-9]{3}-[0-9]{4}', '')).toEqual([]);
    expect(regexPrefilter('\\b(?:or|and)\\s+1=1', 'i')).toEqual([['1=1']]);
  });
});

describe('requiredDigitRun', () => {
  test('counts adjacent mandatory digits only', () => {
    expect(requiredDigitRun('\\b[0-9]{3}-[0-9]{2}-[0-9]{4}\\b', '')).toBe(4);
    expect(requiredDigitRun('(?:[0-9]{9}|[0-9]{12})', '')).toBe(9);
    expect(requiredDigitRun('[0-9]{2}(?:0[1-9]|1[0-2])[0-9]{2}', '')).toBe(6);
    expect(requiredDigitRun('[0-9]{3} ?[0-9]{3}', '')).toBe(3);
    expect(requiredDigitRun('[0-9]{0,3}[a-z]', '')).toBe(0);
    expect(requiredDigitRun('\\d+', '')).toBe(1);
  });
});

describe('pre-filters of the bundled rules never reject a text their regex matches', () => {
  const rules = loadRuleSet().rules;
  test.each(rules.map((r) => [r.id, r] as const))('%s', (_id, rule) => {
    const texts = [...rule.tests.tp, ...rule.tests.fp].map((c) => c.text);
    for (const p of rule.patterns) {
      const flags = p.regex.flags.replace(/[gd]/g, '');
      const cnf = regexPrefilter(p.regex.source, flags);
      const run = requiredDigitRun(p.regex.source, flags);
      const re = new RegExp(p.regex.source, flags);
      for (const text of texts) {
        if (!re.test(text)) continue;
        expect({ pattern: p.source, text, cnf: holds(cnf, text) }).toEqual({ pattern: p.source, text, cnf: true });
        expect(longestRun(text)).toBeGreaterThanOrEqual(run);
      }
    }
  });
});
