import { dateSerialDigits } from './checks.ts';
import { problemValidator } from './id-problem-validator.ts';
import type { Validator, ValidatorContext } from './types.ts';

/**
 * A validator of a Nordic date-and-serial id (DDMMYY-NNNN: Danish CPR, Icelandic kennitala) whose verdict is one
 * function's: `problem` says why the 10 digits are no such id, or undefined when they are one, and its reason is
 * the validator's why. A value of another shape is not_applicable.
 */
export function dateSerialValidator(
  name: string,
  confirms: boolean,
  problem: (digits: string, context: ValidatorContext | undefined) => string | undefined,
): Validator {
  return problemValidator(name, confirms, (value, context) => {
    const d = dateSerialDigits(value);
    return d === null ? null : problem(d, context);
  });
}
