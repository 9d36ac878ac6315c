import { idProblemValidator } from './id-problem-validator.ts';

/**
 * Spanish social security number (número de afiliación, NUSS/NAF): 2-digit province (01–53, 66), 8-digit number
 * and 2 check digits: (province × 10⁸ + number) mod 97; when the number is below 10⁷ it counts as province × 10⁷ +
 * number in older numbers, so both are accepted.
 */
export function esNussProblem(value: string): string | undefined | null {
  const d = value.replace(/[\s/.-]/g, '');
  if (!/^\d{12}$/.test(d)) return null;
  const province = Number(d.slice(0, 2));
  if (province < 1 || (province > 53 && province !== 66)) return `no such province code ${d.slice(0, 2)}`;
  const number = Number(d.slice(2, 10));
  const check = Number(d.slice(10));
  if ((province * 1e8 + number) % 97 === check) return undefined;
  if (number < 1e7 && (province * 1e7 + number) % 97 === check) return undefined;
  return 'check digits fail (first 10 digits mod 97)';
}

export const esNuss = idProblemValidator('es_nuss', esNussProblem);
