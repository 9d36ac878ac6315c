import { dateExists } from './checks.ts';
import type { Validator } from './types.ts';

/** Weights of the Rentenversicherungsnummer check digit over its 12 leading digits (letter as 2 digits). */
const WEIGHTS = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];

/**
 * German pension insurance number (Rentenversicherungsnummer, the social security number on the
 * Sozialversicherungsausweis): 2-digit insurer area, birth date DDMMYY, initial of the birth surname,
 * 2-digit serial (00-49 men, 50-99 women) and a check digit (day + 50 when a date's serials are used up). The letter counts as its alphabet position
 * (A = 01); each digit × weight 2,1,2,5,7,1,2,1,2,1,2,1 is reduced to its digit sum; the total mod 10 is
 * the check digit (DRV, "Aufbau der Versicherungsnummer").
 */
export const deSocialSecurity: Validator = {
  name: 'de_social_security',
  confirms: true,
  validate(value) {
    const m = /^(\d{2})(\d{2})(\d{2})(\d{2})([A-Za-z])(\d{2})(\d)$/.exec(value.replace(/[\s]/g, ''));
    if (!m) return 'not_applicable';
    const [, area, dd, mm, yy, letter, serial, check] = m;
    if (area === '00') return 'invalid';
    // The date is a real one in some century (the century is not encoded); when a date's serial numbers
    // run out, 50 is added to the day.
    const day = Number(dd) > 50 ? Number(dd) - 50 : Number(dd);
    if (!dateExists(1900 + Number(yy), Number(mm), day) && !dateExists(2000 + Number(yy), Number(mm), day)) return 'invalid';
    const pos = letter.toUpperCase().charCodeAt(0) - 64;
    const digits = `${area}${dd}${mm}${yy}${String(pos).padStart(2, '0')}${serial}`;
    let sum = 0;
    for (let i = 0; i < WEIGHTS.length; i++) {
      const p = (digits.charCodeAt(i) - 48) * WEIGHTS[i];
      sum += Math.floor(p / 10) + (p % 10);
    }
    return sum % 10 === Number(check) ? 'valid' : 'invalid';
  },
};
