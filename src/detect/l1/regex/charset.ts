/** Code-point sets as sorted, merged [lo, hi] ranges: enough to ask "can these two tokens overlap?". */

export type CharSet = ReadonlyArray<readonly [number, number]>;

export const MAX_CP = 0x10ffff;
export const EMPTY: CharSet = [];

/** Sorts and merges ranges into canonical form. */
export function normalize(ranges: Array<readonly [number, number]>): CharSet {
  const sorted = ranges.slice();
  if (!sortedByStart(sorted)) sorted.sort((a, b) => a[0] - b[0]); // most come sorted: one range, or a set's own
  const out: Array<[number, number]> = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

function sortedByStart(ranges: ReadonlyArray<readonly [number, number]>): boolean {
  for (let i = 1; i < ranges.length; i++) if (ranges[i][0] < ranges[i - 1][0]) return false;
  return true;
}

/** True when the set is already in canonical form (sorted, merged ranges): normalize would return an equal set. */
export function isCanonical(set: CharSet): boolean {
  for (let i = 0; i < set.length; i++) {
    if (set[i][0] > set[i][1]) return false;
    if (i > 0 && set[i][0] <= set[i - 1][1] + 1) return false;
  }
  return true;
}

/** Union of several sets. */
export function union(...sets: CharSet[]): CharSet {
  return normalize(sets.flatMap((s) => s.map(([lo, hi]) => [lo, hi] as const)));
}

/** Complement within [0, MAX_CP]. */
export function negate(set: CharSet): CharSet {
  const out: Array<[number, number]> = [];
  let next = 0;
  for (const [lo, hi] of set) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CP) out.push([next, MAX_CP]);
  return out;
}

/** True when the two sets share at least one code point. */
export function intersects(a: CharSet, b: CharSet): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i][1] < b[j][0]) i++;
    else if (b[j][1] < a[i][0]) j++;
    else return true;
  }
  return false;
}

/** Adds ASCII case partners (the `i` flag). Non-ASCII case pairs are ignored: rules here are ASCII-centric. */
export function foldCase(set: CharSet): CharSet {
  if (set.length === 1 && set[0][0] === set[0][1]) { // one character, the common case: the same answer without the union
    const c = set[0][0];
    if (c >= 0x41 && c <= 0x5a) return [[c, c], [c + 0x20, c + 0x20]];
    if (c >= 0x61 && c <= 0x7a) return [[c - 0x20, c - 0x20], [c, c]];
    return set;
  }
  const extra: Array<[number, number]> = [];
  for (const [lo, hi] of set) {
    const addShifted = (from: number, to: number, shift: number) => {
      const a = Math.max(lo, from);
      const b = Math.min(hi, to);
      if (a <= b) extra.push([a + shift, b + shift]);
    };
    addShifted(0x41, 0x5a, 0x20);
    addShifted(0x61, 0x7a, -0x20);
  }
  return extra.length ? union(set, extra) : set;
}

/** A few representative characters of the set (printable ASCII first), for building adversarial inputs. */
export function samples(set: CharSet, max = 2): string[] {
  const out: string[] = [];
  for (const [lo, hi] of set) {
    for (let c = Math.max(lo, 0x20); c <= Math.min(hi, 0x7e) && out.length < max; c += Math.max(1, hi - lo)) {
      out.push(String.fromCodePoint(c));
    }
  }
  if (out.length === 0 && set.length) out.push(String.fromCodePoint(set[0][0] === 0 ? set[0][1] : set[0][0]));
  return out;
}

const r = (a: string, b = a): [number, number] => [a.codePointAt(0)!, b.codePointAt(0)!];

export const DIGIT: CharSet = [r('0', '9')];
export const WORD: CharSet = normalize([r('0', '9'), r('A', 'Z'), r('_'), r('a', 'z')]);
export const SPACE: CharSet = normalize([
  [0x09, 0x0d], [0x20, 0x20], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a],
  [0x2028, 0x2029], [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff],
]);
export const LINE_TERMINATORS: CharSet = normalize([[0x0a, 0x0a], [0x0d, 0x0d], [0x2028, 0x2029]]);
export const ANY: CharSet = [[0, MAX_CP]];

const PROPERTY_SETS = new Map<string, CharSet>();

/**
 * The code points a `\p{...}` escape may match: exact up to U+00FF (asked of the engine, with the pattern's
 * case-insensitivity), and every code point above it. Never smaller than the real set, so an overlap test on it
 * can only over-report and the safety analysis stays sound; exact where rule delimiters live (space, digits,
 * ASCII punctuation). Rule loading parses every pattern in every worker, so this costs 256 tests, not a scan
 * of the BMP. A property the engine does not know reads as every code point.
 */
export function unicodeProperty(name: string, caseInsensitive: boolean): CharSet {
  const key = `${name}/${caseInsensitive}`;
  const hit = PROPERTY_SETS.get(key);
  if (hit) return hit;
  let re: RegExp;
  try {
    re = new RegExp(`^\\p{${name}}$`, caseInsensitive ? 'iu' : 'u');
  } catch {
    return ANY;
  }
  const ranges: Array<[number, number]> = [[0x100, MAX_CP]];
  for (let cp = 0; cp <= 0xff; cp++) if (re.test(String.fromCharCode(cp))) ranges.push([cp, cp]);
  const set = normalize(ranges);
  PROPERTY_SETS.set(key, set);
  return set;
}
