/**
 * The bundled gitleaks rules end a token at markup, CSV, code and URL-query punctuation as well as at gitleaks'
 * own suffix (scripts/port-gitleaks.ts WIDE_SUFFIX): the same token is found however the text around it is
 * written, and generic-api-key, which keeps the narrow suffix, still leaves an argument list alone.
 */
import { describe, expect, test } from 'bun:test';
import { createL1Detectors } from './engine.ts';
import { loadRuleSet } from './rule-set.ts';

const dlp = createL1Detectors(loadRuleSet()).find((d) => d.category === 'dlp')!;
const plan = { categories: ['dlp' as const], maxLevel: 'L1' as const, gates: { l1: true, l2: false, l3: false, rules: {}, models: {} } };

function accepted(text: string): Array<[string, string]> {
  const chunk = { id: 0, start: 0, end: text.length, text };
  return dlp.scanChunk(chunk, { text, plan, deadline: Date.now() + 10_000 }).filter((f) => f.accepted).map((f) => [f.ruleId, text.slice(f.start, f.end)]);
}

// Built at run time so this file does not itself read as a leaked credential.
const ANTHROPIC = ['sk-ant-api03-', 'Qx7'.repeat(31), 'AA'].join('');

describe('token suffix of the ported gitleaks rules', () => {
  test.each([
    ['HTML', `<p>key: ${ANTHROPIC}</p>`],
    ['a line break tag', `${ANTHROPIC}<br>`],
    ['CSV', `id,key\n7,${ANTHROPIC},active`],
    ['a call argument', `client(${ANTHROPIC})`],
    ['a JSON array', `["${ANTHROPIC}"]`],
    ['an array in code', `[${ANTHROPIC}]`],
    ['a URL query', `https://api.example.net/v1?key=${ANTHROPIC}&page=2`],
    ['gitleaks\' own suffix still: end of text', ANTHROPIC],
  ])('%s', (_name, text) => {
    expect(accepted(text)).toContainEqual(['anthropic-api-key', ANTHROPIC]);
  });

  test('a longer run of token characters is still no token', () => {
    expect(accepted(`${ANTHROPIC}x9`).filter(([id]) => id === 'anthropic-api-key')).toEqual([]);
  });

  test('generic-api-key keeps the narrow suffix: an argument list after a KEY constant is no secret', () => {
    expect(accepted('const v = this.offsetStackValue(this.offset, ValueType.KEY, BitWidth.WIDTH8);')).toEqual([]);
  });
});
