/** Validator registry: rules name a validator; the loader rejects names that are not here. */
import { abaRouting } from './aba-routing.ts';
import { auAbn } from './au-abn.ts';
import { auAcn } from './au-acn.ts';
import { auMedicare } from './au-medicare.ts';
import { auTfn } from './au-tfn.ts';
import { bitcoinAddress } from './bitcoin-address.ts';
import { brCpf } from './br-cpf.ts';
import { bulkPersonalExport } from './bulk-personal-export.ts';
import { caSin } from './ca-sin.ts';
import { dateOfBirth, dateOfBirthCell } from './date-of-birth.ts';
import { deHealthInsurance } from './de-health-insurance.ts';
import { deKfz } from './de-kfz.ts';
import { deLanr } from './de-lanr.ts';
import { deSocialSecurity } from './de-social-security.ts';
import { dePassport } from './de-passport.ts';
import { deTaxId } from './de-tax-id.ts';
import { deVat } from './de-vat.ts';
import { devDefaultCredential } from './dev-credential.ts';
import { dkCpr } from './dk-cpr.ts';
import { esNif } from './es-nif.ts';
import { esPhone } from './es-phone.ts';
import { ethereumAddress } from './ethereum-address.ts';
import { euStreetAddress, euStreetAddressPrivate, streetAddressLabelled } from './eu-street-address.ts';
import { fiHetu } from './fi-hetu.ts';
import { frNir } from './fr-nir.ts';
import { ibanMod97 } from './iban-mod97.ts';
import { idCardMrz } from './id-card-mrz.ts';
import { iePpsn } from './ie-ppsn.ts';
import { inAadhaar } from './in-aadhaar.ts';
import { ipAddress } from './ip-address.ts';
import { internalHostGeneric } from './internal-host-generic.ts';
import { jwtPublicRole } from './jwt-public-role.ts';
import { publicClientKey } from './public-client-key.ts';
import { isKennitala } from './is-kennitala.ts';
import { itFiscalCode } from './it-fiscal-code.ts';
import { itVat } from './it-vat.ts';
import { krBrn } from './kr-brn.ts';
import { krFrn } from './kr-frn.ts';
import { krFrnChecksum } from './kr-frn-checksum.ts';
import { krRrn } from './kr-rrn.ts';
import { krRrnChecksum } from './kr-rrn-checksum.ts';
import { luhn } from './luhn.ts';
import { macAddress } from './mac-address.ts';
import { nlBsn } from './nl-bsn.ts';
import { noFodselsnummer } from './no-fodselsnummer.ts';
import { nordicPassport } from './nordic-passport.ts';
import { passportMrz } from './passport-mrz.ts';
import { paymentCard } from './payment-card.ts';
import { personFieldName, personKeyName, personSignoffName } from './person-field.ts';
import { personGivenName } from './person-given-name.ts';
import { personIntroduced, personIntroducedRare, personRoleName } from './person-introduced.ts';
import { personName } from './person-name.ts';
import { personTitledName } from './person-titled-name.ts';
import { phMobile } from './ph-mobile.ts';
import { refusingPlaceholders } from './placeholder-identity.ts';
import { phTin } from './ph-tin.ts';
import { phoneNumber, phoneSignature } from './phone-number.ts';
import { plPesel } from './pl-pesel.ts';
import { ptNif } from './pt-nif.ts';
import { seOrgnr } from './se-orgnr.ts';
import { sePersonnummer } from './se-personnummer.ts';
import { sgNric } from './sg-nric.ts';
import { sgUen } from './sg-uen.ts';
import { streetAddress } from './street-address.ts';
import { inStreetAddress, trStreetAddress } from './street-address-in-tr.ts';
import { thTnin } from './th-tnin.ts';
import { tokenSoup, tokenSoupWindow } from './token-soup.ts';
import { trPhone } from './tr-phone.ts';
import { trTckn } from './tr-tckn.ts';
import { ukDrivingLicence } from './uk-driving-licence.ts';
import { ukNhs } from './uk-nhs.ts';
import { ukNino } from './uk-nino.ts';
import { ukVehicleReg } from './uk-vehicle-reg.ts';
import { usDea } from './us-dea.ts';
import { usNpi } from './us-npi.ts';
import { usSsn } from './us-ssn.ts';
import { zaId } from './za-id.ts';
import { atSvnr } from './at-svnr.ts';
import { beNationalNumber } from './be-national-number.ts';
import { brCns } from './br-cns.ts';
import { caBcPhn } from './ca-bc-phn.ts';
import { chAhv } from './ch-ahv.ts';
import { czBirthNumber } from './cz-birth-number.ts';
import { esNuss } from './es-nuss.ts';
import { frSpi } from './fr-spi.ts';
import { idNotExample } from './id-problem-validator.ts';
import { mxCurp } from './mx-curp.ts';
import { mxRfc } from './mx-rfc.ts';
import { plIdCard } from './pl-id-card.ts';
import { plNip } from './pl-nip.ts';
import { ptCc } from './pt-cc.ts';
import type { Validator } from './types.ts';

