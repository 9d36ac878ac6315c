/**
 * Builds adversarial inputs for a pattern from its own character classes and test cases, and times the
 * pattern on them: the dynamic half of the ReDoS guard (the static half is regex-safety.ts).
 */
import { samples } from './charset.ts';
import { parseRegex, walk } from './regex-ast.ts';

/** Default size of each adversarial input, in UTF-16 code units. */
export const PROBE_SIZE = 20_000;

/** Characters the pattern's own classes and literals accept, a few per class. */
export function patternChars(re: RegExp, max = 16): string[] {
  const out = new Set<string>();
  walk(parseRegex(re.source, re.flags), (n) => {
    if (n.t === 'char') for (const c of samples(n.set)) out.add(c);
  });
  return [...out].slice(0, max);
}

/** Inputs likely to trigger backtracking: long runs of each accepted char, repeated near-misses of examples. */
export function adversarialInputs(re: RegExp, examples: string[], size = PROBE_SIZE): Array<{ name: string; text: string }> {
  const chars = patternChars(re);
  const fill = (unit: string) => (unit ? unit.repeat(Math.ceil(size / unit.length)).slice(0, size) : '');
  const inputs = chars.map((c) => ({ name: `run of ${JSON.stringify(c)}`, text: `${fill(c)}!` }));
  inputs.push({ name: 'cycle of all chars', text: `${fill(chars.join(''))}!` });
  for (const ex of examples.slice(0, 2)) {
    inputs.push({ name: 'repeated example', text: fill(`${ex} `) });
    inputs.push({ name: 'repeated near-miss', text: fill(`${ex.slice(0, -1)} `) });
    for (const c of chars.slice(0, 6)) inputs.push({ name: `example + run of ${JSON.stringify(c)}`, text: ex + fill(c) });
  }
  return inputs;
}

/** Milliseconds to find all matches of `re` in `text` (global scan, as the engine does). */
export function timeScan(re: RegExp, text: string): number {
  const scanner = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  const t0 = performance.now();
  for (let m = scanner.exec(text), n = 0; m && n < 100_000; m = scanner.exec(text), n++) {
    if (m[0] === '') scanner.lastIndex++;
  }
  return performance.now() - t0;
}
