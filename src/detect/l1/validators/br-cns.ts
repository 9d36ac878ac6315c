import { idProblemValidator } from './id-problem-validator.ts';

/**
 * Brazilian national health card number (Cartão Nacional de Saúde, CNS, cartão SUS): 15 digits starting with 1 or 2
 * (definitive) or 7, 8 or 9 (provisional), whose Σ digit × (15 − position) is a multiple of 11.
 */
export function brCnsProblem(value: string): string | undefined | null {
  const d = value.replace(/[\s.-]/g, '');
  if (!/^\d{15}$/.test(d)) return null;
  if (!/^[12789]/.test(d)) return 'first digit not 1, 2, 7, 8 or 9';
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += (d.charCodeAt(i) - 48) * (15 - i);
  if (sum % 11 !== 0) return 'check fails (weighted sum not a multiple of 11)';
  if (/^(\d)\1*$/.test(d)) return 'one repeated digit (a placeholder)';
  return undefined;
}

export const brCns = idProblemValidator('br_cns', brCnsProblem);
