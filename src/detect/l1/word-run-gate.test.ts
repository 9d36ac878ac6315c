import { describe, expect, test } from 'bun:test';
import { mulberry32, pick } from '../../lib/prng.ts';
import { loadRuleSet } from './rule-set.ts';
import type { CompiledPattern } from './rule-types.ts';
import { type WordRunGate, wordRunLines } from './word-run-gate.ts';

/** True when the gate holds somewhere in the text (it has at least one line). */
const wordRunGateOpen = (gate: WordRunGate, text: string) => wordRunLines(gate, text).length > 0;

const gate: WordRunGate = { wordRun: 6, then: '{}[]\\$^<>|@#=~*;"`' };

describe('wordRunLines', () => {
  test('six words, then a listed character on the same line', () => {
    expect(wordRunGateOpen(gate, 'please write me a short story {about} cats')).toBe(true);
    expect(wordRunGateOpen(gate, 'please write me a short story about cats')).toBe(false); // no symbol
    expect(wordRunGateOpen(gate, '{x} please write me a short story')).toBe(false); // symbol before the run
    expect(wordRunGateOpen(gate, 'please write me a story {about} cats')).toBe(false); // five words
    expect(wordRunGateOpen(gate, 'please, write, me a short story, then; go')).toBe(true); // commas separate words
  });

  test('a line break (or other whitespace but space and tab) ends the run', () => {
    for (const br of ['\n', '\r', '\u2028', '\u00a0', '\f']) {
      expect(wordRunGateOpen(gate, `please write me a short story${br}{about} cats`)).toBe(false);
    }
    expect(wordRunGateOpen(gate, 'please write me a short story\t{about} cats')).toBe(true);
  });

  test('the first word may be the tail of a token; the others only letters and \' . -', () => {
    expect(wordRunGateOpen(gate, 'x=please write me a short story {x}')).toBe(true);
    expect(wordRunGateOpen(gate, 'please write me a sh0rt story {x}')).toBe(false);
  });

  test('ranges are whole lines, adjacent lines merged', () => {
    const hit = 'please write me a short story {x}';
    const text = `code();\n${hit}\n${hit}\nplain\n${hit}`;
    const r = wordRunLines(gate, text);
    expect(r).toEqual([8, 8 + 2 * hit.length + 1, text.length - hit.length, text.length]);
    expect(text.slice(r[0], r[1])).toBe(`${hit}\n${hit}`);
  });
});

/** Every match of the regex over the whole text, as [index, text]. */
function allMatches(p: CompiledPattern, text: string): Array<[number, string]> {
  const re = new RegExp(p.regex.source, p.regex.flags);
  const out: Array<[number, string]> = [];
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0] === '') re.lastIndex++;
    else out.push([m.index, m[0]]);
  }
  return out;
}

/** The matches the engine finds: the regex run on each gated range alone, offsets moved back. */
function rangeMatches(p: CompiledPattern, text: string, ranges: number[]): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  for (let k = 0; k < ranges.length; k += 2) {
    for (const [i, s] of allMatches(p, text.slice(ranges[k], ranges[k + 1]))) out.push([i + ranges[k], s]);
  }
  return out;
}

/** Ranges of `ranges` in which the pattern matches. */
function matchedRanges(p: CompiledPattern, text: string, ranges: number[]): number[] {
  const out: number[] = [];
  for (let k = 0; k < ranges.length; k += 2) if (allMatches(p, text.slice(ranges[k], ranges[k + 1])).length) out.push(ranges[k], ranges[k + 1]);
  return out;
}

const gated = loadRuleSet().rules.filter((r) => r.patterns.some((p) => p.gate));

/** The gated patterns find on their ranges exactly what they find on the whole text; `needs` holds. */
function checkSame(rule: (typeof gated)[number], text: string): void {
  for (const p of rule.patterns) {
    if (!p.gate) continue;
    const ranges = wordRunLines(p.gate, text);
    const within = p.needs === undefined ? ranges : matchedRanges(rule.patterns[p.needs], text, ranges);
    expect({ pattern: p.source, text, matches: rangeMatches(p, text, within) }).toEqual({ pattern: p.source, text, matches: allMatches(p, text) });
  }
}

describe('word-run gates of the bundled rules find every match their regex finds', () => {
  test('some bundled pattern is gated', () => expect(gated.length).toBeGreaterThan(0));

  test.each(gated.map((r) => [r.id, r] as const))('%s: its own cases, alone and between other lines', (_id, rule) => {
    const texts = [...rule.tests.tp, ...rule.tests.fp].map((c) => c.text);
    for (const text of texts) {
      checkSame(rule, text);
      checkSame(rule, `const x = a[0];\r\n${text}\nplain prose line with no symbols at all here\n${text}\n{"k": 1}`);
    }
  });

  test.each(gated.map((r) => [r.id, r] as const))('%s: random lines of prose, code and token soup', (_id, rule) => {
    const rnd = mulberry32(11);
    const words = ['Write', 'a', 'tutorial', 'on', 'how', 'to', 'make', "don't", 'e.g.', 'well-known', 'the', 'Python', 'regex', 'const'];
    const odd = ['({[Sure}]', 'textblockquote}', 'hereINST', '\\\\$', '<|im|>', '@#=~', 'x;y', 'aB', 'fooBAR', 'wordWord', '"{', '`x`', 'a.B', '===', '[]{}', '\\u00e9t\u00e9'];
    const seps = [' ', ' ', ' ', '  ', ', ', '\t', ' , '];
    const breaks = ['\n', '\n', '\r\n', '\u2028', '\n\n'];
    const texts = [...rule.tests.tp, ...rule.tests.fp].map((c) => c.text);
    for (let round = 0; round < 300; round++) {
      let text = '';
      for (let line = 1 + Math.floor(rnd() * 4); line > 0; line--) {
        if (rnd() < 0.2) text += pick(rnd, texts);
        else for (let n = Math.floor(rnd() * 24); n > 0; n--) text += (rnd() < 0.7 ? pick(rnd, words) : pick(rnd, odd)) + pick(rnd, seps);
        text += pick(rnd, breaks);
      }
      checkSame(rule, text);
    }
  });
});
