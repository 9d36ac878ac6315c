import { weightedSum } from './checks.ts';
import { idProblemValidator } from './id-problem-validator.ts';

const WEIGHTS = [3, 7, 9, 0, 5, 8, 4, 2, 1, 6];

/**
 * Austrian social insurance number (Sozialversicherungsnummer, SV-Nummer, VSNR): a 3-digit serial (never starting
 * with 0), a check digit and the birth date DDMMYY. The check digit is Σ digit × 3,7,9,0,5,8,4,2,1,6 mod 11; a
 * remainder of 10 is never issued. The date part may be a substitute when the birth date is unknown (month 13–15 is
 * used), so only day 01–31 and month 01–15 are asked.
 */
export function atSvnrProblem(value: string): string | undefined | null {
  const d = value.replace(/[\s/-]/g, '');
  if (!/^\d{10}$/.test(d)) return null;
  if (d[0] === '0') return 'serial starting with 0';
  const sum = weightedSum(d, WEIGHTS) % 11;
  if (sum === 10 || sum !== Number(d[3])) return 'check digit fails (weights 3,7,9,0,5,8,4,2,1,6 mod 11)';
  const day = Number(d.slice(4, 6));
  const month = Number(d.slice(6, 8));
  if (day < 1 || day > 31 || month < 1 || month > 15) return 'no such birth date';
  return undefined;
}

export const atSvnr = idProblemValidator('at_svnr', atSvnrProblem);
