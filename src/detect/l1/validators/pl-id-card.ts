import { repeated } from './checks.ts';
import { alnumValue, idProblemValidator } from './id-problem-validator.ts';

const WEIGHTS = [7, 3, 1, 0, 7, 3, 1, 7, 3];

/**
 * Polish identity card number (dowód osobisty): series of 3 letters and 6 digits, the first digit a check digit:
 * Σ value × 7,3,1,(check),7,3,1,7,3 mod 10 (A = 10 … Z = 35).
 */
export function plIdCardProblem(value: string): string | undefined | null {
  const v = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{3}\d{6}$/.test(v)) return null;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += alnumValue(v.charCodeAt(i)) * WEIGHTS[i];
  if (sum % 10 !== Number(v[3])) return 'check digit fails (weights 7,3,1 over the series and number)';
  if (repeated(v.slice(4))) return 'one repeated digit (a placeholder)';
  return undefined;
}

export const plIdCard = idProblemValidator('pl_id_card', plIdCardProblem);
