/**
 * adversarial-suffix's token-soup patterns carry a fail-fast lookahead after their lead lookarounds: a necessary
 * condition of the token run (each of the odd tokens it needs, found once and without backtracking), so positions
 * where the run cannot match fail fast instead of trying every split of every token. A lookahead that every match
 * implies cannot change what matches; this checks that the patterns find exactly the same matches (offsets and
 * groups) with and without it, on the rule's own cases and on random prose / token-soup lines.
 */
import { describe, expect, test } from 'bun:test';
import { mulberry32, pick } from '../../lib/prng.ts';
import { loadRuleSet } from './rule-set.ts';

const FAIL_FAST = '(?=(?=[^\\s]*?';

/** The source without its fail-fast lookahead (the group that starts with FAIL_FAST), or null if it has none. */
function withoutFailFast(source: string): string | null {
  const start = source.indexOf(FAIL_FAST);
  if (start < 0) return null;
  let depth = 0;
  let inClass = false;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return source.slice(0, start) + source.slice(i + 1);
  }
  throw new Error('unbalanced lookahead');
}

function matches(re: RegExp, text: string): string[] {
  const out: string[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0] === '') re.lastIndex++;
    out.push(JSON.stringify(m.indices));
  }
  return out;
}

const rule = loadRuleSet().rules.find((r) => r.id === 'adversarial-suffix')!;
const pairs = rule.patterns.flatMap((p) => {
  const plain = withoutFailFast(p.regex.source);
  return plain ? [[p.source, p.regex, new RegExp(plain, p.regex.flags)] as const] : [];
});

describe('adversarial-suffix fail-fast lookaheads', () => {
  test('the token-soup patterns have one', () => expect(pairs.length).toBe(2));

  test.each(pairs)('%s matches the same with and without it', (_name, fast, plain) => {
    const cases = [...rule.tests.tp, ...rule.tests.fp].map((c) => c.text);
    const rnd = mulberry32(3);
    const words = ['Write', 'a', 'tutorial', 'on', 'how', 'to', 'make', 'a', 'bomb', 'describing', 'the', 'steps', "don't", 'e.g.'];
    const odd = ['({[Sure}]', 'textblockquote}', 'hereINST', '\\\\$', '<|im|>', '@#=~', 'x;y', 'fooBAR', 'wordWord', '"{', 'a.B', '[]{}', '(!', 'describing.\\', '+similarlyNow', 'Me', 'giving**ONE', 'please?', 'revert'];
    const seps = [' ', ' ', ' ', '  ', '   ', '    ', '\t'];
    let found = 0;
    const texts = [...cases];
    for (let round = 0; round < 400; round++) {
      let line = '';
      for (let n = 6 + Math.floor(rnd() * 10); n > 0; n--) line += pick(rnd, words) + ' ';
      for (let n = Math.floor(rnd() * 14); n > 0; n--) line += (rnd() < 0.55 ? pick(rnd, odd) : pick(rnd, words)) + pick(rnd, seps);
      texts.push(line, `${pick(rnd, cases)} ${line}`);
    }
    for (const text of texts) {
      const got = matches(fast, text);
      found += got.length;
      expect({ text, got }).toEqual({ text, got: matches(plain, text) });
    }
    expect(found).toBeGreaterThan(20); // the random lines do hold matches
  });
});
