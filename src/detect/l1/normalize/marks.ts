/** Transform bits recorded per unit of a normalised text (a Uint16Array), and the names findings report for them. */

/** A compatibility form was folded (fullwidth, ligature, mathematical letter) or marks composed. */
export const NFKC = 1;
/** An invisible character (zero-width, word joiner, BOM, soft hyphen, variation selector) was removed. */
export const ZERO_WIDTH = 2;
/** A bidi mark, embedding, override or isolate was removed. */
export const BIDI = 4;
/** A Unicode tag character was decoded to its ASCII (or dropped: language/cancel tags, and a lone tag). */
export const TAGS = 8;
/** A Cyrillic/Greek/other lookalike was folded to Latin. */
export const HOMOGLYPH = 16;
/** A separator inside letter-spaced text was dropped. */
export const LETTER_SPACING = 32;
/** An HTML/XML character reference (&lt; &#58; &#x3a;) was decoded. */
export const ENTITY = 64;
/** A string escape (\xNN, \uNNNN, \u{…}, \NNN, \n …) inside a run of escapes was decoded. */
export const ESCAPE = 128;
/** A run of variation selectors after a base character was decoded as smuggled bytes. */
export const SELECTORS = 256;
/** A diacritic was stripped from a Latin letter (only in the view injection and threat rules run on). */
export const ACCENTS = 512;
/**
 * The reference or escape stood for an ASCII letter or digit: markup and string syntax never need those
 * escaped, so only a writer hiding words produces them (the hiding signal, unlike ENTITY or ESCAPE alone).
 */
export const ENCODED_ALNUM = 1024;
/** An HTML tag that renders as a line or block boundary (<br>, </p>, <div>) was read as a line break. */
export const MARKUP = 2048;
/** A line break a hard wrap put inside a sentence was read as a space (soft-wraps.ts; only in the rejoined view). */
export const SOFT_WRAP = 4096;

const NAMES: Array<[number, string]> = [
  [TAGS, 'unicode tags decoded'],
  [ZERO_WIDTH, 'zero-width removed'],
  [BIDI, 'bidi controls removed'],
  [NFKC, 'nfkc'],
  [HOMOGLYPH, 'homoglyphs folded'],
  [LETTER_SPACING, 'letter-spacing collapsed'],
  [MARKUP, 'markup line breaks read'],
  [ENTITY, 'html entities decoded'],
  [ESCAPE, 'escapes decoded'],
  [ENCODED_ALNUM, 'letters encoded'],
  [SELECTORS, 'variation selectors decoded'],
  [ACCENTS, 'accents stripped'],
  [SOFT_WRAP, 'soft line breaks joined'],
];

/** The names of the bits set in `bits`, in a fixed order. */
export function markNames(bits: number): string[] {
  const out: string[] = [];
  for (const [bit, name] of NAMES) if (bits & bit) out.push(name);
  return out;
}
