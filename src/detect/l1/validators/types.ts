/** A validator checks a candidate's value beyond the regex (checksum, structure). */
export type ValidatorOutcome = 'valid' | 'invalid' | 'not_applicable';

/** Where the candidate sits, for a validator whose verdict depends on more than the value. */
export interface ValidatorContext {
  /** The whole regex match (the value is its secret group): a connection URL's user beside its password. */
  match: string;
  /**
   * Text around the value and the value's offsets in it: a sibling field's value ("first_name" beside "last_name").
   * Bounded: at most 512 characters on each side of the value (judge.ts VALIDATOR_WINDOW), never the whole document,
   * so a validator's cost does not grow with the document and nothing far from the value can sway it.
   */
  text?: string;
  start?: number;
  end?: number;
  /**
   * The whole text the window was cut from, and where the window starts in it: only for a per-document index built
   * once per text (a table's header rows, validators/table-index.ts), so that a table's header any number of rows up
   * is found at no cost per candidate. A validator reads its verdict's words from the window, not from here.
   */
  document?: string;
  offset?: number;
}

/** One named validator, referenced from rules by `validator`. */
export interface Validator {
  name: string;
  /** True when 'valid' is strong evidence (a checksum): the score is raised to 1. False: 'valid' only keeps it. */
  confirms: boolean;
  validate(value: string, context?: ValidatorContext): ValidatorOutcome;
  /**
   * Optional: why an 'invalid' value was refused, in words, when the validator can say more than "invalid" (it is
   * asked only after validate said 'invalid', with the same arguments). Shown as the candidate's rejectedBecause.
   */
  why?(value: string, context?: ValidatorContext): string | undefined;
}
