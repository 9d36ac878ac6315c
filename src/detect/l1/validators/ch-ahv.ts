import { repeated } from './checks.ts';
import { idProblemValidator } from './id-problem-validator.ts';

/**
 * Swiss social security number (AHV-Nummer, numéro AVS, AVS13): 756 (the country), 9 digits and an EAN-13 check
 * digit (weights 1,3 alternating over the 12 digits; check = (10 − sum mod 10) mod 10).
 */
export function chAhvProblem(value: string): string | undefined | null {
  const d = value.replace(/[\s.]/g, '');
  if (!/^756\d{10}$/.test(d)) return null;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (d.charCodeAt(i) - 48) * (i % 2 ? 3 : 1);
  if ((10 - (sum % 10)) % 10 !== Number(d[12])) return 'EAN-13 check digit fails';
  if (repeated(d.slice(3, 12)) || d.slice(3, 12) === '123456789') return 'a placeholder serial';
  return undefined;
}

export const chAhv = idProblemValidator('ch_ahv', chAhvProblem);
