import { dateExists } from './checks.ts';
import { idProblemValidator } from './id-problem-validator.ts';

/**
 * Czech and Slovak birth number (rodné číslo): YYMMDD/SSS before 1954, YYMMDD/SSSC since. Women's months are +50;
 * since 2004 a month may also be +20 (+70 for women) when a day's serials run out. The 10-digit number is divisible
 * by 11, except numbers issued until 1985 whose first 9 digits leave remainder 10 and whose check digit is 0. The
 * 9-digit form exists only for years up to 1953, and a 10-digit year 00–53 is 2000–2053 (not in the future).
 */
export function czBirthNumberProblem(value: string, now = new Date()): string | undefined | null {
  const m = /^(\d{2})(\d{2})(\d{2}) ?\/? ?(\d{3,4})$/.exec(value.trim());
  if (!m) return null;
  const [, yy, mm, dd, serial] = m;
  let month = Number(mm);
  if (month > 50) month -= 50;
  const plus20 = month > 20;
  if (plus20) month -= 20;
  let year: number;
  if (serial.length === 3) {
    if (Number(yy) >= 54) return '9-digit form with a year after 1953 (10 digits since 1954)';
    if (plus20) return 'month +20 before 2004';
    year = 1900 + Number(yy);
  } else {
    year = Number(yy) >= 54 ? 1900 + Number(yy) : 2000 + Number(yy);
    if (year > now.getUTCFullYear()) return 'birth year in the future';
    if (plus20 && year < 2004) return 'month +20 before 2004';
  }
  if (!dateExists(year, month, Number(dd))) return 'no such birth date';
  if (serial.length === 3) return serial === '000' ? 'serial 000' : undefined;
  const digits = yy + mm + dd + serial;
  const rest = Number(digits.slice(0, 9)) % 11;
  const check = Number(digits[9]);
  if (rest === check || (rest === 10 && check === 0 && year <= 1985)) return undefined;
  return 'check digit fails (the 10 digits are not divisible by 11)';
}

export const czBirthNumber = idProblemValidator('cz_birth_number', (v) => czBirthNumberProblem(v));
