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

/** Size of the short inputs that rank the repeated examples beyond the first two (see slowestRepeats). */
export const SCREEN_SIZE = 500;

/** How many repeated examples beyond the first two's also run at full size. */
export const EXTRA_REPEATS = 2;

const fillTo = (unit: string, size: number) => (unit ? unit.repeat(Math.ceil(size / unit.length)).slice(0, size) : '');

/**
 * The `extra` repeating units (an example after the first two plus a space, or its near-miss: the example less its
 * last character) on which the pattern is slowest over a short input. A branch the first two examples never reach
 * (a condition check, a memory clause) can cost far more per attempt than theirs; the patterns are bounded, so
 * their cost grows about linearly with the input, so a short input should rank the units about as a full-size one would.
 */
export function slowestRepeats(re: RegExp, examples: string[], extra = EXTRA_REPEATS): Array<{ name: string; unit: string }> {
  const first = examples.slice(0, 2);
  const units = [...new Set(examples.slice(2))]
    .filter((ex) => !first.includes(ex))
    .flatMap((ex) => [
      { name: 'repeated example (screened)', unit: `${ex} ` },
      { name: 'repeated near-miss (screened)', unit: `${ex.slice(0, -1)} ` },
    ]);
  if (units.length <= extra) return units;
  timeScan(re, fillTo(units[0].unit, SCREEN_SIZE)); // the first scan compiles the pattern: keep it out of the ranking
  return units
    .map((u) => ({ u, ms: timeScan(re, fillTo(u.unit, SCREEN_SIZE)) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, extra)
    .map((r) => r.u);
}

/**
 * Inputs likely to trigger backtracking: long runs of each accepted char, repeated near-misses of examples (the
 * first two, plus the slowest repeats of the others on a short screen).
 */
export function adversarialInputs(re: RegExp, examples: string[], size = PROBE_SIZE): Array<{ name: string; text: string }> {
  const chars = patternChars(re);
  const fill = (unit: string) => fillTo(unit, size);
  const inputs = chars.map((c) => ({ name: `run of ${JSON.stringify(c)}`, text: `${fill(c)}!` }));
  inputs.push({ name: 'cycle of all chars', text: `${fill(chars.join(''))}!` });
  for (const ex of examples.slice(0, 2)) {
    inputs.push({ name: 'repeated example', text: fill(`${ex} `) });
    inputs.push({ name: 'repeated near-miss', text: fill(`${ex.slice(0, -1)} `) });
    for (const c of chars.slice(0, 6)) inputs.push({ name: `example + run of ${JSON.stringify(c)}`, text: ex + fill(c) });
  }
  for (const r of slowestRepeats(re, examples)) inputs.push({ name: r.name, text: fill(r.unit) });
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
