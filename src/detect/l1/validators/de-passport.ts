import type { Validator } from './types.ts';

const VALUE = (c: string) => (c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 55);

/**
 * German passport / identity card serial: 9 characters from 0-9 C F G H J K L M N P R T V W X Y Z (the first
 * a letter), the last an ICAO 9303 check digit (weights 7,3,1 over the first 8, letters A = 10).
 */
export const dePassport: Validator = {
  name: 'de_passport',
  confirms: true,
  validate(value) {
    const v = value.trim().toUpperCase();
    if (!/^[CFGHJKLMNPRTVWXYZ][0-9CFGHJKLMNPRTVWXYZ]{7}[0-9]$/.test(v)) return 'not_applicable';
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += VALUE(v[i]) * [7, 3, 1][i % 3];
    return sum % 10 === Number(v[8]) ? 'valid' : 'invalid';
  },
};
