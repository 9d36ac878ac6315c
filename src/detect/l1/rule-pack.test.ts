import { bundledPacks } from './bundled-packs.ts';
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACK_KEYS, PATTERN_KEYS, RULE_KEYS, RulePackError, compilePack } from './rule-pack.ts';
import { loadRuleSet, ruleSetOptionsFromEnv } from './rule-set.ts';
import { samplePack, sampleRule } from './test-fixtures.ts';
import { scanWithRules } from './rule-cases.ts';
import type { PackSource } from './rule-types.ts';
import schema from '../../../rules/rule-pack.schema.json';
import { INPUT_KINDS } from '../types.ts';

/** The issues compilePack reports for a pack holding `rule`. */
function issuesFor(rule: Record<string, unknown>, file?: string): string[] {
  try {
    compilePack(samplePack([rule], file));
    return [];
  } catch (e) {
    if (e instanceof RulePackError) return e.issues;
    throw e;
  }
}

/** Every issue compilePack reports for a pack, one per line ('' when it compiles). */
function issuesOf(source: PackSource): string {
  try {
    compilePack(source);
    return '';
  } catch (e) {
    if (e instanceof RulePackError) return e.issues.join('\n');
    throw e;
  }
}

describe('compilePack', () => {
  test('compiles a valid rule with defaults filled in', () => {
    const [rule] = compilePack(samplePack([sampleRule({ secretGroup: 1 })]));
    expect(rule).toMatchObject({ id: 'test-token', label: 'test-token', enabled: true, enabledFor: [], secretGroup: 1, pack: 'test' });
    expect(rule.patterns[0].source).toBe('test-token#0');
    expect(rule.patterns[0].regex.flags).toContain('g');
  });

  test.each([
    ['a bad regex', { patterns: [{ regex: '([a-z' }] }, 'bad regex'],
    ['an unsafe regex', { patterns: [{ regex: '(a+)+b' }] }, 'not linear-time safe'],
    ['a backreference', { patterns: [{ regex: '(a)\\1' }] }, 'backreferences'],
    ['unsupported flags', { patterns: [{ regex: 'a', flags: 'gy' }] }, '"flags"'],
    ['an unknown validator', { validator: 'crc99' }, 'unknown validator "crc99"'],
    ['missing tests', { tests: undefined }, '"tests"'],
    ['no true positives', { tests: { tp: [], fp: [{ text: 'x', reason: 'y' }] } }, 'tests.tp needs at least one case'],
    ['an fp without a reason', { tests: { tp: [{ text: 'tok_Ab3dE5gH7jK9', match: 'tok_Ab3dE5gH7jK9' }], fp: [{ text: 'x' }] } }, 'tests.fp[0]'],
    ['a tp the pre-filter would skip', { keywords: ['zzz'] }, 'none of the keywords'],
    ['upper-case keywords', { keywords: ['TOK_'] }, 'lower-case'],
    ['a non-boolean context.required', { context: { words: ['token'], required: 'yes' } }, '"required" must be a boolean'],
    ['a qualify phrase that holds no context word', { context: { words: ['token'], qualify: ['gift card'] } }, 'qualify entry "gift card" holds none of the context words'],
    ['an exclude phrase that holds a context word', { context: { words: ['token'], exclude: ['test-token'] } }, 'exclude entry "test token" holds a context word'],
    ['a wrong category folder', { category: 'pii' }, 'does not match the pack folder'],
    ['an unknown category', { category: 'malware' }, '"category"'],
    ['a bad id', { id: 'Bad Id' }, '"id" must match'],
    ['a typo in a field name', { keyword: ['tok_'] }, 'unknown field "keyword"'],
    ['a secretGroup beyond the groups', { secretGroup: 3 }, '"secretGroup" 3'],
    ['a score out of range', { score: 1.5 }, '"score"'],
    ['a level other than L1', { level: 'L2' }, '"level"'],
    ['a hexEntropy without an entropy', { hexEntropy: 3, entropy: undefined }, '"hexEntropy" lowers "entropy"'],
    ['a hexEntropy above 4 bits', { entropy: 3.5, hexEntropy: 4.5 }, '"hexEntropy"'],
    ['a pattern entropy out of range', { patterns: [{ regex: '\\btok_([A-Za-z0-9]{12})\\b', entropy: 9 }] }, '"entropy"'],
    ['a bad allowlist regex', { allowlist: { regexes: ['(['] } }, 'allowlist: bad regex'],
    ['an unknown input kind in enabledFor', { enabled: false, enabledFor: ['mcp'] }, 'unknown input kind "mcp"'],
    ['enabledFor on a rule that is on anyway', { enabledFor: ['mcp_server'] }, 'set "enabled": false'],
    ['a non-boolean negatable', { patterns: [{ regex: '\\btok_([A-Za-z0-9]{12})\\b', negatable: 'yes' }] }, '"negatable" must be a boolean'],
    ['a gate without "then"', { patterns: [{ regex: '\\btok_([A-Za-z0-9]{12})\\b', gate: { wordRun: 6 } }] }, '"then"'],
    ['a gate that needs an unknown pattern', {
      patterns: [{ regex: '\\btok_([A-Za-z0-9]{12})\\b', gate: { wordRun: 6, then: ';', needs: 'other' } }],
    }, '"needs" must name an earlier pattern'],
  ])('rejects %s, naming the file and rule id', (_name, overrides, expected) => {
    const issues = issuesFor(sampleRule(overrides as Record<string, unknown>));
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.join('\n')).toContain(expected);
    const id = (overrides as { id?: string }).id ?? 'test-token';
    expect(issues.some((m) => m.startsWith(`rules/dlp/test.json: rule "${id}"`) && m.includes(expected))).toBe(true);
  });

  test('rejects a duplicate id within a pack', () => {
    expect(() => compilePack(samplePack([sampleRule(), sampleRule()]))).toThrow('rule "test-token": duplicate rule id');
  });

  test('rejects a pack outside a category folder', () => {
    expect(() => compilePack(samplePack([sampleRule()], 'packs/test.json'))).toThrow('folder named after its category');
  });

  test('rejects unknown pack fields and a bad extends', () => {
    const bad = samplePack([sampleRule()], undefined, { extends: 'everything', owner: 'me' });
    expect(() => compilePack(bad)).toThrow('"extends" may only be "default"');
    expect(() => compilePack(bad)).toThrow('pack: unknown field "owner"');
  });
});

