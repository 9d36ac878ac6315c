import { around, repeated, weightedSum } from './checks.ts';
import { idProblemValidator } from './id-problem-validator.ts';
import type { ValidatorContext } from './types.ts';

/** The CNS weights: 15 down to 1. */
const WEIGHTS = [15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

/** A label that names the card itself: CNS, Cartão SUS / do SUS, Cartão Nacional de Saúde, número do SUS, health card. */
const CNS_LABEL = /(?<![\p{L}])(?:cns|cart[ãa]o\s(?:do\s)?sus|cart[ãa]o\snacional\sde\ssa[úu]de|n(?:[úu]mero|\.?\s?º)\sdo\ssus|health\scard)(?![\p{L}])/iu;

/**
 * Brazilian national health card number (Cartão Nacional de Saúde, CNS, cartão SUS): 15 digits starting with 1 or 2
 * (definitive) or 7, 8 or 9 (provisional), whose Σ digit × (15 − position) is a multiple of 11. A lower-case "sus"
 * as the only label is refused (Spanish/Portuguese "their").
 */
export function brCnsProblem(value: string, context?: ValidatorContext): string | undefined | null {
  const d = value.replace(/[\s.-]/g, '');
  if (!/^\d{15}$/.test(d)) return null;
  if (!/^[12789]/.test(d)) return 'first digit not 1, 2, 7, 8 or 9';
  if (weightedSum(d, WEIGHTS) % 11 !== 0) return 'check fails (weighted sum not a multiple of 11)';
  if (repeated(d)) return 'one repeated digit (a placeholder)';
  return susProblem(context);
}

/**
 * "sus" is also the Spanish and Portuguese possessive ("sus números de seguimiento"): beside no card label, only the
 * upper-case SUS as a word names the health system.
 */
function susProblem(context: ValidatorContext | undefined): string | undefined {
  const near = around(context, 48);
  if (!near || CNS_LABEL.test(near) || /(?<![\p{L}])SUS(?![\p{L}])/u.test(near)) return undefined;
  return /(?<![\p{L}])sus(?![\p{L}])/iu.test(near) ? '"sus" here is a possessive, not the SUS' : undefined;
}

export const brCns = idProblemValidator('br_cns', brCnsProblem);
