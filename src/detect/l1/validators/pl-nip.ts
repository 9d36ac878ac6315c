import { repeated, weightedSum } from './checks.ts';
import { idProblemValidator } from './id-problem-validator.ts';
import { isGivenName, isNotName } from './name-lists.ts';
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
 * S.A., sp.k., sp.j., sp.p., S.K.A., s.c. (s. c.), spółka in any case, KRS (the register of companies; sole traders
 * are in CEIDG), a foundation, association, cooperative or housing community, a bank; or a public body (a gmina, a
 * powiat, a voivodeship, the capital city, an office other than the party's tax office, a court, the police, a
 * prosecutor, a ministry, a social-welfare centre, a state school, a hospital, a university, a national museum or
 * company, a parish, a diocese, Caritas, ZUS): none is a person, whoever is named beside it (a partner, a
 * director, a patron). A firm's customer service, hotline, switchboard, secretariat or department (obsługa
 * klienta, infolinia, centrala, dział sprzedaży) is a company's as well.
 */
const COMPANY =
  /(?<![\p{L}\p{N}])(?:sp\. ?z ?o\. ?o\.?|sp\. ?[kjp]\.?|s\. ?k\. ?a\.?|s\. ?c\.|spółk\p{L}{0,3}|spółc\p{L}{0,2}|spolk[a-z]{0,3}|spolce|fundacj\p{L}{0,3}|stowarzyszeni\p{L}{0,3}|spółdzielni\p{L}{0,2}|wspólnot\p{L}{0,2}|krs|bank\p{L}{0,2}|gmin\p{L}{0,2}(?![ \t]{0,2}:)|powiat\p{L}{0,3}(?![ \t]{0,2}:)|województw\p{L}{0,2}(?![ \t]{0,2}:)|wojewódzk\p{L}{0,2}|miast\p{L}{0,2} stołeczn\p{L}{0,2}|m\. ?st\.|urz[ąę]d\p{L}{0,3}(?! skarbow)|starostw\p{L}{0,2}|s[ąę]d\p{L}{0,3} (?:rejonow|okręgow|apelacyjn|najwyższ|administracyjn)\p{L}{0,3}|komend\p{L}{0,2}|policj\p{L}{0,2}|prokuratur\p{L}{0,2}|ministerstw\p{L}{0,2}|ośrod\p{L}{1,3} pomocy|[mg]opsr?|szkoł\p{L}{0,2} podstawow\p{L}{0,2}|zesp[óo]ł\p{L}{0,2} szk[óo]ł|liceum|szpital\p{L}{0,2}|spzoz|uniwersyte\p{L}{1,3}|politechnik\p{L}{0,2}|muze\p{L}{1,3}|narodow\p{L}{1,3}|państwow\p{L}{1,3}|parafi\p{L}{0,2}|archidiecezj\p{L}{0,2}|diecezj\p{L}{0,2}|caritas|zus|krus|skarb\p{L}{0,2} państwa|obsług\p{L}{0,2} klienta|infolini\p{L}{0,2}|sekretariat\p{L}{0,2}|centrala|dział\p{L}{0,2} (?:obsługi|sprzedaży|handlow\p{L}{0,2}|kadr|księgowości))(?![\p{L}\p{N}])/iu;
/** A street's or square's name (ul. Szpitalna, pl. Bankowy, al. Narodowa): no body's name. */
const STREET = /(?<![\p{L}])(?:(?:ul|al|pl|os)\.|ulica|aleja)[ \t]{0,2}[^,;\n\d]{1,40}/giu;
/** S.A. or SA in capitals only: "sa" is a Slovak and Czech word. */
const UPPER_SA = /(?<![\p{L}\p{N}])(?:S\. ?A\.?|SA)(?![\p{L}\p{N}])/u;

/**
 * A sign in the party that a natural person holds the number: a sole trader's business (jednoosobowa działalność
 * gospodarcza, działalność gospodarcza, osoba fizyczna, przedsiębiorca, właściciel), the first person ("mój NIP",
 * "my NIP"), a person's name and surname fields (imię, nazwisko), or Pan/Pani before a capitalised name.
 */
const PERSON_SIGN =
  /(?<![\p{L}\p{N}])(?:jednoosobow\p{L}{1,3}|działalno[śs][ćc]\p{L}{0,2} gospodarcz\p{L}{1,3}|dzialalnosc\p{L}{0,2} gospodarcz[a-z]{1,3}|osob\p{L}{1,2} fizyczn\p{L}{1,3}|przedsiębiorc\p{L}{1,3}|właściciel\p{L}{0,3}|m[óo]j nip|moim nip|mojego nip|my nip|imi[eę]|nazwisk\p{L}{0,3})(?![\p{L}\p{N}])/iu;
/** Pan / Pani (any case of the word) before a capitalised name. */
const TITLED = /(?<![\p{L}\p{N}])[Pp](?:an|ani|ana|anu|anem|anią)[ \t]{1,2}\p{Lu}\p{Ll}{1,30}/u;

/**
 * Common Polish given names in the nominative that the shared given-name list (isGivenName) lacks: Paweł, Józef,
 * Małgorzata and the like, and Jan, which is an ambiguous English word there. Anna, Piotr, Katarzyna … are the
 * shared list's.
 */
