import { around } from './checks.ts';
import { idProblemValidator } from './id-problem-validator.ts';
import type { ValidatorContext } from './types.ts';

/** What names the Seguridad Social number itself. */
const NUSS_LABEL = /(?<![\p{L}])(?:seguridad\ssocial|seg\.\s?social|s\.\s?s\.|nuss|naf|n(?:[úu]mero|\.?\s?º)\sde\safiliaci[óo]n|n\.?\s?º\safiliaci[óo]n|social\ssecurity)(?![\p{L}])/iu;
/** An affiliate programme's words: "ID de afiliado", "programa de afiliados", affiliate. */
const AFFILIATE = /(?<![\p{L}])(?:afiliad[oa]s?|affiliates?|programa\sde\safiliaci[óo]n)(?![\p{L}])/iu;

/**
 * Spanish social security number (número de afiliación, NUSS/NAF): 2-digit province (01–53, 66), 8-digit number
 * and 2 check digits: (province × 10⁸ + number) mod 97; when the number is below 10⁷ it counts as province × 10⁷ +
 * number in older numbers, so both are accepted.
 */
export function esNussProblem(value: string, context?: ValidatorContext): string | undefined | null {
  const d = value.replace(/[\s/.-]/g, '');
  if (!/^\d{12}$/.test(d)) return null;
  const province = Number(d.slice(0, 2));
  if (province < 1 || (province > 53 && province !== 66)) return `no such province code ${d.slice(0, 2)}`;
  const number = Number(d.slice(2, 10));
  const check = Number(d.slice(10));
  const valid = (province * 1e8 + number) % 97 === check || (number < 1e7 && (province * 1e7 + number) % 97 === check);
  if (!valid) return 'check digits fail (first 10 digits mod 97)';
  const near = around(context, 48);
  if (near && AFFILIATE.test(near) && !NUSS_LABEL.test(near)) return 'an affiliate id, not a Seguridad Social number';
  return undefined;
}

export const esNuss = idProblemValidator('es_nuss', esNussProblem);
