import { describe, expect, test } from 'bun:test';
import { adversarialInputs, timeScan } from './redos-probe.ts';
import { regexSafetyIssue } from './regex-safety.ts';

describe('regexSafetyIssue (static)', () => {
  test.each([
    ['(a+)+', 'nested quantifier'],
    ['(?:\\w+\\s?)*$', 'nested quantifier'],
    ['(x+x+)+y', 'nested quantifier'],
    ['(.*a){12}', 'nested quantifier'],
    ['(a|a)*', 'alternation'],
    ['(a|ab)*c', 'alternation'],
    ['(\\w|\\d)+$', 'alternation'],
    ['(\\d*)*', 'empty string'],
    ['(\\w)\\1', 'backreference'],
    ['(?<x>a)\\k<x>', 'backreference'],
  ])('rejects %s', (source, why) => {
    expect(regexSafetyIssue(source)).toContain(why);
  });

  test.each([
    ['(?:\\.[a-z0-9-]+)+', 'a delimiter the inner part cannot eat'],
    ['(?:\\s+\\w+){0,3}', 'disjoint neighbours'],
    ['(?:[0-9]{4}[ -]?){3}', 'fixed inner count'],
    ['(?:[ .-]?[0-9]{2,4}){2,4}', 'small bounded nest'],
    ['\\b(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}', 'alternation followed by a delimiter'],
    ['[a-z]+(?:[._-][a-z]+)*', 'separated words'],
    ['-----BEGIN[ A-Z]{0,100}KEY-----[\\s\\S]{64,16384}?-----END', 'bounded lazy body'],
  ])('accepts %s (%s)', (source) => {
    expect(regexSafetyIssue(source)).toBeNull();
  });

  // Unicode property escapes are read as their real sets (u flag), so a space still delimits letter runs.
  test('a space delimits \\p{L} runs (u flag)', () => {
    expect(regexSafetyIssue('(?: \\p{Lu}[\\p{L}-]+){0,3}', 'u')).toBeNull();
    expect(regexSafetyIssue('(?:\\p{Lu}\\p{Ll}+ )+', 'u')).toBeNull();
  });

  test('\\p{L} runs without a delimiter, and \\P{L} that can eat the delimiter, are still rejected', () => {
    expect(regexSafetyIssue('(?:\\p{L}+ ?)+', 'u')).toContain('nested quantifier');
    expect(regexSafetyIssue('(?: \\P{L}+)+', 'u')).toContain('nested quantifier');
  });
});

describe('redos probe (dynamic)', () => {
  test('catches an exponential pattern the probe was built for', () => {
    // Exponential: 25 characters are enough, so the probe is run at a tiny size to keep the test fast.
    const re = /^(a+)+$/;
    const slow = adversarialInputs(re, ['aaaa'], 25).some((i) => timeScan(re, i.text) > 50);
    expect(slow).toBe(true);
  });

  test('a linear pattern stays fast on its adversarial inputs', () => {
    const re = /\bghp_[0-9a-zA-Z]{36}\b/g;
    for (const input of adversarialInputs(re, ['ghp_abcdefghijklmnopqrstuvwxyz0123456789'])) {
      expect(timeScan(re, input.text)).toBeLessThan(50);
    }
  });
});
