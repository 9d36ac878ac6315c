import { idProblemValidator } from './id-problem-validator.ts';

const WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3];

/**
 * British Columbia Personal Health Number (PHN, on the BC Services Card / CareCard): 10 digits starting with 9; the
 * last is 11 − (Σ digits 2–9 × 2,4,8,5,10,9,7,3 mod 11), where 10 and 11 are never issued.
 */
export function caBcPhnProblem(value: string): string | undefined | null {
  const d = value.replace(/[\s-]/g, '');
  if (!/^9\d{9}$/.test(d)) return null;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += (d.charCodeAt(i + 1) - 48) * WEIGHTS[i];
  const check = 11 - (sum % 11);
  if (check > 9 || check !== Number(d[9])) return 'check digit fails (mod 11, weights 2,4,8,5,10,9,7,3)';
  if (/^9(\d)\1*$/.test(d)) return 'one repeated digit (a placeholder)';
  return undefined;
}

export const caBcPhn = idProblemValidator('ca_bc_phn', caBcPhnProblem);
