import type { Validator } from './types.ts';

/** Numbers published in advertising or documentation, never issued (SSA). */
const KNOWN_INVALID = new Set(['078051120', '219099999', '123456789', '457555462']);

/**
 * Structural check of a US Social Security Number (SSA rules): area not 000, 666 or 9xx; group not 00;
 * serial not 0000; one separator style. There is no checksum, so 'valid' does not raise the score.
 */
export const usSsn: Validator = {
  name: 'us_ssn',
  confirms: false,
  validate(value) {
    const m = /^(\d{3})([-. ]?)(\d{2})([-. ]?)(\d{4})$/.exec(value.trim());
    if (!m) return 'not_applicable';
    const [, area, sep1, group, sep2, serial] = m;
    if (sep1 !== sep2) return 'invalid';
    const digits = area + group + serial;
    if (/^(\d)\1{8}$/.test(digits) || KNOWN_INVALID.has(digits)) return 'invalid';
    if (area === '000' || area === '666' || area[0] === '9') return 'invalid';
    return group === '00' || serial === '0000' ? 'invalid' : 'valid';
  },
};
