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
export type VariantKind =
  | 'zero-width' | 'homoglyph' | 'tag-smuggling' | 'tag-noise' | 'base64' | 'letter-spaced'
  | 'entity-encoded' | 'escaped' | 'vs-smuggled' | 'accented' | 'html-lines';

/** Latin letter → a Cyrillic lookalike (what homoglyph attacks use most). */
const CYRILLIC: Record<string, string> = {
  a: 'а', c: 'с', e: 'е', i: 'і', j: 'ј', o: 'о', p: 'р', s: 'ѕ', x: 'х', y: 'у',
  A: 'А', B: 'В', C: 'С', E: 'Е', H: 'Н', K: 'К', M: 'М', O: 'О', P: 'Р', T: 'Т', X: 'Х',
};
const LETTER = /\p{L}/u;
const SHORT_PHRASE = /^[\p{L}\p{N} ]{1,48}$/u;

/**
 * The variant of `kind` for a case, or null when the kind does not apply: letter-spacing is for short phrases
 * of letters and digits, at least a quarter letters (what letter-spacing.ts collapses; spaced digit rows are not);
 * accenting is for matches spelt in ASCII (a rule that spells "précédentes" itself cannot read other accents).
 */
export function makeVariant(kind: VariantKind, text: string, match: string): Variant | null {
  const at = text.indexOf(match);
  if (at < 0) return null;
  switch (kind) {
    case 'entity-encoded': return perChar(text, at, match.length, entityEncoded());
    case 'escaped': return perChar(text, at, match.length, escaped());
    case 'html-lines': return htmlLines(text, at, match.length);
    case 'vs-smuggled': return selectorSmuggled(text, at, match.length);
    case 'accented': return /[^\x00-\x7f]/.test(match) ? null : perChar(text, at, match.length, accented());
    case 'zero-width': return perChar(text, at, match.length, zeroWidthEveryOther());
    case 'homoglyph': return perChar(text, at, match.length, homoglyphEveryOther());
    case 'tag-smuggling': return perChar(text, at, match.length, (ch) => ({ before: '', core: toTags(ch) }));
    case 'tag-noise': return perChar(text, at, match.length, tagAfterEverySpace());
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

/**
 * The case as a web page or chat client's HTML carries it: markup characters as references, each line break as
 * a bare "<br>" (no newline kept, the harder case for line-reading rules), inside a paragraph in a div.
 */
function htmlLines(text: string, at: number, length: number): Variant {
  const open = '<div class="message"><p>';
  const v = perChar(text, at, length, (ch) => ({ before: '', core: ch === '\n' ? '<br>' : MARKUP[ch] ?? ch }));
  return { text: `${open}${v.text}</p></div>`, start: open.length + v.start, end: open.length + v.end };
}

/** An invisible tag letter after every space (tag characters sprinkled as noise, not spelling a message). */
function tagAfterEverySpace(): (ch: string, prev: string) => { before: string; core: string } {
  let n = 0;
  return (ch, prev) => ({ before: prev === ' ' ? String.fromCodePoint(0xe0041 + (n++ % 26)) : '', core: ch });
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

const MARKUP: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' };
const ALNUM = /^[A-Za-z0-9]$/;

/**
 * Markup characters as named references, and every third letter or digit as a numeric one, in turn decimal,
 * hex, decimal without ';' (when nothing after it could extend it) and upper-case hex.
 */
function entityEncoded(): (ch: string, prev: string, next: string) => { before: string; core: string } {
  let n = 0;
  return (ch, _prev, next) => {
    if (MARKUP[ch]) return { before: '', core: MARKUP[ch] };
    if (!ALNUM.test(ch) || n++ % 3 !== 0) return { before: '', core: ch };
    const c = ch.charCodeAt(0);
    const form = ((n - 1) / 3) % 4;
    const bare = form === 2 && !/[0-9;]/.test(next);
    const core = form === 1 ? `&#x${c.toString(16)};` : form === 3 ? `&#X${c.toString(16).toUpperCase()};` : `&#${c}${bare ? '' : ';'}`;
    return { before: '', core };
  };
}

const STRING_ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\t': '\\t', '\r': '\\r' };

/**
 * The text as a string literal: quotes, backslashes and line breaks escaped, and every other letter or digit
 * as \xNN, \uNNNN, \u{NN} or octal \NNN in turn.
 */
function escaped(): (ch: string) => { before: string; core: string } {
  let n = 0;
  return (ch) => {
    if (STRING_ESCAPES[ch]) return { before: '', core: STRING_ESCAPES[ch] };
    if (!ALNUM.test(ch) || n++ % 2 !== 0) return { before: '', core: ch };
    const c = ch.charCodeAt(0);
    const hex = c.toString(16).padStart(2, '0');
    const forms = [`\\x${hex}`, `\\u00${hex}`, `\\u{${hex}}`, `\\${c.toString(8).padStart(3, '0')}`];
    return { before: '', core: forms[((n - 1) / 2) % 4] };
  };
}

/** One variation selector per UTF-8 byte (VS1–16 for 0–15, VS17–256 for 16–255). */
export function toSelectors(bytes: Uint8Array): string {
  return [...bytes].map((b) => String.fromCodePoint(b < 16 ? 0xfe00 + b : 0xe0100 + b - 16)).join('');
}

/**
 * The whole text hidden as selectors after the emoji that ends a message (the published demonstrations' shape);
 * the span covers the selectors of the match's bytes.
 */
function selectorSmuggled(text: string, at: number, length: number): Variant {
  const prefix = 'Nice picture \u{1f600}';
  const units = (s: string) => [...Buffer.from(s, 'utf8')].reduce((n, b) => n + (b < 16 ? 1 : 2), 0);
  const start = prefix.length + units(text.slice(0, at));
  return { text: `${prefix}${toSelectors(Buffer.from(text, 'utf8'))}`, start, end: start + units(text.slice(at, at + length)) };
}

const ACCENTS = ['\u0301', '\u0300', '\u0308'];

/** Every other ASCII letter accented, in turn precomposed where Unicode has the letter (é) and as base + mark. */
function accented(): (ch: string) => { before: string; core: string } {
  let n = 0;
  return (ch) => {
    if (!/^[A-Za-z]$/.test(ch) || n++ % 2 !== 0) return { before: '', core: ch };
    const k = (n - 1) / 2;
    return { before: '', core: (ch + ACCENTS[k % 3]).normalize(k % 2 ? 'NFD' : 'NFC') };
  };
}
