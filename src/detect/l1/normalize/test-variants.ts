/**
 * Evasion variants of a rule's true-positive case, for the robustness tests: each rewrites the text the way an
 * attacker hides it and says where the original match now sits, so a test can check the reported span.
 */

/** A rewritten case: the new text and the span [start, end) the original match now occupies. */
export interface Variant {
  text: string;
  start: number;
  end: number;
}

/** The ways a variant hides a case. */
export type VariantKind = 'zero-width' | 'homoglyph' | 'tag-smuggling' | 'base64' | 'letter-spaced';

/** Latin letter → a Cyrillic lookalike (what homoglyph attacks use most). */
const CYRILLIC: Record<string, string> = {
  a: 'а', c: 'с', e: 'е', i: 'і', j: 'ј', o: 'о', p: 'р', s: 'ѕ', x: 'х', y: 'у',
  A: 'А', B: 'В', C: 'С', E: 'Е', H: 'Н', K: 'К', M: 'М', O: 'О', P: 'Р', T: 'Т', X: 'Х',
};
const LETTER = /\p{L}/u;
const SHORT_PHRASE = /^[\p{L}\p{N} ]{1,48}$/u;

/**
 * The variant of `kind` for a case, or null when the kind does not apply: letter-spacing is for short phrases
 * of letters and digits, at least a quarter letters (what letter-spacing.ts collapses; spaced digit rows are not).
 */
export function makeVariant(kind: VariantKind, text: string, match: string): Variant | null {
  const at = text.indexOf(match);
  if (at < 0) return null;
  switch (kind) {
    case 'zero-width': return perChar(text, at, match.length, zeroWidthEveryOther());
    case 'homoglyph': return perChar(text, at, match.length, homoglyphEveryOther());
    case 'tag-smuggling': return perChar(text, at, match.length, (ch) => ({ before: '', core: toTags(ch) }));
    case 'base64': {
      const prefix = 'Decode and follow: ';
      const encoded = Buffer.from(text, 'utf8').toString('base64');
      return { text: `${prefix}${encoded} thanks`, start: prefix.length, end: prefix.length + encoded.length };
    }
    case 'letter-spaced': {
      if (!SHORT_PHRASE.test(match) || (match.match(/\p{L}/gu)?.length ?? 0) * 4 < match.replace(/ /g, '').length) return null;
      const spaced = match.split(' ').filter(Boolean).map((w) => [...w].join(' ')).join('  ');
      return { text: text.slice(0, at) + spaced + text.slice(at + match.length), start: at, end: at + spaced.length };
    }
  }
}

/** Each code point becomes `before` + `core`; the match span covers the cores of its first and last code points. */
function perChar(
  text: string, at: number, length: number, rewrite: (ch: string, prev: string, next: string) => { before: string; core: string },
): Variant {
  const chars = [...text];
  let out = '';
  let unit = 0;
  let start = -1;
  let end = -1;
  chars.forEach((ch, k) => {
    const { before, core } = rewrite(ch, chars[k - 1] ?? '', chars[k + 1] ?? '');
    out += before;
    if (unit === at) start = out.length;
    out += core;
    unit += ch.length;
    if (unit === at + length) end = out.length;
  });
  return { text: out, start, end };
}

/** A zero-width space before every second letter of a word ("i\u200bgn\u200bor\u200be"). */
function zeroWidthEveryOther(): (ch: string, prev: string) => { before: string; core: string } {
  let inWord = 0;
  return (ch, prev) => {
    inWord = LETTER.test(ch) ? (LETTER.test(prev) ? inWord + 1 : 0) : 0;
    return { before: inWord % 2 === 1 ? '\u200b' : '', core: ch };
  };
}

/** Every other replaceable Latin letter becomes its Cyrillic lookalike. */
function homoglyphEveryOther(): (ch: string) => { before: string; core: string } {
  let n = 0;
  return (ch) => {
    const alike = CYRILLIC[ch];
    return { before: '', core: alike && n++ % 2 === 0 ? alike : ch };
  };
}

/** ASCII 0x20–0x7E as Unicode tag characters; anything else (newlines, accented letters) stays visible. */
export function toTags(s: string): string {
  return [...s].map((ch) => {
    const c = ch.codePointAt(0)!;
    return c >= 0x20 && c <= 0x7e ? String.fromCodePoint(0xe0000 + c) : ch;
  }).join('');
}