describe('named allowlists', () => {
  const DUMMY = { regexes: ['^tok_Ab3dE5gH7jK0$'], stopwords: ['example'] };
  const namedPack = (allowlists: Record<string, unknown>, rules: Record<string, unknown>[]) =>
    samplePack(rules.map((r, i) => sampleRule({ id: `tok-${i}`, ...r })), undefined, { allowlists });

  test('a rule names one of its pack\'s allowlists; every rule naming it shares one compiled copy', () => {
    const [a, b] = compilePack(namedPack({ dummy: DUMMY }, [{ allowlist: ['dummy', { stopwords: ['sample'] }] }, { allowlist: 'dummy' }]));
    expect(a.allowlists).toHaveLength(2);
    expect(a.allowlists[0]).toMatchObject({ stopwords: ['example'], target: 'secret' });
    expect(a.allowlists[0].regexes[0].source).toBe('^tok_Ab3dE5gH7jK0$');
    expect(b.allowlists).toEqual([a.allowlists[0]]);
    expect(b.allowlists[0]).toBe(a.allowlists[0]);
  });

  test('a named allowlist rejects as an inline copy does', () => {
    const inline = compilePack(namedPack({ dummy: DUMMY }, [{ allowlist: 'dummy' }, { allowlist: DUMMY }]));
    const text = 'token tok_Ab3dE5gH7jK0 and an example tok_Zz9yX8wV7uT6';
    const reasons = inline.map((rule) => scanWithRules([rule], text).map((f) => [f.accepted, f.explanation.rejectedBecause ?? '']));
    expect(reasons[0]).toEqual(reasons[1]);
    expect(reasons[0].some(([accepted]) => accepted === false)).toBe(true);
  });

  test.each([
    ['an unknown name', { dummy: DUMMY }, [{ allowlist: 'dummy' }, { allowlist: ['nope'] }], 'rule "tok-1": allowlist[0]: unknown allowlist "nope" of pack "test" (known: dummy)'],
    ['a name with no allowlists declared', {}, [{ allowlist: 'dummy' }], 'unknown allowlist "dummy" of pack "test" (the pack declares no "allowlists")'],
    ['an unused allowlist', { dummy: DUMMY, spare: DUMMY }, [{ allowlist: 'dummy' }], 'rules/dlp/test.json: allowlist "spare" of pack "test" is used by no rule'],
    ['a bad name', { Bad: DUMMY }, [{ allowlist: 'Bad' }], 'allowlist "Bad" of pack "test": a name must match'],
    ['a bad regex, naming the allowlist', { dummy: { regexes: ['(['] } }, [{ allowlist: 'dummy' }], 'allowlist "dummy" of pack "test": bad regex'],
    ['an unknown field', { dummy: { regex: ['x'] } }, [{ allowlist: 'dummy' }], 'unknown field "regex"'],
    ['a non-object', { dummy: ['x'] }, [{ allowlist: 'dummy' }], 'allowlist "dummy" of pack "test": must be an object'],
  ])('rejects %s, naming the pack', (_name, allowlists, rules, expected) => {
    expect(issuesOf(namedPack(allowlists, rules))).toContain(expected);
  });

  test('named allowlists are per pack: another pack cannot use them', () => {
    compilePack(namedPack({ dummy: DUMMY }, [{ allowlist: 'dummy' }]));
    const other = samplePack([sampleRule({ id: 'other', allowlist: 'dummy' })], 'rules/dlp/other.json');
    expect(() => compilePack(other)).toThrow('unknown allowlist "dummy" of pack "test" (the pack declares no "allowlists")');
  });

  test('"allowlists" must be an object', () => {
    expect(issuesOf(samplePack([sampleRule()], undefined, { allowlists: ['x'] }))).toContain('"allowlists" must be an object');
  });
});

