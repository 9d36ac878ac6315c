/** Seeded randomness for the property tests: a reproducible PRNG and text mixing the characters views change. */

import { mulberry32 } from '../../../lib/prng.ts';

/** A reproducible PRNG returning floats in [0, 1). */
export const rng = (seed: number): (() => number) => mulberry32(seed);

// ASCII, spaces for letter-spacing, invisibles, bidi controls, tags, fullwidth, ligatures, combining marks,
// Cyrillic/Greek lookalikes, emoji and other astral characters (surrogate pairs), a lone surrogate, character
// references and string escapes (whole and cut short), variation selectors (runs decode), accented letters.
const POOL = [
  ...'abcdeiorsxyzAKZ019 .-%+/=', '  ', '\u200b', '\u200d', '\u00ad', '\ufeff', '\u202e', '\u2067', '\u200f',
  '\u{e0049}', '\u{e0020}', '\u{e007f}', '\u{e0001}', '\uff49', '\ufb01', '\u0301', '\u0308', 'е', 'о', 'і', 'α',
  'ж', '日', '\u{1d422}', '😀', '\u{1f469}', '\ufe0f', '\ud800', 'ß', 'ǅ',
  '&', '&lt;', '&#105;', '&#x3a', '&nbsp;', '&#8203;', '\\', '\\x69', '\\u00e9', '\\n', '\\u{1f600}', '\\xc3\\xa9',
  '\ufe00\ufe01\ufe06\ufe09', '\u{e0159}\u{e0157}\u{e015e}\u{e015f}', '\u{e01ef}', 'é', 'ñ', 'Ö', 'ḯ',
];

/** `n` pieces drawn from the pool (a piece may be two UTF-16 units). */
export function randomText(rand: () => number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += POOL[Math.floor(rand() * POOL.length)];
  return s;
}
