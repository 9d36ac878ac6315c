import type { Validator } from './types.ts';

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/**
 * Spanish personal tax ids: DNI/NIF (7-8 digits + control letter) and NIE (X/Y/Z + 7 digits + letter, the
 * prefix read as 0/1/2). The letter is LETTERS[number mod 23]; a dash before it and any case are accepted.
 */
export const esNif: Validator = {
  name: 'es_nif',
  confirms: true,
  validate(value) {
    const v = value.replace(/[\s-]/g, '').toUpperCase();
    const m = /^([XYZ]\d{7}|\d{7,8})([A-Z])$/.exec(v);
    if (!m) return 'not_applicable';
    const digits = m[1].replace(/^[XYZ]/, (c) => String('XYZ'.indexOf(c)));
    if (/^0+$/.test(digits)) return 'invalid';
    return LETTERS[Number(digits) % 23] === m[2] ? 'valid' : 'invalid';
  },
};