describe('named regex fragments', () => {
  /** A pack with `fragments` whose single rule has the given patterns (and tests that fit a "tok_" token). */
  const fragmentPack = (fragments: Record<string, string>, regexes: string[], rule: Record<string, unknown> = {}) =>
    samplePack([sampleRule({ patterns: regexes.map((regex) => ({ regex })), ...rule })], undefined, { fragments });

  test('expands {{NAME}} before compiling, so the engine sees only the expanded source', () => {
    const [rule] = compilePack(fragmentPack({ PREFIX: 'tok_', BODY: '[A-Za-z0-9]{12}' }, ['\\b{{PREFIX}}({{BODY}})\\b']));
    expect(rule.patterns[0].regex.source).toBe('\\btok_([A-Za-z0-9]{12})\\b');
  });

  test('a fragment may use fragments (nesting), and a quantified fragment that is one group is fine', () => {
    const frags = { TOKEN: '{{PREFIX}}(?:{{ALNUM}}){12}', PREFIX: '(?:tok_)', ALNUM: '[A-Za-z0-9]' };
    const [rule] = compilePack(fragmentPack(frags, ['\\b{{PREFIX}}?({{TOKEN}})\\b'], { tests: {
      tp: [{ text: 'x tok_Ab3dE5gH7jK9 y', match: 'tok_Ab3dE5gH7jK9' }], fp: [{ text: 'tok_short', reason: 'too short' }] } }));
    expect(rule.patterns[0].regex.source).toBe('\\b(?:tok_)?((?:tok_)(?:[A-Za-z0-9]){12})\\b');
  });

  test('a fragment with a top-level | is fine as a whole alternative', () => {
    const [rule] = compilePack(fragmentPack({ ALT: 'tok_|key_' }, ['\\b(?:{{ALT}}|pat_)([A-Za-z0-9]{12})\\b', '\\b(?:pat_|{{ALT}})([A-Za-z0-9]{12})\\b']));
    expect(rule.patterns[0].regex.source).toBe('\\b(?:tok_|key_|pat_)([A-Za-z0-9]{12})\\b');
  });

  test('allowlist regexes may use fragments too', () => {
    const [rule] = compilePack(fragmentPack({ PREFIX: 'tok_', DUMMY: 'Ab3dE5gH7jK0' }, ['\\b{{PREFIX}}([A-Za-z0-9]{12})\\b'], { allowlist: { regexes: ['^{{DUMMY}}$'] } }));
    expect(rule.allowlists[0].regexes[0].source).toBe('^Ab3dE5gH7jK0$');
  });

  test.each([
    ['an unknown name', { PREFIX: 'tok_' }, ['\\b{{PREFIX}}{{NOPE}}\\b'], 'unknown fragment "NOPE" of pack "test"'],
    ['an unknown name inside a fragment', { PREFIX: 'tok_{{NOPE}}' }, ['\\b{{PREFIX}}\\b'], 'unknown fragment "NOPE" of pack "test" (used by fragment "PREFIX")'],
    ['a cycle', { A: 'x{{B}}', B: '{{C}}y', C: '(?:{{A}})' }, ['\\b{{A}}\\b'], 'fragment cycle in pack "test": A → B → C → A'],
    ['a fragment that uses itself', { A: 'a{{A}}' }, ['{{A}}'], 'fragment cycle in pack "test": A → A'],
    ['a quantified fragment that is not one atom', { PREFIX: 'tok_' }, ['\\b{{PREFIX}}?[A-Za-z0-9]{12}\\b'], 'fragment "PREFIX" of pack "test" is quantified'],
    ['a fragment with a top-level | inside a sequence', { ALT: 'foo|bar' }, ['\\btok_{{ALT}}[0-9]{12}\\b'], 'fragment "ALT" of pack "test" has a top-level |'],
    ['a fragment inside a character class', { D: '[0-9]' }, ['\\btok_[{{D}}a-z]{12}\\b'], 'fragment "D" of pack "test" is used inside a character class'],
    ['a fragment behind a backslash', { A: 'abc' }, ['\\btok_x\\{{A}}\\b'], 'fragment "A" of pack "test" follows a backslash'],
    ['a misuse inside a fragment, naming it', { OUTER: 'tok_{{ALT}}', ALT: 'foo|bar' }, ['\\b{{OUTER}}[0-9]{12}\\b'], 'fragment "ALT" of pack "test" (in fragment "OUTER") has a top-level |'],
  ])('rejects %s, naming the pack, the rule id and the fragment', (_name, fragments, regexes, expected) => {
    const issues = issuesOf(fragmentPack(fragments, regexes));
    expect(issues).toContain(expected);
    expect(issues.split('\n').some((m) => m.startsWith('rules/dlp/test.json: rule "test-token": patterns[0]: ') && m.includes(expected))).toBe(true);
  });

  test('rejects nesting deeper than the bound', () => {
    const deep = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`F${i}`, i === 19 ? 'tok_' : `{{F${i + 1}}}`]));
    expect(issuesOf(fragmentPack(deep, ['\\b{{F0}}[A-Za-z0-9]{12}\\b']))).toContain('is nested deeper than 16');
  });

  test('rejects an unused fragment, a bad name and a non-string source, naming the pack', () => {
    const issues = issuesOf(fragmentPack({ PREFIX: 'tok_', SPARE: 'x', 'bad-name': 'y' }, ['\\b{{PREFIX}}([A-Za-z0-9]{12})\\b']));
    expect(issues).toContain('rules/dlp/test.json: fragment "SPARE" of pack "test" is used by no rule');
    expect(issues).toContain('fragment "bad-name" of pack "test": a name must match');
    expect(issuesOf(fragmentPack({ PREFIX: 7 as unknown as string }, ['{{PREFIX}}']))).toContain('fragment "PREFIX" of pack "test" must be a non-empty regex source');
    expect(issuesOf(samplePack([sampleRule()], undefined, { fragments: ['x'] }))).toContain('"fragments" must be an object');
  });

  test('the expanded source is what the static safety check sees', () => {
    expect(issuesOf(fragmentPack({ RUN: '(?:a+)' }, ['tok_{{RUN}}+b']))).toContain('not linear-time safe');
  });

  test('fragments are per pack: another pack cannot use them', () => {
    const other = samplePack([sampleRule({ id: 'other', patterns: [{ regex: '\\b{{PREFIX}}([A-Za-z0-9]{12})\\b' }] })], 'rules/dlp/other.json');
    compilePack(fragmentPack({ PREFIX: 'tok_' }, ['\\b{{PREFIX}}([A-Za-z0-9]{12})\\b']));
    expect(() => compilePack(other)).toThrow('unknown fragment "PREFIX" of pack "test" (the pack declares no "fragments"');
  });
});

