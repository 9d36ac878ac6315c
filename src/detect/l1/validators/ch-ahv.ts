import { repeated, weightedSum } from './checks.ts';
import { idProblemValidator } from './id-problem-validator.ts';

/** EAN-13's weights over the first 12 digits: 1, 3 alternating. */
const EAN_WEIGHTS = [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3];

/**
 * Swiss social security number (AHV-Nummer, numéro AVS, AVS13): 756 (the country), 9 digits and an EAN-13 check
 * digit (weights 1,3 alternating over the 12 digits; check = (10 − sum mod 10) mod 10).
 */
export function chAhvProblem(value: string): string | undefined | null {
  const d = value.replace(/[\s.]/g, '');
  if (!/^756\d{10}$/.test(d)) return null;
  if ((10 - (weightedSum(d, EAN_WEIGHTS) % 10)) % 10 !== Number(d[12])) return 'EAN-13 check digit fails';
  if (repeated(d.slice(3, 12)) || d.slice(3, 12) === '123456789') return 'a placeholder serial';
  return undefined;
}

export const chAhv = idProblemValidator('ch_ahv', chAhvProblem);
