import { describe, expect, test } from 'bun:test';
import {
  clausesHold, literalFound, literalStarts, literalTrie, pairFacts, regexLeadingAnchor, regexLiteralAnchor, regexPairGate,
} from './pair-gate.ts';
import { loadRuleSet } from './rule-set.ts';

const opens = (source: string, flags: string, text: string) => clausesHold(regexPairGate(source, flags), pairFacts(text));

describe('regexPairGate', () => {
  test('a MAC address needs a hex digit next to its separator', () => {
    const mac = String.raw`(?<![\w:.-])[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}(?![\w:-]|\.[0-9A-Fa-f])`;
    expect(regexPairGate(mac, '').length).toBeGreaterThan(0);
    expect(opens(mac, '', 'plain prose: no addresses here, none at all.')).toBe(false);
    expect(opens(mac, '', 'nic 00:1a:2b:3c:4d:5e up')).toBe(true);
  });

  test('optional parts and alternations only require what every branch has', () => {
    expect(opens('[A-Z]{2}-?[0-9]{2}', '', 'AB12')).toBe(true);
    expect(opens('[A-Z]{2}-?[0-9]{2}', '', 'AB-12')).toBe(true);
    expect(opens('(?:[0-9]:[0-9]|[a-z]@[a-z])', '', 'x@y')).toBe(true);
    expect(opens('(?:[0-9]:[0-9]|[a-z]@[a-z])', '', 'x @ y, 1 : 2')).toBe(false);
  });

  test('lookarounds are transparent; a positive one adds what the text must hold there', () => {
    expect(opens('[0-9](?=[a-z])[a-z]', '', '1a')).toBe(true);
    expect(opens('(?<=[0-9]@)[a-z]{2}', '', 'xx 1@ab')).toBe(true);
    expect(opens('(?<=[0-9]@)[a-z]{2}', '', 'xx ab')).toBe(false);
    expect(opens('(?<![0-9]@)[a-z]{2}', '', 'xx ab')).toBe(true);
  });

  test('with i a letter may be U+017F or U+212A', () => {
    const re = /[0-9]s/iu;
    expect(re.test('1\u017f')).toBe(true);
    expect(opens(re.source, 'iu', '1\u017f')).toBe(true);
  });

  test('a backreference may stand for anything or nothing', () => {
    expect(opens(String.raw`([0-9]*):\1-`, '', ':-')).toBe(true);
  });
});

describe('regexLiteralAnchor', () => {
  test('a large alternation of plain words on the mandatory path, with the literal text around it', () => {
    const names = Array.from({ length: 600 }, (_, i) => `Nam${i.toString(36)}`); // a name list's size
    const anchor = regexLiteralAnchor(`(?<![a-z])(?=(?:${names.join('|')}) [A-Z])[A-Z]`, 'u');
    expect(anchor).toContain('Nam0 ');
    expect(regexLiteralAnchor(`(?:${names.slice(0, 20).join('|')}) `, '')).toBeNull(); // small sets are the keyword filter's
    expect(regexLiteralAnchor(`(?:(?:${names.join('|')})|[0-9]+)`, '')).toBeNull(); // not on every path
    expect(regexLiteralAnchor(`(?:${names.join('|')})`, 'i')).toBeNull(); // case-insensitive: not case-exact
  });

  test('literalFound finds a string anywhere, case-sensitively', () => {
    const trie = literalTrie(['Ann ', 'Bob ']);
    expect(literalFound(trie, 'said Bob to her')).toBe(true);
    expect(literalFound(trie, 'said bob to her; Annual')).toBe(false);
  });
});

describe('regexLeadingAnchor', () => {
  const names = Array.from({ length: 600 }, (_, i) => `Nam${i.toString(36)}`);
  const list = `(?:${names.join('|')})`;

  test('a name list that every match starts with, read through zero-width tests and a lookahead', () => {
    expect(regexLeadingAnchor(`(?=\\p{Lu})(?<![\\p{L}])(?=(${list}) [A-Z])[A-Z]`, 'u')).toContain('Nam0');
    expect(regexLeadingAnchor(`\\b${list}(?![a-z])`, 'u')).toContain('Namz');
  });

  test('nothing where the list need not start the match', () => {
    expect(regexLeadingAnchor(`(?<=${list} )[A-Z][a-z]+`, 'u')).toBeNull(); // a lookbehind says what comes before
    expect(regexLeadingAnchor(`(?!${list})[A-Z][a-z]+`, 'u')).toBeNull(); // a negative lookahead says nothing
    expect(regexLeadingAnchor(`(?:Dr\\. )?${list}`, 'u')).toBeNull(); // an optional first item
    expect(regexLeadingAnchor(`(?:${list}|[0-9]+)`, 'u')).toBeNull(); // not every branch
    expect(regexLeadingAnchor(`[A-Z]${list}`, 'u')).toBeNull(); // the list is not first
    expect(regexLeadingAnchor(`(?:${names.slice(0, 20).join('|')})`, '')).toBeNull(); // not a name list's size
    expect(regexLeadingAnchor(list, 'i')).toBeNull(); // case-insensitive: not case-exact
    // Without the u flag \u{41} is 41 u's, \01 octal \x01 and \c1 the text itself; the parser reads them the u way.
    for (const escape of ['\\u{41}lpha', '\\01', '\\c1']) {
      expect(regexLeadingAnchor(`\\b(?:${escape}|${names.join('|')})\\b`, '')).toBeNull();
    }
    expect(regexLeadingAnchor(`\\b(?:\\u{41}lpha|${names.join('|')})\\b`, 'u')).toContain('Alpha'); // with u it is an A
  });

  test('literalStarts finds every start, in order, overlapping ones included', () => {
    expect(literalStarts(literalTrie(['Ann', 'Anna', 'nna']), 'Anna and Ann; ann')).toEqual([0, 1, 9]);
  });
});

describe('pair gates and anchors of the bundled rules never reject a text their regex matches', () => {
  const rules = loadRuleSet().rules;
  test.each(rules.map((r) => [r.id, r] as const))('%s', (_id, rule) => {
    const texts = [...rule.tests.tp, ...rule.tests.fp].map((c) => c.text);
    for (const p of rule.patterns) {
      const flags = p.regex.flags.replace(/[gd]/g, '');
      const cnf = regexPairGate(p.regex.source, flags);
      const anchor = regexLiteralAnchor(p.regex.source, flags);
      const trie = anchor && literalTrie(anchor);
      const leading = regexLeadingAnchor(p.regex.source, flags);
      const starts = leading && literalTrie(leading);
      const re = new RegExp(p.regex.source, flags);
      for (const text of texts) {
        if (!re.test(text)) continue;
        expect({ pattern: p.source, text, pairs: clausesHold(cnf, pairFacts(text)) }).toEqual({ pattern: p.source, text, pairs: true });
        if (trie) expect({ pattern: p.source, text, anchor: literalFound(trie, text) }).toEqual({ pattern: p.source, text, anchor: true });
        if (starts) {
          // every match starts where a leading anchor's string does (scan.ts tries the regex only there)
          const at = new Set(literalStarts(starts, text));
          const all = new RegExp(p.regex.source, `${flags}g`);
          for (const m of text.matchAll(all)) expect({ pattern: p.source, text, at: m.index, start: at.has(m.index) }).toEqual({ pattern: p.source, text, at: m.index, start: true });
        }
      }
    }
  });
});
