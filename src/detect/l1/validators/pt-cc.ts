import { alnumValue, idProblemValidator } from './id-problem-validator.ts';

/**
 * Portuguese citizen card number (Cartão de Cidadão): 8-digit civil id, its check digit, 2 version characters and a
 * final check: over the 12 characters (A = 10 … Z = 35), every second from the right doubled and reduced by 9 when
 * above 9, the sum is a multiple of 10.
 */
export function ptCcProblem(value: string): string | undefined | null {
  const v = value.replace(/\s/g, '').toUpperCase();
  if (!/^\d{9}[A-Z0-9]{2}\d$/.test(v)) return null;
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    let x = alnumValue(v.charCodeAt(11 - i));
    if (i % 2 === 1) {
      x *= 2;
      if (x > 9) x -= 9;
    }
    sum += x;
  }
  return sum % 10 === 0 ? undefined : 'check character fails';
}

export const ptCc = idProblemValidator('pt_cc', ptCcProblem);
