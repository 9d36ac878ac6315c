import { around, repeated, weightedSum } from './checks.ts';
import { idProblemValidator } from './id-problem-validator.ts';
import type { ValidatorContext } from './types.ts';

/** A label that names the PHN itself. */
const PHN_LABEL = /(?<![\p{L}])(?:phn|personal\shealth\s(?:number|no)|care\s?card|services\scard|health\snumber)(?![\p{L}])/iu;
/** Words that make "MSP" BC's Medical Services Plan rather than a managed service provider. */
const MSP_HEALTH = /(?<![\p{L}])(?:health|medical|b\.?c\.?|british\scolumbia|medical\sservices\splan|premiums?|coverage|patient|doctor|physician|clinic|hospital)(?![\p{L}])/iu;

const WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3];

/**
 * British Columbia Personal Health Number (PHN, on the BC Services Card / CareCard): 10 digits starting with 9; the
 * last is 11 − (Σ digits 2–9 × 2,4,8,5,10,9,7,3 mod 11), where 10 and 11 are never issued.
 */
export function caBcPhnProblem(value: string, context?: ValidatorContext): string | undefined | null {
  const d = value.replace(/[\s-]/g, '');
  if (!/^9\d{9}$/.test(d)) return null;
  const check = 11 - (weightedSum(d.slice(1), WEIGHTS) % 11);
  if (check > 9 || check !== Number(d[9])) return 'check digit fails (mod 11, weights 2,4,8,5,10,9,7,3)';
  if (repeated(d.slice(1))) return 'one repeated digit (a placeholder)';
  return mspProblem(context);
}

/** "MSP" alone is as often a managed service provider: it needs a health or BC word beside it, or a PHN label. */
function mspProblem(context: ValidatorContext | undefined): string | undefined {
  const near = around(context, 48);
  if (!near || PHN_LABEL.test(near) || !/(?<![\p{L}])msp(?![\p{L}])/iu.test(near)) return undefined;
  return MSP_HEALTH.test(around(context, 96)) ? undefined : '"MSP" with no health or BC word (a managed service provider)';
}

export const caBcPhn = idProblemValidator('ca_bc_phn', caBcPhnProblem);
