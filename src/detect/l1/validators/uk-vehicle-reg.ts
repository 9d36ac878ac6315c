import type { Validator } from './types.ts';

/**
 * UK vehicle registration mark. Current (2001-): two letters (area code; first not I Q Z, second not I Q),
 * a two-digit age identifier (March 02-, September 51-) and three letters without I or Q. Prefix (1983-2001):
 * a year letter (not I O Q U Z), 1-3 digits, three letters. Suffix (1963-1983): three letters, 1-3 digits, a
 * year letter (not I O Q U Z). Spaces and dashes ignored; no checksum, so 'valid' keeps the rule's score.
 */
export const ukVehicleReg: Validator = {
  name: 'uk_vehicle_reg',
  confirms: false,
  validate(value) {
    const v = value.replace(/[\s-]/g, '').toUpperCase();
    const current = /^([A-Z])([A-Z])(\d{2})([A-Z]{3})$/.exec(v);
    if (current) {
      const [, a, b, age, tail] = current;
      const n = Number(age);
      const ageOk = (n >= 2 && n <= 29) || (n >= 51 && n <= 79);
      return !'IQZ'.includes(a) && !'IQ'.includes(b) && ageOk && !/[IQ]/.test(tail) ? 'valid' : 'invalid';
    }
    const prefix = /^([A-Z])(\d{1,3})([A-Z]{3})$/.exec(v);
    if (prefix) return !'IOQUZ'.includes(prefix[1]) && prefix[2][0] !== '0' && !/[IQ]/.test(prefix[3]) ? 'valid' : 'invalid';
    const suffix = /^([A-Z]{3})(\d{1,3})([A-Z])$/.exec(v);
    if (suffix) return !/[IQ]/.test(suffix[1]) && suffix[2][0] !== '0' && !'IOQUZ'.includes(suffix[3]) ? 'valid' : 'invalid';
    return 'not_applicable';
  },
};