const PL_GIVEN = new Set(
  `jan paweł michał stanisław józef łukasz mariusz rafał jacek marian mirosław sławomir jarosław wiesław zdzisław
leszek przemysław radosław czesław władysław bogusław witold zenon kacper wiktor patryk hubert franciszek aleksander
ignacy eugeniusz
małgorzata elżbieta jadwiga urszula grażyna bożena sylwia kinga dominika martyna patrycja izabela lucyna wanda
ewelina edyta klaudia marzena mariola wioletta bogumiła genowefa helena stanisława józefa łucja`.split(/\s+/),
);

/** A word of a person's name: Capitalised (Nowak, Nowak-Dąbrowska) or in capitals (KOWALSKI). */
const NAME_WORD = /^(?:\p{Lu}\p{Ll}{1,30}(?:-\p{Lu}\p{Ll}{1,30})?|\p{Lu}{2,30}(?:-\p{Lu}{2,30})?)$/u;
/** A given name of the Polish list or the shared list (not an ambiguous word such as Bank, Will). */
const isFirstName = (w: string) => PL_GIVEN.has(w.toLowerCase()) || isGivenName(w);
/**
 * Words before a name that make it no holder: a street, square or patron (ul., al., pl., os., im.), a contact, a
 * representative, a director, a signatory, an issuer.
 */
const NOT_HOLDER =
  /(?:(?<![\p{L}])(?:ul|al|pl|os|im|św|rondo)\.?[ \t]{0,2}(?:\p{Lu}\.[ \t]?)?|(?:kontakt\p{L}{0,3}|reprezentowan\p{L}{0,3}|przez|prezes\p{L}{0,3}|dyrektor\p{L}{0,3}|kierownik\p{L}{0,3}|pełnomocnik\p{L}{0,3}|zarząd\p{L}{0,3}|upoważnion\p{L}{0,3}|wystawił\p{L}{0,2}|sporządził\p{L}{0,2}|odebrał\p{L}{0,2}|podpis\p{L}{0,2}|opiekun\p{L}{0,3}|handlowiec|doradca)[^\n]{0,30})$/iu;

/**
 * A natural person's name in the party: a given name next to a capitalised word (Adam Kot, Kowalski Jan, PPHU JAN
 * KOWALSKI), whether it heads the party or follows a trade name (Szkoła Jazdy Adam Kot); not a street's, square's
 * or patron's name, nor a contact's or representative's.
 */
export function personNameIn(party: string): string | undefined {
  const words = [...party.matchAll(/[\p{L}][\p{L}-]{0,40}/gu)];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]![0];
    if (!NAME_WORD.test(w) || !isFirstName(w)) continue;
    const at = words[i]!.index ?? 0;
    const lineStart = party.lastIndexOf('\n', at) + 1;
    const prev = words[i - 1];
    const next = words[i + 1];
    const adjacent = (a: RegExpMatchArray | undefined, b: RegExpMatchArray | undefined) =>
      a && b && /^[ \t]{1,2}$/.test(party.slice((a.index ?? 0) + a[0].length, b.index ?? 0));
    const partner =
      next && adjacent(words[i], next) && NAME_WORD.test(next[0]) && !isNotName(next[0]) ? next
        : prev && adjacent(prev, words[i]) && NAME_WORD.test(prev[0]) && !isNotName(prev[0]) && !isFirstName(prev[0]) ? prev
        : undefined;
    if (!partner) continue;
    const first = Math.min(at, partner.index ?? 0);
    if (NOT_HOLDER.test(party.slice(lineStart, first))) continue;
    return first === at ? `${w} ${partner[0]}` : `${partner[0]} ${w}`;
  }
  return undefined;
}

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
 * digit is Σ d·(6,5,7,2,3,4,5,6,7) mod 11 (10 is never issued); a NIP whose party names a company's legal form,
 * register or a public body is a company's, and one whose party shows no natural person is a firm's or a body's
 * as well (most NIPs people paste are): neither is personal data.
 */
export function plNipProblem(value: string, context?: ValidatorContext): string | undefined | null {
  const d = value.replace(/^PL/i, '').replace(/[\s-]/g, '');
  if (!/^[0-9]{10}$/.test(d)) return null;
  if (repeated(d)) return 'one repeated digit (a placeholder)';
  const check = weightedSum(d.slice(0, 9), WEIGHTS) % 11;
  if (check === 10 || check !== Number(d[9])) return 'check digit fails (weights 6,5,7,2,3,4,5,6,7 mod 11)';
  const party = partyOf(context);
  const named = party.replace(STREET, ' ');
  const company = COMPANY.exec(named) ?? UPPER_SA.exec(named);
  if (company) return `a company's or public body's NIP ("${company[0]}" in its party): not a person's`;
  if (PERSON_SIGN.test(party) || TITLED.test(party) || personNameIn(party)) return undefined;
  return "no person named in its party (no name, sole trader's business or first person): a firm's or body's NIP, not personal data";
}

/**
 * Polish tax identification number (NIP) of a person: a sole trader's NIP is a personal tax number and is kept only
 * when its party shows a natural person (a name, a sole trader's business, the first person, Pan/Pani); a
 * company's or public body's (a legal form, KRS, a public body in its party), or one whose party names no person
 * (a brand, a firm without its legal form), is refused. Example and test numbers are refused as well.
 */
export const plNip = idProblemValidator('pl_nip', plNipProblem);
