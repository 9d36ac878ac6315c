import type { Validator } from './types.ts';

/** Prefixes HMRC never allocates (besides the letter rules below). */
const BAD_PREFIXES = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);

/**
 * UK National Insurance number: two prefix letters (first not D F I Q U V, second not D F I O Q U V, not
 * BG GB KN NK NT TN ZZ), six digits, suffix A-D; spaces ignored, any case. No checksum: 'valid' keeps the
 * rule's score.
 */
export const ukNino: Validator = {
  name: 'uk_nino',
  confirms: false,
  validate(value) {
    const v = value.replace(/\s/g, '').toUpperCase();
    const m = /^([A-Z])([A-Z])\d{6}([A-Z])$/.exec(v);
    if (!m) return 'not_applicable';
    const [, first, second, suffix] = m;
    if ('DFIQUV'.includes(first) || 'DFIOQUV'.includes(second)) return 'invalid';
    if (BAD_PREFIXES.has(first + second)) return 'invalid';
    return 'ABCD'.includes(suffix) ? 'valid' : 'invalid';
  },
};
