/** A validator checks a candidate's value beyond the regex (checksum, structure). */
export type ValidatorOutcome = 'valid' | 'invalid' | 'not_applicable';

/** One named validator, referenced from rules by `validator`. */
export interface Validator {
  name: string;
  /** True when 'valid' is strong evidence (a checksum): the score is raised to 1. False: 'valid' only keeps it. */
  confirms: boolean;
  validate(value: string): ValidatorOutcome;
}
