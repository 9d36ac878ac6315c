/**
 * Normalisation stage: HTML/XML character references become the characters a browser shows for them, each
 * mapped exactly to its own reference. Named (&lt; &amp; &nbsp; &colon; …), decimal (&#58;) and hex (&#x3a;),
 * with the closing ';' or without it where browsers accept that (numeric references; the legacy names).
 *
 * This is a stage of the normalised view, not a decoded view: a reference stands for exactly one character,
 * so decoding in place keeps a per-character map, and markup mixes references with plain text
 * ("&lt;script&gt;alert(1)&lt;/script&gt;"), which only one continuous text lets a rule match whole. It also
 * means the base64/hex decoders then search the unescaped text.
 */
import type { Edit } from './mapped-text.ts';
import { ENCODED_ALNUM, ENTITY } from './marks.ts';
import { scanEdits } from './scan-edits.ts';

/** Size budget: most references decoded per text; the rest stay as written. */
export const MAX_ENTITY_EDITS = 16 * 1024;
/** Time budget: the deadline is checked once per this many references. */
const DEADLINE_STRIDE = 256;

// A reference: hex, decimal or a name, then an optional ';'. Digits are capped so a long number stays one token.
const REF = /&(?:#[xX]([0-9A-Fa-f]{1,6})|#([0-9]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}))(;?)/g;

/** Named references: the markup ones, the punctuation HTML5 names (used to hide "javascript:"), common symbols. */
const NAMED: Record<string, string> = {
  lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: '\u00a0', LT: '<', GT: '>', AMP: '&', QUOT: '"',
  colon: ':', semi: ';', comma: ',', period: '.', excl: '!', quest: '?', num: '#', dollar: '$', percnt: '%',
  lpar: '(', rpar: ')', lsqb: '[', rsqb: ']', lbrack: '[', rbrack: ']', lcub: '{', rcub: '}', lbrace: '{',
  rbrace: '}', sol: '/', bsol: '\\', verbar: '|', vert: '|', ast: '*', plus: '+', equals: '=', lowbar: '_',
  grave: '`', Hat: '^', commat: '@', Tab: '\t', NewLine: '\n', hellip: '\u2026', mdash: '\u2014', ndash: '\u2013',
  lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201c', rdquo: '\u201d', laquo: '\u00ab', raquo: '\u00bb',
  bull: '\u2022', middot: '\u00b7', deg: '\u00b0', plusmn: '\u00b1', times: '\u00d7', divide: '\u00f7',
  euro: '\u20ac', pound: '\u00a3', yen: '\u00a5', cent: '\u00a2', sect: '\u00a7', para: '\u00b6', copy: '\u00a9',
  reg: '\u00ae', trade: '\u2122', shy: '\u00ad', zwj: '\u200d', zwnj: '\u200c', lrm: '\u200e', rlm: '\u200f',
  iexcl: '\u00a1', iquest: '\u00bf', szlig: '\u00df', oslash: '\u00f8', Oslash: '\u00d8', aelig: '\u00e6',
  AElig: '\u00c6', ...accentedLetters(),
};

/** Names a browser also decodes without the ';' (the HTML legacy set, cut to the ones text actually uses). */
const LEGACY = new Set(['lt', 'gt', 'amp', 'quot', 'nbsp', 'copy', 'reg', 'LT', 'GT', 'AMP', 'QUOT']);

/** eacute, Uuml, ntilde, ccedil, aring …: every letter+accent pair that composes to one character. */
function accentedLetters(): Record<string, string> {
  const marks: Record<string, string> = { acute: '\u0301', grave: '\u0300', circ: '\u0302', uml: '\u0308', tilde: '\u0303', ring: '\u030a', cedil: '\u0327' };
  const out: Record<string, string> = {};
  for (const letter of 'aeiouyncAEIOUYNC') {
    for (const [name, mark] of Object.entries(marks)) {
      const composed = (letter + mark).normalize('NFC');
      if (composed.length === 1) out[letter + name] = composed;
    }
  }
  return out;
}

// Numeric references 0x80–0x9F mean the windows-1252 character there, as browsers read them.
const CP1252 = new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i));

/** The edits decoding every character reference in `text`, within the size budget and `deadline`. */
export function entityEdits(text: string, deadline = Number.POSITIVE_INFINITY): Edit[] {
  // The scan resumes at the edit's end: a legacy prefix ("&ltscript") gives back what followed it.
  return scanEdits(text, REF, { maxEdits: MAX_ENTITY_EDITS, stride: DEADLINE_STRIDE, deadline }, (m) => {
    const ref = decodeRef(m, text.charCodeAt(m.index + m[0].length));
    if (!ref) return undefined;
    const [value, length] = ref;
    return { start: m.index, end: m.index + length, text: value, mark: ENTITY | (isAsciiAlnum(value) ? ENCODED_ALNUM : 0) };
  });
}

/** A reference's character and its length in the text, or null when a browser would not decode it. */
function decodeRef(m: RegExpExecArray, next: number): [string, number] | null {
  const [whole, hex, dec, name, semi] = m;
  if (name === undefined) {
    // Without ';' a digit right after means the number went on past our cap: leave it.
    if (!semi && (hex !== undefined ? isHexDigit(next) : isDigit(next))) return null;
    const value = codePointText(hex !== undefined ? Number.parseInt(hex, 16) : Number(dec));
    return value === null ? null : [value, whole.length];
  }
  if (semi && Object.hasOwn(NAMED, name)) return [NAMED[name], whole.length];
  if (semi) return null;
  if (LEGACY.has(name)) return next === 0x3d ? null : [NAMED[name], whole.length]; // "&copy=" is a URL parameter
  // "&ltscript&gt": text content decodes the longest legacy prefix; only the markup brackets are worth it.
  const prefix = name.slice(0, 2);
  return prefix === 'lt' || prefix === 'gt' ? [NAMED[prefix], 3] : null;
}

/** The text of a numeric reference's code point; null for NUL, surrogates and values past Unicode. */
function codePointText(cp: number): string | null {
  if (cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return null;
  return cp >= 0x80 && cp <= 0x9f ? CP1252[cp - 0x80] : String.fromCodePoint(cp);
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isHexDigit(c: number): boolean {
  return isDigit(c) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
}

/** True for a single ASCII letter or digit (nothing markup needs escaped). */
export function isAsciiAlnum(s: string): boolean {
  if (s.length !== 1) return false;
  const c = s.charCodeAt(0);
  return isDigit(c) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
}
