/** Transform bits recorded per unit of a normalised text, and the names findings report for them. */

/** A compatibility form was folded (fullwidth, ligature, mathematical letter) or marks composed. */
export const NFKC = 1;
/** An invisible character (zero-width, word joiner, BOM, soft hyphen, variation selector) was removed. */
export const ZERO_WIDTH = 2;
/** A bidi mark, embedding, override or isolate was removed. */
export const BIDI = 4;
/** A Unicode tag character was decoded to its ASCII (or dropped, for language/cancel tags). */
export const TAGS = 8;
/** A Cyrillic/Greek/other lookalike was folded to Latin. */
export const HOMOGLYPH = 16;
/** A separator inside letter-spaced text was dropped. */
export const LETTER_SPACING = 32;

const NAMES: Array<[number, string]> = [
  [TAGS, 'unicode tags decoded'],
  [ZERO_WIDTH, 'zero-width removed'],
  [BIDI, 'bidi controls removed'],
  [NFKC, 'nfkc'],
  [HOMOGLYPH, 'homoglyphs folded'],
  [LETTER_SPACING, 'letter-spacing collapsed'],
];

/** The names of the bits set in `bits`, in a fixed order. */
export function markNames(bits: number): string[] {
  const out: string[] = [];
  for (const [bit, name] of NAMES) if (bits & bit) out.push(name);
  return out;
}