export type { Validator, ValidatorOutcome } from './types.ts';

/**
 * The person-name validators: every rule that reports a PERSON refuses a well-known placeholder identity (John Doe,
 * Max Mustermann), whichever rule found it: a test record's "name": "John Doe" is read by person-name as much as by
 * person-name-key, and a form's or a sentence's John Doe is the same stand-in.
 */
const PERSON: ReadonlySet<Validator> = new Set([
  personName, personGivenName, personTitledName, personIntroduced, personIntroducedRare, personKeyName, personRoleName, personFieldName,
  personSignoffName,
]);

const REGISTRY: ReadonlyMap<string, Validator> = new Map(
  [
    luhn, paymentCard, ibanMod97, usSsn, phoneNumber, phoneSignature, ipAddress, macAddress, bitcoinAddress, ethereumAddress, ukNhs, ukNino,
    deTaxId, frNir, esNif, itFiscalCode, plPesel, inAadhaar, brCpf, abaRouting, dateOfBirth, personName,
    personGivenName, personTitledName, personIntroduced, personIntroducedRare, personKeyName, personRoleName, streetAddress, euStreetAddress,
    // Issue 5, regional identifiers.
    auAbn, auAcn, auMedicare, auTfn, caSin, deHealthInsurance, deLanr, dePassport, deVat, fiHetu, krFrn, krRrn,
    phMobile, seOrgnr, sePersonnummer, sgNric, thTnin, trPhone, trTckn, ukDrivingLicence, ukVehicleReg, usNpi, zaId,
    deKfz, deSocialSecurity, itVat, krBrn, krFrnChecksum, krRrnChecksum, phTin, sgUen, usDea,
    // Session 30: Dutch BSN, passport machine-readable zone.
    nlBsn, passportMrz,
    // Session 31: identity-card machine-readable zones (TD1, TD2, French card); Spanish national phone numbers.
    idCardMrz, esPhone,
    // Issue 5, injection: adversarial-suffix-soup and adversarial-suffix.
    tokenSoup, tokenSoupWindow,
    // Issue 5, pii: a person's name as a form field's value; Portuguese NIF.
    personFieldName, ptNif,
    // Session 37, pii: a name on its own line after a closing formula.
    personSignoffName,
    // Session 38, pii: a Nordic, Polish or Dutch passport number that is no date or example.
    nordicPassport,
    // Session 38, pii: a Dutch, Polish or Nordic street address that no venue, shop or firm word stands beside.
    euStreetAddressPrivate,
    // Session 39, pii: the street line under an address label.
    streetAddressLabelled,
    // Session 41 (written in session 40), pii: Indian (flat/house no., parts, 6-digit PIN) and Turkish (Mahallesi, Sokak, No:) addresses.
    inStreetAddress,
    trStreetAddress,
    // Session 35, dlp: a connection string whose password is its user name at a local or service host.
    devDefaultCredential,
    // Session 39, pii: Norwegian fødselsnummer, Danish CPR, Icelandic kennitala.
    noFodselsnummer, dkCpr, isKennitala,
    // Session 41, pii: Irish PPSN.
    iePpsn,
    // Session 42, pii: Czech/Slovak birth number, Belgian national number, Austrian SV-Nummer, Swiss AHV, Mexican CURP and RFC,
    // Spanish NUSS, Portuguese citizen card, Polish identity card, Brazilian CNS, BC PHN, French numéro fiscal.
    czBirthNumber, beNationalNumber, atSvnr, chAhv, mxCurp, mxRfc, esNuss, ptCc, plIdCard, brCns, caBcPhn, frSpi,
    // Session 42, pii: an id with no check digit (Italian TEAM card, Dutch verzekerdennummer, SNS utente, Czech OP), refused as an example or test number.
    idNotExample,
    // Session 43, pii: Polish NIP of a person (a sole trader's; a company's is refused).
    plNip,
    // Session 43, pii: a date cell under a birth-date header any number of rows up (date-of-birth-column).
    dateOfBirthCell,
    // Session 44, dlp: a JWT whose payload names an anonymous role (Supabase anon key) is public by design.
    jwtPublicRole,
    // Session 44, dlp: a key issued for client code by where it sits (a Firebase config's apiKey), and jwt_public_role.
    publicClientKey,
    // Session 44, dlp: a generic internal host (db.internal) is refused only in a documentation or redacted context.
    internalHostGeneric,
    // Session 44, dlp: a bulk export of personal records (a header of personal columns over five or more rows with personal values).
    bulkPersonalExport,
  ].map((v) => [v.name, PERSON.has(v) ? refusingPlaceholders(v, { sibling: v !== personTitledName }) : v]),
);

/** The validator registered under `name`, or undefined. */
export function getValidator(name: string): Validator | undefined {
  return REGISTRY.get(name);
}

/** Names of all registered validators (for error messages and the schema test). */
export function validatorNames(): string[] {
  return [...REGISTRY.keys()];
}
