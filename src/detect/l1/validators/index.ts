/** Validator registry: rules name a validator; the loader rejects names that are not here. */
import { abaRouting } from './aba-routing.ts';
import { bitcoinAddress } from './bitcoin-address.ts';
import { brCpf } from './br-cpf.ts';
import { dateOfBirth } from './date-of-birth.ts';
import { deTaxId } from './de-tax-id.ts';
import { esNif } from './es-nif.ts';
import { ethereumAddress } from './ethereum-address.ts';
import { frNir } from './fr-nir.ts';
import { ibanMod97 } from './iban-mod97.ts';
import { inAadhaar } from './in-aadhaar.ts';
import { ipAddress } from './ip-address.ts';
import { itFiscalCode } from './it-fiscal-code.ts';
import { luhn } from './luhn.ts';
import { macAddress } from './mac-address.ts';
import { paymentCard } from './payment-card.ts';
import { personGivenName } from './person-given-name.ts';
import { personName } from './person-name.ts';
import { personTitledName } from './person-titled-name.ts';
import { phoneNumber } from './phone-number.ts';
import { plPesel } from './pl-pesel.ts';
import { streetAddress } from './street-address.ts';
import type { Validator } from './types.ts';
import { ukNhs } from './uk-nhs.ts';
import { ukNino } from './uk-nino.ts';
import { usSsn } from './us-ssn.ts';

export type { Validator, ValidatorOutcome } from './types.ts';

const REGISTRY: ReadonlyMap<string, Validator> = new Map(
  [
    luhn, paymentCard, ibanMod97, usSsn, phoneNumber, ipAddress, macAddress, bitcoinAddress, ethereumAddress, ukNhs, ukNino,
    deTaxId, frNir, esNif, itFiscalCode, plPesel, inAadhaar, brCpf, abaRouting, dateOfBirth, personName,
    personGivenName, personTitledName, streetAddress,
  ].map((v) => [v.name, v]),
);

/** The validator registered under `name`, or undefined. */
export function getValidator(name: string): Validator | undefined {
  return REGISTRY.get(name);
}

/** Names of all registered validators (for error messages and the schema test). */
export function validatorNames(): string[] {
  return [...REGISTRY.keys()];
}
