import { repeated, weightedSum } from './checks.ts';
import { idProblemValidator } from './id-problem-validator.ts';
import type { ValidatorContext } from './types.ts';

const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/**
 * A party's heading on an invoice, contract or form ("Sprzedawca:", "Nabywca:", "Buyer:"): a word that starts a
 * party's part of the text, followed by a colon or the end of its line.
 */
const PARTY =
  /(?<![\p{L}\p{N}])(?:sprzedawca|sprzedający|sprzedajacy|nabywca|kupujący|kupujacy|odbiorca|płatnik|platnik|wystawca|dostawca|zleceniodawca|zleceniobiorca|zamawiający|zamawiajacy|wykonawca|wynajmujący|wynajmujacy|najemca|usługodawca|uslugodawca|usługobiorca|uslugobiorca|podatnik|seller|buyer|vendor|supplier|customer)(?![\p{L}\p{N}])[ \t]{0,3}(?::|$)/imu;
const PARTY_ALL = new RegExp(PARTY.source, 'gimu');

/**
 * A company's legal form or register, which no sole trader (jednoosobowa działalność gospodarcza) has: sp. z o.o.,
 * S.A., sp.k., sp.j., sp.p., S.K.A., s.c., spółka in any case, KRS (the register of companies; sole traders are in
 * CEIDG), a foundation, association, cooperative or housing community; or a public body (a school, an office other
 * than the party's tax office, a hospital, a university, a ministry, a parish): none is a person. A firm's
 * customer service, hotline, switchboard, secretariat or department (obsługa klienta, infolinia, centrala, dział
 * sprzedaży) is a company's as well, whatever its legal form: a sole trader's party names the person.
 */
const COMPANY =
  /(?<![\p{L}\p{N}])(?:sp\. ?z ?o\. ?o\.?|sp\. ?[kjp]\.?|s\. ?k\. ?a\.?|s\.c\.|spółk\p{L}{0,3}|spółc\p{L}{0,2}|spolk[a-z]{0,3}|spolce|fundacj\p{L}{0,3}|stowarzyszeni\p{L}{0,3}|spółdzielni\p{L}{0,2}|wspólnot\p{L}{0,2}|krs|szkoł\p{L}{0,2}|szkol[ay]|przedszkol\p{L}{0,2}|urz[ąę]d\p{L}{0,3}(?! skarbow)|starostw\p{L}{0,2}|szpital\p{L}{0,2}|spzoz|uniwersytet\p{L}{0,2}|politechnik\p{L}{0,2}|akademi\p{L}{0,2}|instytut\p{L}{0,2}|ministerstw\p{L}{0,2}|parafi\p{L}{0,2}|obsług\p{L}{0,2} klienta|infolini\p{L}{0,2}|sekretariat\p{L}{0,2}|centrala|dział\p{L}{0,2} (?:obsługi|sprzedaży|handlow\p{L}{0,2}|kadr|księgowości))(?![\p{L}\p{N}])/iu;
/** S.A. or SA in capitals only: "sa" is a Slovak and Czech word. */
const UPPER_SA = /(?<![\p{L}\p{N}])(?:S\. ?A\.?|SA)(?![\p{L}\p{N}])/u;

/**
 * The text of the value's party: from the nearest party heading or blank line above (its own line's heading, if it
 * has one) to the next heading or blank line below, within the validator's window.
 */
export function partyOf(context: ValidatorContext | undefined): string {
  if (!context?.text || context.start === undefined) return '';
  const text = context.text;
  const end = context.end ?? context.start;
  const blankBefore = text.lastIndexOf('\n\n', context.start);
  const block = blankBefore === -1 ? 0 : blankBefore + 2;
  let from = block;
  for (const m of text.slice(block, context.start).matchAll(PARTY_ALL)) from = block + (m.index ?? 0);
  let to = text.indexOf('\n\n', end);
  if (to === -1) to = text.length;
  const next = PARTY.exec(text.slice(end, to));
  if (next) to = end + next.index;
  return text.slice(from, to);
}

/**
 * Why a NIP is no person's tax number, undefined when it is one, or null when it is no 10-digit value: the check
 * digit is Σ d·(6,5,7,2,3,4,5,6,7) mod 11 (10 is never issued), and a NIP whose party names a company's legal form
 * or register is a company's, not personal data.
 */
export function plNipProblem(value: string, context?: ValidatorContext): string | undefined | null {
  const d = value.replace(/^PL/i, '').replace(/[\s-]/g, '');
  if (!/^[0-9]{10}$/.test(d)) return null;
  if (repeated(d)) return 'one repeated digit (a placeholder)';
  const check = weightedSum(d.slice(0, 9), WEIGHTS) % 11;
  if (check === 10 || check !== Number(d[9])) return 'check digit fails (weights 6,5,7,2,3,4,5,6,7 mod 11)';
  const party = partyOf(context);
  const company = COMPANY.exec(party) ?? UPPER_SA.exec(party);
  if (company) return `a company's NIP ("${company[0]}" in its party): not a person's`;
  return undefined;
}

/**
 * Polish tax identification number (NIP) of a person: a sole trader's NIP is a personal tax number; a company's
 * (a legal form or KRS in its party) is refused. Example and test numbers are refused as well.
 */
export const plNip = idProblemValidator('pl_nip', plNipProblem);
