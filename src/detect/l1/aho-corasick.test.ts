import { describe, expect, test } from 'bun:test';
import { KeywordFilter, isHit } from './aho-corasick.ts';
import { rng } from './normalize/test-random.ts';
import { loadRuleSet } from './rule-set.ts';

/** The definition the filter must agree with: group g is hit when its keyword occurs in the lower-cased text. */
function oracle(groups: readonly (readonly string[])[], text: string): number[] {
  const lower = text.toLowerCase();
  return groups.map((keywords) => (keywords.some((k) => k !== '' && lower.includes(k)) ? 1 : 0));
}

const hits = (f: KeywordFilter, text: string) => {
  const bits = f.hits(text);
  return Array.from({ length: f.groupCount }, (_, g): number => (isHit(bits, g) ? 1 : 0));
};

describe('KeywordFilter', () => {
  test('finds every keyword present, including overlapping and suffix matches', () => {
    const f = new KeywordFilter([['he'], ['she'], ['his'], ['hers'], ['akia'], ['ia']]);
    expect(hits(f, 'ushers')).toEqual([1, 1, 0, 1, 0, 0]);
    expect(hits(f, 'key=akia...')).toEqual([0, 0, 0, 0, 1, 1]);
    expect(hits(f, 'nothing to see')).toEqual([0, 0, 0, 0, 0, 0]);
  });

  test('a group is hit by any of its keywords; keywords shared between groups mark each', () => {
    const f = new KeywordFilter([['token', 'secret'], ['secret'], []]);
    expect(hits(f, 'my SECRET')).toEqual([1, 1, 0]);
    expect(hits(f, 'a token')).toEqual([1, 0, 0]);
  });

  test('folds case while scanning, ASCII and beyond; an upper-case keyword never matches (as with includes)', () => {
    const f = new KeywordFilter([['password'], ['né'], ['Upper'], ['straße']]);
    expect(hits(f, 'PassWORD: NÉ')).toEqual([1, 1, 0, 0]);
    expect(hits(f, 'Upper STRASSE STRAẞE')).toEqual(oracle([['password'], ['né'], ['Upper'], ['straße']], 'Upper STRASSE STRAẞE'));
  });

  test('empty keywords and empty groups mark nothing', () => {
    expect(hits(new KeywordFilter([]), 'anything')).toEqual([]);
    expect(hits(new KeywordFilter([[''], []]), 'anything')).toEqual([0, 0]);
  });

  test('lone surrogates and tag characters: the tag block high surrogate \\udb40 matches a tag', () => {
    const f = new KeywordFilter([['\udb40'], ['\u200b']]);
    expect(hits(f, 'hi\u{e0041}\u{e0042}')).toEqual([1, 0]);
    expect(hits(f, 'zero\u200bwidth')).toEqual([0, 1]);
  });

  test('units whose lower case needs context or is longer take the exact path (İ, final Σ, cased astral letters)', () => {
    const cases: [string[][], string[]][] = [
      [[['i\u0307'], ['\u0307'], ['ki']], ['KİLİM', 'kilim', 'İ']],
      [[['ς'], ['σ'], ['ας']], ['ΑΣ', 'ΑΣΑ', 'Σ', 'ΑΣ Α']],
      [[['\u{10428}'], ['\udc00'], ['\udc28'], ['\ud801']], ['\u{10400}', '\u{10428}', '\ud801', 'x\udc00']],
    ];
    for (const [groups, texts] of cases) {
      const f = new KeywordFilter(groups);
      for (const text of texts) expect({ text, hit: hits(f, text) }).toEqual({ text, hit: oracle(groups, text) });
    }
  });
});

// Pieces that stress folding: cased ASCII, Latin-1 and beyond, İ/ı, sigma forms, ß/ẞ, the Kelvin sign, zero-width
// and tag characters, a cased astral letter (Deseret) and its lone halves, emoji, combining marks.
const PIECES = [
  ...'abcikosxyzABCIKOSXYZ019 .-_:/=', 'é', 'É', '’', 'İ', 'ı', '\u0307', 'Σ', 'σ', 'ς', 'Α', 'ß', 'ẞ', '\u212a',
  '\u200b', '\u{e0041}', '\u{e0061}', '\udb40', '\udc41', '\u{10400}', '\u{10428}', '\ud801', '\udc00', '\udc28',
  '😀', '\u0301', 'Ж', 'ж',
];

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)];
}

function randomKeyword(rand: () => number): string {
  let k = '';
  for (let n = 1 + Math.floor(rand() * 4); n > 0; n--) k += pick(rand, PIECES);
  return rand() < 0.8 ? k.toLowerCase() : k; // rule keywords are lower-cased at load; still try others
}

/** Keyword fragments (some re-cased) mixed with random pieces, so matches, near misses and overlaps all occur. */
function randomText(rand: () => number, keywords: string[]): string {
  let t = '';
  for (let n = Math.floor(rand() * 40); n > 0; n--) {
    const r = rand();
    if (r < 0.3 && keywords.length) {
      const k = pick(rand, keywords);
      t += rand() < 0.5 ? k.toUpperCase() : k.slice(Math.floor(rand() * k.length));
    } else t += pick(rand, PIECES);
  }
  return t;
}

test('agrees with text.toLowerCase().includes(keyword) on random keywords and text (property)', () => {
  const rand = rng(5);
  for (let round = 0; round < 300; round++) {
    const groups = Array.from({ length: 1 + Math.floor(rand() * 6) }, () =>
      Array.from({ length: Math.floor(rand() * 4) }, () => randomKeyword(rand)));
    const f = new KeywordFilter(groups);
    for (let i = 0; i < 20; i++) {
      const text = randomText(rand, groups.flat());
      expect({ groups, text, hit: hits(f, text) }).toEqual({ groups, text, hit: oracle(groups, text) });
    }
  }
});

test('the bundled rules pick exactly the rules the includes() oracle picks, on their cases and on random text', () => {
  const ruleSet = loadRuleSet();
  const cases = ruleSet.rules.flatMap((r) => [...r.tests.tp, ...r.tests.fp].map((c) => c.text));
  const rand = rng(9);
  for (const category of ['injection', 'threat', 'dlp', 'pii'] as const) {
    const groups = ruleSet.rules.filter((r) => r.category === category).map((r) => r.keywords);
    const f = new KeywordFilter(groups);
    const texts = [...cases, ...cases.map((t) => t.toUpperCase()), cases.join('\n')];
    for (let i = 0; i < 200; i++) texts.push(randomText(rand, groups.flat()));
    for (const text of texts) expect({ category, text, hit: hits(f, text) }).toEqual({ category, text, hit: oracle(groups, text) });
  }
});
