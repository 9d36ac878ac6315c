import type { Validator } from './types.ts';

/**
 * UK (DVLA) driving licence number, 16 characters: surname (5, padded with 9), decade digit, birth month
 * (+50 for women), day, year digit, two initials (9 = none), a digit, two check characters. The birth month
 * and day must be possible; no public checksum, so 'valid' keeps the rule's score.
 */
export const ukDrivingLicence: Validator = {
  name: 'uk_driving_licence',
  confirms: false,
  validate(value) {
    const m = /^([A-Z9]{5})(\d)(\d{2})(\d{2})(\d)([A-Z9]{2})(\d)([A-Z0-9]{2})$/.exec(value.trim().toUpperCase());
    if (!m) return 'not_applicable';
    const [, surname, , mm, dd] = m;
    if (!/^[A-Z]/.test(surname) || /[A-Z]9+[A-Z]/.test(surname)) return 'invalid';
    const month = Number(mm) > 50 ? Number(mm) - 50 : Number(mm);
    const day = Number(dd);
    return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? 'valid' : 'invalid';
  },
};