describe('loadRuleSet', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scanward-rules-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const writePack = (name: string, rules: unknown[]) => {
    mkdirSync(join(dir, 'dlp'), { recursive: true });
    writeFileSync(join(dir, 'dlp', name), JSON.stringify({ pack: 'ops', description: 'ops', extends: 'default', rules }));
  };

  test('an operator pack adds rules and replaces a rule with the same id', () => {
    writePack('ops.json', [sampleRule({ score: 0.5 }), sampleRule({ id: 'ops-extra' })]);
    const set = loadRuleSet({ bundled: [samplePack([sampleRule()])], extraDir: dir });
    expect(set.rules.map((r) => [r.id, r.patterns[0].score])).toEqual([['test-token', 0.5], ['ops-extra', 0.8]]);
  });

  test('an operator pack may declare and use its own fragments', () => {
    mkdirSync(join(dir, 'dlp'), { recursive: true });
    writeFileSync(join(dir, 'dlp', 'ops.json'), JSON.stringify({ pack: 'ops', description: 'ops', extends: 'default', fragments: { PREFIX: 'tok_' },
      rules: [sampleRule({ id: 'ops-frag', patterns: [{ regex: '\\b{{PREFIX}}([A-Za-z0-9]{12})\\b' }] })] }));
    const set = loadRuleSet({ bundled: [], extraDir: dir });
    expect(set.rules.map((r) => [r.id, r.patterns[0].regex.source])).toEqual([['ops-frag', '\\btok_([A-Za-z0-9]{12})\\b']]);
  });

  test('a duplicate id across bundled packs is an error naming both files', () => {
    const twice = [samplePack([sampleRule()]), samplePack([sampleRule()], 'rules/dlp/other.json')];
    expect(() => loadRuleSet({ bundled: twice })).toThrow('already defined in rules/dlp/test.json');
  });

  test('an operator rule whose own tests fail is rejected', () => {
    writePack('ops.json', [sampleRule({ tests: { tp: [{ text: 'tok_nope', match: 'tok_nope' }], fp: [{ text: 'a', reason: 'b' }] } })]);
    expect(() => loadRuleSet({ bundled: [], extraDir: dir })).toThrow(/rule "test-token": tests\.tp\[0\]/);
  });

  test('a JSON syntax error names the file', () => {
    writeFileSync(join(dir, 'dlp', 'ops.json'), '{ nope');
    expect(() => loadRuleSet({ bundled: [], extraDir: dir })).toThrow(/ops\.json: cannot read pack/);
  });

  test('disabled rules are removed; env options are parsed', () => {
    const opts = ruleSetOptionsFromEnv({ SCANWARD_DISABLED_RULES: ' test-token , x', SCANWARD_RULES_DIR: '' });
    expect(opts).toEqual({ extraDir: undefined, disabledRules: ['test-token', 'x'] });
    expect(loadRuleSet({ bundled: [samplePack([sampleRule()])], ...opts }).rules).toEqual([]);
  });
});

describe('rule-pack.schema.json', () => {
  test('lists exactly the fields the loader accepts', () => {
    const rule = schema.$defs.rule;
    expect(Object.keys(schema.properties).sort()).toEqual([...PACK_KEYS].sort());
    expect(Object.keys(rule.properties).sort()).toEqual([...RULE_KEYS].sort());
    expect(Object.keys(schema.$defs.pattern.properties).sort()).toEqual([...PATTERN_KEYS].sort());
    expect(Object.keys(schema.$defs.pattern.properties.gate.properties).sort()).toEqual(['needs', 'then', 'wordRun']);
    expect(rule.properties.enabledFor.items.enum).toEqual([...INPUT_KINDS]);
  });
});

describe('bundled packs under the operator-pack checks', () => {
  // Workers skip the static linear-time analysis for bundled packs (trusted); this is where it is enforced.
  test.each(bundledPacks().map((p) => [p.file, p] as const))('%s passes the static regex safety analysis', (_file, source) => {
    expect(() => compilePack(source)).not.toThrow();
  });
});
