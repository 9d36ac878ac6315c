/** Validator registry: rules name a validator; the loader rejects names that are not here. */
import { ibanMod97 } from './iban-mod97.ts';
import { luhn } from './luhn.ts';
import type { Validator } from './types.ts';
import { usSsn } from './us-ssn.ts';

export type { Validator, ValidatorOutcome } from './types.ts';

const REGISTRY: ReadonlyMap<string, Validator> = new Map([luhn, ibanMod97, usSsn].map((v) => [v.name, v]));

/** The validator registered under `name`, or undefined. */
export function getValidator(name: string): Validator | undefined {
  return REGISTRY.get(name);
}

/** Names of all registered validators (for error messages and the schema test). */
export function validatorNames(): string[] {
  return [...REGISTRY.keys()];
}
