import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import { RECORD_LABEL_REFUSAL, type Refusal, isInternational, recordLabelBefore, refusal } from './country-phone.ts';
import { INITIAL, NAME_TOKEN, isGivenName, isNotName } from './name-lists.ts';
import {
  BIRTH_LABEL,
  CALL_US,
  CONJUNCTION,
  CONTACT_VERB,
  CZ_FORM,
  CZECH_LETTERS,
  DANISH_WORDS,
  DESK_WORD,
  ENGLISH_WORDS,
  FIRM_BLOCK_FORM,
  FIRM_BLOCK_WORD,
  FIRM_FORM,
  FIRM_LINE_WORD,
  FIRM_PARTY_LABEL,
  FIRST_PERSON,
  HOST_LABEL,
  INITIALS,
  ITALIAN_WORDS,
  LABEL_TAIL,
  LABEL_WORD,
  ENGLISH_SIGNS,
  LANGUAGE_REGIONS,
  LANGUAGE_SIGNS,
  LETTER_LABEL,
  LINE_FORM,
  LINE_ORG,
  MY_HOME,
  NAME_FIELD,
  NAME_PARTICLE,
  NEUTRAL_PARTY_LABEL,
  NORDIC_WORDS,
  OUR_UNIT,
  PERSON_LABEL,
  PERSON_ROLE,
  POLISH_LETTERS,
  PRIVATE_PARTY_LABEL,
  PUBLIC_BODY,
  RECORD_WORD,
  ROLE_FIELD,
  SERVICE_WORDS,
  SIGN_OFF,
  SIGN_OFF_REGIONS,
  SWEDISH_WORDS,
  SELF_WORD,
  MINE_AFTER,
  FIRM_NOUN,
  TEAM,
  UNIT_WORD,
  VENUE,
  ZENTRALE,
  CALL_ME,
  CALL_VERB,
  PRIVATE_SELLER,
  RECORD_MARKER,
  STREET_NUMBER,
} from './phone-words.ts';
import type { Validator, ValidatorContext } from './types.ts';

/**
 * Regions tried, in order, for a number written without a country code (Presidio's default set plus the
 * other large markets). 'US' comes first. Other regions are tried only when a phone word of their language
 * is near the number (LANGUAGE_REGIONS).
 */
export const DEFAULT_REGIONS: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR', 'IL', 'IN', 'CA', 'BR', 'JP', 'CN', 'AU', 'ES', 'IT', 'NL', 'MX'];

/** The text near the candidate on its own line: 48 characters before and 32 after. */
export function nearText(context: ValidatorContext | undefined, before = 48, after = 32): string {
  if (!context?.text || context.start === undefined) return '';
  const end = context.end ?? context.start;
  const pre = context.text.slice(Math.max(0, context.start - before), context.start);
  const post = context.text.slice(end, end + after);
  return `${pre.slice(pre.lastIndexOf('\n') + 1)} ${post.split('\n')[0]}`;
}

/** Regions named by phone words within 48 characters before or 32 after the candidate; `first` when a word of that language alone names one. */
export function contextRegions(context: ValidatorContext | undefined): { region: CountryCode; first: boolean }[] {
  if (!context?.text || context.start === undefined) return [];
  const end = context.end ?? context.start;
  const near = `${context.text.slice(Math.max(0, context.start - 48), context.start)} ${context.text.slice(end, end + 32)}`;
  const out: { region: CountryCode; first: boolean }[] = [];
  for (const { words, regions: listed, first } of LANGUAGE_REGIONS) {
    if (!words.test(near)) continue;
    // Polish letters near (ł, ż, ą …): a shared word (telefon, tel) reads Poland's plan first, before the Nordic ones.
    const polish = listed.includes('PL') && POLISH_LETTERS.test(near);
    const regions = listed.includes('NO') && SWEDISH_WORDS.test(near) ? (['SE', 'DK', 'NO'] as const) : listed.includes('NO') && DANISH_WORDS.test(near) ? (['DK', 'SE', 'NO'] as const) : listed;
    for (const region of regions) {
      const seen = out.find((o) => o.region === region);
      const decides = first || (polish && region === 'PL');
      if (!seen) out.push({ region, first: decides });
      else if (decides) seen.first = true;
    }
  }
  // Czech or Slovak letters in the lines before a phone word ("Kupující: Martin Dvořák\nTel.: 377 415 862"): Czechia's plan (no trunk 0)
  // decides first, then Slovakia's (trunk 0).
  if (CZECH_LETTERS.test(context.text.slice(Math.max(0, context.start - 200), end + 32)) && /(?=\p{L})(?<![\p{L}])(?:tel|telefon|telefonn[íi]|mobil|mob|[čc][íi]slo|kontakt)(?![\p{L}])/iu.test(near))
    for (const region of ['CZ', 'SK'] as const) if (!out.some((o) => o.region === region)) out.unshift({ region, first: region === 'CZ' });
  // English words near and no Nordic one ("ring me on 087 612 4409", "Mob: 086 …"): the shared words (ring, mob,
  // mobil) are English here, and Ireland's plan reads before the Nordic ones (Sweden's reads 08… as Stockholm).
  const ie = out.findIndex((o) => o.region === 'IE');
  if (ie > 0 && !out.some((o) => o.first) && ENGLISH_WORDS.test(near) && !NORDIC_WORDS.test(near)) out.unshift(...out.splice(ie, 1));
  return out;
}

/**
 * The regions of the language the text around the number is written in (LANGUAGE_SIGNS: 300 characters before it and
 * 120 after), in order: those of the language with the most signs (of tied ones, all, in the table's order), each
 * language's first region its `primary` one (Sweden for Swedish, France for French); none when no language has a sign
 * or English has as many (the default regions read an English text).
 */
export function languageRegions(context: ValidatorContext | undefined): { region: CountryCode; primary: boolean }[] {
  if (!context?.text || context.start === undefined) return [];
  const end = context.end ?? context.start;
  const near = `${context.text.slice(Math.max(0, context.start - 300), context.start)} ${context.text.slice(end, end + 120)}`;
  const count = (re: RegExp) => near.match(re)?.length ?? 0;
  const counted = LANGUAGE_SIGNS.map((l) => ({ regions: l.regions, n: count(l.signs) }));
  const top = Math.max(...counted.map((c) => c.n));
  if (!top || count(ENGLISH_SIGNS) >= top) return [];
  const out: { region: CountryCode; primary: boolean }[] = [];
  for (const { regions, n } of counted)
    if (n === top) regions.forEach((region, i) => out.some((o) => o.region === region) || out.push({ region, primary: i === 0 }));
  return out;
}

/** Another number written on the line (7+ characters of digits and separators): the words before it label it, not the candidate. */
const OTHER_NUMBER = /[0-9+(][0-9 ().\/-]{5,}[0-9]/g;

/**
 * The candidate's own part of its line: the text before it back to the end of another number on the line when a word
 * stands between (at most `before` characters), and after it up to a separator (| ; • · a tab or two spaces; at most
 * `after`), less the words labelling a number after it. "Switchboard 020 7946 0000 | Mobile 07700 900482": the
 * switchboard word is the first number's, not the mobile's; "020 7946 0000 (reception)" keeps its word.
 */
function ownSegment(context: ValidatorContext | undefined, before = 48, after = 32): { pre: string; post: string } {
  if (!context?.text || context.start === undefined) return { pre: '', post: '' };
  const end = context.end ?? context.start;
  let pre = context.text.slice(Math.max(0, context.start - before), context.start);
  pre = pre.slice(pre.lastIndexOf('\n') + 1);
  let cut = -1;
  for (const m of pre.matchAll(OTHER_NUMBER)) cut = m.index + m[0].length;
  // Only when a word stands between: "Kundeservice: 22 12 34 56 / 915 12 345" is one label over both numbers.
  if (cut !== -1 && /\p{L}/u.test(pre.slice(cut).replace(CONJUNCTION, ''))) pre = pre.slice(cut);
  let post = context.text.slice(end, end + after).split('\n')[0];
  const stop = post.search(/[|;•·\t]|[ ]{2}/);
  if (stop !== -1) post = post.slice(0, stop);
  // Words right before a following number are its label ("07700 900482 / switchboard 020 …").
  const next = post.search(/[0-9+(][0-9 ().-]{5,}[0-9]/);
  if (next !== -1) post = post.slice(0, next).replace(/\p{L}[\p{L} .:'’-]{0,40}$/u, '');
  return { pre, post };
}

/**
 * A national number in a firm's contact block (another line a register, VAT, opening-hours, switchboard or service
 * line) whose own label is not a person's (a signatory's Mobile, Handy, cell., Direct … beside the switchboard is).
 */
export const firmBlockNumber = lastAnswer((context: ValidatorContext | undefined): boolean =>
  (!!contactBlock(context)?.firm || firmOnLine(context)) && !personLabel(context),
);

/**
 * `check` answering again for the same candidate from its last answer: validate, privateLine and then why ask
 * contactBlock, firmLine and firmBlockNumber about one candidate in turn. The checks read only the context's text,
 * start and end, so the answer is the same.
 */
function lastAnswer<T>(check: (context: ValidatorContext | undefined) => T): (context: ValidatorContext | undefined) => T {
  let seen: { text: string; start: number; end: number | undefined; answer: T } | undefined;
  return (context) => {
    if (!context?.text || context.start === undefined) return check(context);
    if (seen && seen.text === context.text && seen.start === context.start && seen.end === context.end) return seen.answer;
    const answer = check(context);
    seen = { text: context.text, start: context.start, end: context.end, answer };
    return answer;
  };
}

/**
 * The number stands on a long line (no short-line block) of a firm's own details: its legal form, a register, tax or
 * VAT word, or a venue's or public body's name in the same sentence ("Trattoria da Mario s.r.l. – … – tel. 055 213456 –
 * P.IVA …", "Sede legale: … – REA MI-1234567 – Tel. …", "Ayuntamiento de Sevilla – Registro General, … Tel. …"); never
 * with a private or role word near it (privateLabel).
 */
function firmOnLine(context: ValidatorContext | undefined): boolean {
  if (!context?.text || context.start === undefined) return false;
  // A line of a private party's part of the block ("NIP nabywcy: …" under "Nabywca:"): that person's.
  if (contactBlock(context)?.private) return false;
  const sentence = ownSentence(context as ValidatorContext & { text: string; start: number });
  if (!(LINE_FORM.test(sentence) || FIRM_LINE_WORD.test(sentence) || LINE_ORG.test(sentence))) return false;
  return !FIRST_PERSON.test(sentence) && !privateLabel(context) && !PERSON_ROLE.test(sentence) && !NAME_FIELD.test(sentence.trimStart());
}

/** The number's sentence on its line: up to 200 characters before it and 120 after (firmOnLine, firmNamed). */
function ownSentence(context: ValidatorContext & { text: string; start: number }): string {
  const end = context.end ?? context.start;
  const lineStart = context.text.lastIndexOf('\n', context.start - 1) + 1;
  let pre = context.text.slice(Math.max(lineStart, context.start - 200), context.start);
  let post = context.text.slice(end, end + 120).split('\n')[0];
  // The sentence: back to a full stop before a capital ("… Istanbul. Tel:" keeps its line; ". Our" ends one). The dot of
  // an address's or title's abbreviation ends none ("Ennistymon, Co. Clare · Tel …", "12 High St. Galway", "Dr. Weber").
  const cut = [...pre.matchAll(/(?<!(?<![\p{L}])(?:Co|St|Rd|Ave?|Mt|Ft|Dr|Mr|Mrs|Ms|Prof|Nr|No|Str|Pl|Sq|Blvd|Ct|Ln|Apt|Bldg|Ste)(?=[.]))[.!?][ \t]{1,3}(?=\p{Lu}\p{Ll}{2,}[ \t])(?!(?:Tel|Tél|Tlf|Tfn|Telefon|Telefono|Teléfono|Telefone|Telephone|Téléphone|Phone|Fax|Mob|Mobile|Cell|Handy|Puh|Sími)[ \t])/gu)].pop();
  if (cut) pre = pre.slice(cut.index + 1);
  const stop = post.search(/[.!?][ \t]{1,3}\p{Lu}/u);
  if (stop !== -1) post = post.slice(0, stop);
  return `${pre} ${post}`;
}

/**
 * The number is given as a person's own: a first person in its sentence, a private label, a person's own label, or a
 * named person called on it ("Ring Thomas Girard on …": calledPerson).
 */
function ownedBySpeaker(context: ValidatorContext | undefined, sentence?: string): boolean {
  if (!context?.text || context.start === undefined) return false;
  sentence ??= ownSentence(context as ValidatorContext & { text: string; start: number });
  return FIRST_PERSON.test(sentence) || SELF_WORD.test(sentence) || privateLabel(context) || personLabel(context) || calledPerson(context);
}

/**
 * The number's sentence names a firm by a common noun ("die Firma Dupont Logistique in Lyon ist unter … erreichbar",
 * FIRM_NOUN), in any of the languages the rules read, and nobody in it gives the number as their own (no first person,
 * private or person's label, role or name field, no person's record): a fixed line there is the firm's.
 */
function firmNamed(context: ValidatorContext | undefined): boolean {
  if (!context?.text || context.start === undefined) return false;
  const sentence = ownSentence(context as ValidatorContext & { text: string; start: number });
  return FIRM_NOUN.test(sentence) && !PERSON_ROLE.test(sentence) && !NAME_FIELD.test(sentence.trimStart()) && !personRecord(sentence) && !ownedBySpeaker(context, sentence);
}

/** A capitalised name word (NAME_TOKEN's shape) and the next one, overlapping: "Bewerber Tobias Wagner" reads "Tobias Wagner". */
const NAME_PAIR = /(?<![\p{L}'’-])((?:Mc|Mac|O['’])?\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?=[ \t]{1,2}((?:Mc|Mac|O['’]|D['’])?\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?![\p{L}'’-]))/gu;

/** A person named in the sentence: a listed given name and a capitalised surname after it, no firm's word or legal form after them. */
function namedPerson(sentence: string): boolean {
  for (const m of sentence.matchAll(NAME_PAIR)) {
    if (!isGivenName(m[1], true) || isNotName(m[1]) || isNotName(m[2]) || FIRM_NOUN.test(m[2])) continue;
    // Not a firm named after its owner ("Thomas Müller Logistik", "Anna Berg GmbH"): the word after is no firm's.
    const after = sentence.slice(m.index + m[1].length).replace(/^[ \t]{1,2}/, '').slice(m[2].length, m[2].length + 16);
    const next = /^[ \t,]{0,3}([\p{L}.&/]+)/u.exec(after)?.[1] ?? '';
    if (!FIRM_BLOCK_FORM.test(next) && !LINE_FORM.test(next) && !FIRM_NOUN.test(next)) return true;
  }
  return false;
}

/**
 * The sentence is a person's record, though it names a firm: a named person with a birth or residence word, a street
 * address or their standing toward the firm ("Neuer Mitarbeiter der Firma: Lukas Vogel, geb. …, wohnhaft in Köln,
 * Telefon …", "Bewerber: Tobias Wagner, Musterstraße 5, … Tel. … – die Firma meldet sich"): the number is theirs.
 */
function personRecord(sentence: string): boolean {
  return (RECORD_MARKER.test(sentence) || STREET_NUMBER.test(sentence)) && namedPerson(sentence);
}

/** A word between a calling verb and the name (calledPerson). */
const CALL_FILLER = /^(?:bitte|mal|doch|gerne|gern|please|now|directly|direkt|today|tonight|stp|svp|donc|vite|subito|ahora)$/i;

/** Words between a called person's name and the number ("on", "at", "au", "unter", "al", "op", "på", "pod" …). */
const CALL_PARTICLE = /^(?:on|at|under|au|sur|unter|al|op|på|pod|na|no|em|sul|til|numeroon)$/i;

/**
 * A named person is called on the number: a calling verb (CALL_VERB), the person's name (a listed given name first, then
 * up to two name words; a given name alone only when it is no everyday word) and a particle right before it ("Ring Thomas
 * Girard on …", "appelle Marie Dubois au …", "ruf Lukas Vogel unter … an", "llama a Ana García al …").
 */
function calledPerson(context: ValidatorContext | undefined): boolean {
  if (!context?.text || context.start === undefined) return false;
  const lineStart = context.text.lastIndexOf('\n', context.start - 1) + 1;
  const pre = context.text.slice(Math.max(lineStart, context.start - 80), context.start);
  const words = pre.replace(/[ \t]{0,3}\(?$/, '').replace(/[ \t]{0,2}:$/, '').split(/[ \t]{1,3}/).filter(Boolean);
  if (words.length && CALL_PARTICLE.test(words[words.length - 1])) words.pop();
  for (let i = Math.max(0, words.length - 3); i < words.length; i++) {
    const name = words.slice(i);
    if (!isGivenName(name[0], true) || isNotName(name[0]) || !name.every((w) => NAME_TOKEN.test(w) || NAME_PARTICLE.test(w))) continue;
    if (!NAME_TOKEN.test(name[name.length - 1]) || (name.length === 1 && !isGivenName(name[0]))) continue;
    const before = words.slice(0, i);
    // A filler between the verb and the name ("ruf bitte …", "call now …").
    if (before.length && CALL_FILLER.test(before[before.length - 1])) before.pop();
    // The verb is the last one to three words before the name ("ring", "rufen Sie").
    if ([1, 2, 3].some((k) => k <= before.length && CALL_VERB.test(before.slice(-k).join(' ')))) return true;
  }
  return false;
}

/** France's 09 numbers (non-geographic: a firm's non-surcharged line or a home box's), written in France's five pairs. */
function frenchNonGeographic(v: string): boolean {
  return /^09(?:[ .-]?\d{2}){4}$/.test(v) && parsePhoneNumberFromString(v, 'FR')?.getType() === 'VOIP';
}

/** The number's own label is a person's (PERSON_LABEL, LETTER_LABEL). */
function personLabel(context: ValidatorContext | undefined): boolean {
  const { pre } = ownSegment(context, 40, 0);
  return PERSON_LABEL.test(pre) || LETTER_LABEL.test(pre);
}

/**
 * The number's line names it a firm's: a service word (SERVICE_WORDS, Zentrale) or the firm's own office (OUR_UNIT)
 * near it. A word that stands in another number's part of the line ("Zentrale 0711 788 420 · Fax 0711 788 4299")
 * still counts, unless the number's own label is a person's ("Switchboard 020 7946 0000 | Mobile 07700 900482").
 */
export const firmLine = lastAnswer((context: ValidatorContext | undefined): boolean => {
  const near = nearText(context);
  if (!near.trim()) return false;
  const wide = nearText(context, 64, 16);
  const service = SERVICE_WORDS.test(near) || ZENTRALE.test(near);
  const ours = OUR_UNIT.test(wide);
  if (service || ours) {
    const own = ownSegment(context);
    const ownWide = ownSegment(context, 64, 16);
    if ((service && (SERVICE_WORDS.test(`${own.pre} ${own.post}`) || ZENTRALE.test(`${own.pre} ${own.post}`))) || (ours && OUR_UNIT.test(`${ownWide.pre} ${ownWide.post}`))) return true;
    if (!personLabel(context)) return true;
  }
  const before = nearText(context, 120, 0);
  const sentence = before.slice(Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? ')) + 1);
  return FIRM_FORM.test(sentence) && CALL_US.test(sentence);
});

/** es_phone's and tr_phone's refusal of a firm's line (phone_number's own words name its wider checks). */
export const FIRM_LINE_REFUSAL: Refusal = {
  holds: (_, context) => firmLine(context),
  why: "a firm's line: a switchboard or customer-service word, or a firm's office offered",
};

/**
 * A person's name alone on a line: two to five words, the first a listed given name (the person-name rules' list)
 * or initials, the rest capitalised name words (O'Connor, Smith-Jones, McLeod), initials or particles; never with a
 * department's, desk's or firm's word ("Accounts Payable", "Afdeling Planning", "Kundtjänsten …", "Der Vorstand").
 */
function personNameLine(line: string): boolean {
  if (line.length > 64 || !/^[ \t]{0,4}\p{Lu}/u.test(line)) return false;
  if (UNIT_WORD.test(line)) return false;
  const words = line.trim().split(/[ \t]{1,2}/);
  if (words.length < 2 || words.length > 5) return false;
  const [first, ...rest] = words;
  // The list writes some names without their accents (Ciaran, Sean): an accented one (Ciarán, Seán) is looked up folded too.
  // Icelandic and Nordic letters fold too (Guðrún → Gudrun, Þóra → Thora, Ægir → Aegir).
  const fold = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').replace(/ð/g, 'd').replace(/Ð/g, 'D').replace(/þ/g, 'th').replace(/Þ/g, 'Th').replace(/æ/g, 'ae').replace(/Æ/g, 'Ae').replace(/ø/g, 'o').replace(/Ø/g, 'O');
  const listed = (w: string) => isGivenName(w, true) || isGivenName(fold(w), true);
  const last = rest[rest.length - 1];
  // A Nordic patronymic ("Guðrún Sigurðardóttir", "Jón Ólafsson") names a person whatever the given name.
  const patronymic = words.length === 2 && /^\p{Lu}\p{Ll}{1,20}(?:dóttir|sson)$/u.test(last);
  const given = INITIALS.test(first) || (NAME_TOKEN.test(first) && (listed(first) || patronymic) && !isNotName(first));
  if (!given) return false;
  if (!NAME_TOKEN.test(last) && !/^\p{Lu}[\p{Lu}'’-]{1,20}$/u.test(last)) return false;
  return rest.every((w) => NAME_TOKEN.test(w) || INITIAL.test(w) || INITIALS.test(w) || NAME_PARTICLE.test(w) || /^\p{Lu}[\p{Lu}'’-]{1,20}$/u.test(w));
}

const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{2,63}/;

/**
 * The block of short lines holding the candidate (at most 6 above and 4 below, up to a blank or a long line):
 * `person`, a person's signature or contact block (a name line under a sign-off, or a name line with an e-mail
 * address in the block, and only titles between the name and the number); `firm`, another line of it is a firm's
 * (a register, VAT, opening-hours or box-office line, a switchboard or service word); `company`, that or a legal
 * form or a team signing, which keeps the layout alone and a fixed line from reading as a person's.
 */
type Block = { person: boolean; firm: boolean; company: boolean; signatory: boolean; lines: string[]; at: number; private?: boolean };
/** The candidate's block, kept for its next question (lastAnswer). */
const contactBlock = lastAnswer((context: ValidatorContext | undefined): Block | undefined =>
  context?.text && context.start !== undefined ? readBlock(context.text, context.start, context.end) : undefined,
);

/**
 * The short lines around the candidate's own `line`: `up` to 6 above and `down` to 4 below, each side up to a blank
 * or a long line (over 60 characters); `edge`, the longer line (up to 120) that ends the block below, if any.
 * Undefined when the candidate's own line is long (over 80).
 */
function blockLines(text: string, start: number, end: number | undefined): { up: string[]; line: string; down: string[]; edge: string } | undefined {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nl = text.indexOf('\n', end ?? start);
  const line = text.slice(lineStart, nl === -1 ? text.length : nl);
  if (line.length > 80) return undefined;
  const from = Math.max(0, lineStart - 420);
  const above = lineStart ? text.slice(from, lineStart - 1).split('\n') : [];
  if (from > 0) above.shift(); // a partial line
  const below = nl === -1 ? [] : text.slice(nl + 1, nl + 1 + 300).split('\n');
  const up: string[] = [];
  for (let i = above.length - 1; i >= 0 && up.length < 6; i--) {
    const l = above[i];
    if (!l.trim() || l.length > 60) {
      // One blank line between a sign-off and the name ("Regards,\n\nJohn") keeps the sign-off.
      if (!l.trim() && i > 0 && SIGN_OFF.test(above[i - 1])) up.unshift(above[i - 1]);
      break;
    }
    up.unshift(l);
  }
  const down: string[] = [];
  // The firm's register line that ends a block may run longer ("Geschäftsführer: … | AG Charlottenburg HRB 98765").
  let edge = '';
  for (const l of below) {
    if (!l.trim() || down.length >= 4) break;
    if (l.length > 60) {
      if (l.length <= 120) edge = l;
      break;
    }
    down.push(l);
  }
  return { up, line, down, edge };
}

/** The candidate's Block: its lines (blockLines) judged by party, firm and signatory. */
function readBlock(text: string, start: number, end: number | undefined): Block | undefined {
  const around = blockLines(text, start, end);
  if (!around) return undefined;
  const { up, line, down } = around;
  let { edge } = around;
  const lines = [...up, line, ...down];
  // The firm judgement is the number's own party's: a block may hold several parties (seller and buyer, hotel and
  // guest). A number in a private party's part (under "Ospite:", "Nabywca:", "Bill to") is that person's, whatever
  // the seller's or hotel's lines above or below it say; the number's own line is still read (firmLine, firmOnLine).
  const party = partyOf(lines, up.length);
  // A private role's party that names a firm or a public body ("Nabywca:" over "NIP …", "Kunde:" over a council's
  // desk): a register, VAT or legal-form line from its label down to the number, or a public body's name in it.
  // The party's own lines, below the number too ("Ship to: Northwind\nTel: …\nVAT GB …"), and the longer register line
  // that ends the block when the party runs to its end.
  const own = [...lines.slice(party ? party.from + 1 : 0, party?.to), ...(edge && (!party || party.to === lines.length) ? [edge] : [])];
  if (party?.kind === 'private' && own.some((l) => FIRM_BLOCK_WORD.test(l) || firmName(l)))
    party.kind = 'firm';
  if (party?.kind === 'private') return { person: true, firm: false, company: false, signatory: false, lines, at: up.length, private: true };
  // The other lines of its party (the number's own is firmLine's: "reach me … during office hours" is a person's).
  const others = party ? lines.filter((_, i) => i >= party.from && i < party.to && i !== up.length) : [...up, ...down];
  if (party && party.to < lines.length) edge = '';
  // A firm's role, or any role over a firm's or public body's name ("Sold to: Müller Maschinenbau AG"): the party is
  // that firm; a number its own label names a person's (Mobil, Direct) stays one (personLabel).
  const firmRole = party?.kind === 'firm' && (FIRM_PARTY_LABEL.test(lines[party.from]) || PRIVATE_PARTY_LABEL.test(lines[party.from]) || venueLine(lines[party.from]));
  const firm = firmRole || others.some((l) => FIRM_BLOCK_WORD.test(l) || SERVICE_WORDS.test(l) || ZENTRALE.test(l)) || (!!edge && FIRM_BLOCK_WORD.test(edge));
  // A legal form or a team: a person may sign under the firm's name ("Cruickshank Inc", then "Mobile: …"), so this
  // keeps only the layout and a fixed line from reading as a person's, not a number a phone word names.
  // Under a person's name line a legal form anywhere in the block still counts here: a bare number in a signature
  // over "Grant Joinery Ltd / Switchboard: …" may be the firm's; a number its own label names is the person's.
  const company = firm || party?.kind === 'firm' || (party?.kind === 'person' ? [...up, ...down] : others).some((l) => FIRM_BLOCK_FORM.test(l) || TEAM.test(l));
  // The signatory: a name line right under the sign-off, or (with an e-mail address in the block) anywhere above.
  // Between the name and the number only titles: no digits and no record's word ("Invoice 4471", "Order ID").
  const signed = up.findIndex((l, i) => i > 0 && SIGN_OFF.test(up[i - 1]) && personNameLine(l));
  const named = signed !== -1 ? signed : lines.some((l) => EMAIL.test(l)) ? up.findIndex((l) => personNameLine(l) || NAME_FIELD.test(l)) : -1;
  const titles = named !== -1 && up.slice(named + 1).every((l) => !/[0-9]/.test(l) && !RECORD_WORD.test(l));
  // A one-person firm's signature ("Cheers,\nSophie Turner\n07723 456789\nTurner Design Studio Ltd\nCompany No. …"):
  // the number right under the signatory's name line (titles only between) and the firm's lines all below it, none
  // another phone line (no separate switchboard): the signatory's own.
  const sole =
    signed !== -1 &&
    titles &&
    up.slice(signed + 1).every((l) => !FIRM_BLOCK_FORM.test(l) && !FIRM_BLOCK_WORD.test(l) && !SERVICE_WORDS.test(l) && !TEAM.test(l)) &&
    !down.some((l) => SERVICE_WORDS.test(l) || ZENTRALE.test(l) || (!FIRM_BLOCK_WORD.test(l) && /(?:^|[^0-9])(?:\+|0)[0-9][0-9 ().\/-]{5,}[0-9]/.test(l)));
  return { person: titles && (!company || sole), firm: firm && !sole, company, signatory: signed !== -1 && up.slice(signed + 1).every((l) => !RECORD_WORD.test(l)), lines, at: up.length };
}

/** A firm's legal form or a public body's name on a line (a party's name after its role label, or a line of its own). */
function firmName(line: string): boolean {
  return FIRM_BLOCK_FORM.test(line) || LINE_FORM.test(line) || CZ_FORM.test(line) || PUBLIC_BODY.test(line);
}

/** A venue's or site's name after a role label ("Amazon Fulfilment Centre BHX4"), not a person's name with a place after it. */
function venueName(rest: string): boolean {
  const first = rest.trim().split(/[ \t,]/)[0] ?? '';
  return VENUE.test(rest) && !isGivenName(first, true);
}

/** A line that is a venue's name, no field ("Hotel Son Brull – Mallorca", "Acıbadem Maslak Hastanesi"; not "Hotel: …"). */
function venueLine(line: string): boolean {
  return line.length <= 60 && !line.includes(':') && !/[0-9]{3}/.test(line) && venueName(line) && !personNameLine(line);
}

type PartyKind = 'private' | 'firm' | 'person' | 'neutral';
/** The kind of party a line starts: a private role's label, a firm role's label or a firm's name (legal form), a person's name line; undefined for none. */
function partyStart(line: string, czech = false): PartyKind | undefined {
  // "Host:" is a firm's role in English (the host of a stay or event), a guest in Czech and Slovak; over a person's
  // name ("Host: Tereza Horáková", a private host "Host: Jane Miller") it is that person's party in either language.
  const host = HOST_LABEL.exec(line);
  const hostPerson = !!host && (czech || personNameLine(line.slice(host[0].length).trim()));
  if (host && !hostPerson) return 'firm';
  const role = PRIVATE_PARTY_LABEL.exec(line) ?? (hostPerson ? host : null);
  // A private role over a firm's or a public body's name ("Client: Acme GmbH", "Kjøper: Fjordfisk AS", "Klant:
  // Gemeente Utrecht"): a firm's party. Buyers and customers of business invoices are mostly firms.
  if (role && (firmName(line.slice(role[0].length)) || venueName(line.slice(role[0].length)))) return 'firm';
  if (role && !DESK_WORD.test(role[0]) && !SERVICE_WORDS.test(line) && !TEAM.test(line)) return 'private';
  // A firm's role over a private seller ("Verkäufer: Privatverkauf, Herr …", "Vendeur : particulier"): a private party.
  const firmRole = FIRM_PARTY_LABEL.exec(line);
  if (firmRole && PRIVATE_SELLER.test(line.slice(firmRole[0].length)) && !firmName(line.slice(firmRole[0].length))) return 'private';
  if (FIRM_PARTY_LABEL.test(line) || (FIRM_BLOCK_FORM.test(line) && !/^[ \t]{0,4}(?:tel|phone|fax|e-?mail)/iu.test(line))) return 'firm';
  if (venueLine(line)) return 'firm';
  if (NEUTRAL_PARTY_LABEL.test(line)) return 'neutral';
  if (personNameLine(line)) return 'person';
  return undefined;
}

/**
 * The party of the block's line `at`: the lines from the party start at or above it (a role label, a firm's name or
 * a person's name line) to the next start below, and that start's kind; undefined when no line of the block starts
 * a party. Lines above the first start (a document's heading: "Hotel Lungarno – Conferma prenotazione") are no
 * party's but the first one's below.
 */
function partyOf(lines: string[], at: number): { from: number; to: number; kind: PartyKind } | undefined {
  const czech = lines.some((l) => CZECH_LETTERS.test(l));
  const kinds = lines.map((l) => partyStart(l, czech));
  if (!kinds.some((k) => k && k !== 'person')) return undefined;
  let from = -1;
  for (let i = at; i >= 0; i--) if (kinds[i]) { from = i; break; }
  let to = lines.length;
  for (let i = at + 1; i < lines.length; i++) if (kinds[i]) { to = i; break; }
  return from === -1 ? { from: 0, to, kind: 'neutral' } : { from, to, kind: kinds[from]! };
}

/**
 * A fixed line that belongs to a private person: a home or private word near the number, a person's role named at it
 * or on the line above (tenant, patient, parent, "Zgłaszająca:"), a person's name field over it, or a person's
 * signature or contact block; never in a firm's block.
 */
function privateLine(context: ValidatorContext | undefined): boolean {
  // Never a number under a register or VAT word on its own line ("Coulter & Moss LLP, VAT GB 123 4567 89").
  if (FIRM_BLOCK_WORD.test(ownSegment(context).pre)) return false;
  const block = contactBlock(context);
  if (block?.company) return false;
  if (block?.person || privateLabel(context)) return true;
  // A person's record: the block also gives a birth date under its label ("Geb.datum:", "Date of birth:", "née le").
  if (block?.lines.some((l, i) => i !== block.at && BIRTH_LABEL.test(l))) return true;
  // A role or name field heading the number's line or one of the two above it ("Najemca: Jan Kowalski", "Navn: …").
  const lines = context?.text && context.start !== undefined ? context.text.slice(Math.max(0, context.start - 240), context.start).split('\n').slice(-3) : [];
  return lines.some((l) => ROLE_FIELD.test(l) || NAME_FIELD.test(l));
}

/**
 * A role or home word labelling the number: in the number's own label right before it ("Tel. leietaker: 22 …",
 * "Telefon rodzica:", "tel. domowy 22 …", "Home: 01 …"), in brackets right after it ("(dom)"), or a first person's
 * possessive naming it ("my home number is …") with no verb toward another party between.
 */
function privateLabel(context: ValidatorContext | undefined): boolean {
  if (!context?.text || context.start === undefined) return false;
  const text = context.text;
  const lineStart = text.lastIndexOf('\n', context.start - 1) + 1;
  const before = text.slice(Math.max(lineStart, context.start - 60), context.start);
  const end = context.end ?? context.start;
  const after = text.slice(end, end + 24).split('\n')[0];
  const word = LABEL_WORD;
  word.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = word.exec(before))) if (LABEL_TAIL.test(before.slice(m.index + m[0].length))) return true;
  if (/^[ \t]{0,2}\((?:dom|home|hjem|hjemme|koti|privat|prywatny|thuis|casa|heima)\)/iu.test(after)) return true;
  // A private-phone wording after the number ("… á heimasímanum mínum", "… is my mobile", "… c'est mon portable").
  if (MINE_AFTER.test(text.slice(end, end + 48).split('\n')[0])) return true;
  if (CALL_ME.test(before)) return true;
  const mine = MY_HOME.exec(before);
  return !!mine && !CONTACT_VERB.test(before.slice(mine.index + mine[0].length));
}

/** Types no private person answers: toll-free, shared-cost, premium-rate and universal-access (one number for a firm) lines. */
const SERVICE_TYPES: ReadonlySet<string> = new Set(['TOLL_FREE', 'SHARED_COST', 'PREMIUM_RATE', 'UAN']);

const FREE_OR_PREMIUM: ReadonlySet<string> = new Set(['TOLL_FREE', 'SHARED_COST', 'PREMIUM_RATE']);

/** Valid in the number plan and of a kind a person may answer (not SERVICE_TYPES). */
function personValid(n: PhoneNumber | undefined): boolean {
  return !!n?.isValid() && !SERVICE_TYPES.has(n.getType() ?? '');
}

/** Phone types a person answers: a mobile, or a number whose plan does not tell mobile from fixed (Denmark, Norway's 8-digit plan). */
const PERSONAL_TYPES: ReadonlySet<string> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER']);

/** Danish mobile ranges (libphonenumber types every Danish number FIXED_LINE_OR_MOBILE). */
const DK_MOBILE = /^(?:2\d|3[01]|4[0-2]|5[0-3]|6[01]|71|81|9[1-3])/;

/** A number of a person's kind in its region: a mobile, a personal number, or (Denmark) a number in a mobile range. */
function personal(n: PhoneNumber, region: CountryCode): boolean {
  const type = n.getType() ?? '';
  if (region === 'DK') return DK_MOBILE.test(n.nationalNumber);
  return PERSONAL_TYPES.has(type);
}

/**
 * The default regions' verdict on a national number, or undefined when no plan accepts it: valid when some plan
 * calls it a person's kind (a mobile …) — the first such plan settles it, as no other plan's reading can then refuse
 * it; else invalid when one calls it toll-free, shared-cost or premium, or when every plan that accepts it calls it
 * a service line. Only the plans that group the digits as written decide when some does (asWritten): France's five
 * pairs "04 78 12 34 56" are a Lyon line, not the Australian mobile 0478 123 456 that the same digits make.
 */
function defaultRegionsOutcome(v: string, fixedOk: () => boolean = () => true): 'valid' | 'invalid' | undefined {
  const all: PhoneNumber[] = [];
  for (const region of DEFAULT_REGIONS) {
    const n = parsePhoneNumberFromString(v, region);
    if (!n?.isValid()) continue;
    // A person's kind in the written layout settles it at once; in another layout, only if no plan writes it so.
    if (PERSONAL_TYPES.has(n.getType() ?? '') && writtenAs(v, n)) return 'valid';
    all.push(n);
  }
  if (!all.length) return undefined;
  const accepted = asWritten(v, all);
  if (accepted.some((n) => PERSONAL_TYPES.has(n.getType() ?? ''))) return 'valid';
  const free = accepted.some((n) => FREE_OR_PREMIUM.has(n.getType() ?? ''));
  return free || !accepted.some(personValid) || !fixedOk() ? 'invalid' : 'valid';
}

/** The lengths of a number's digit groups ("04 78 12 34 56" → "2.2.2.2.2", "(02) 9876 5432" → "2.4.4"). */
function groupLengths(v: string): string {
  return v
    .split(/[^0-9]+/)
    .filter(Boolean)
    .map((g) => g.length)
    .join('.');
}

/** The plan's national form groups the digits as the number is written (or it is written as one run of digits). */
function writtenAs(v: string, n: PhoneNumber): boolean {
  const written = groupLengths(v);
  return !written.includes('.') || groupLengths(n.formatNational()) === written;
}

/**
 * Of the plans that accept a number written in groups, those whose national form groups it so; all of them when none
 * does. A layout names its plan: the same digits read in another plan's grouping are another number.
 */
function asWritten(v: string, accepted: PhoneNumber[]): PhoneNumber[] {
  const same = accepted.filter((n) => writtenAs(v, n));
  return same.length ? same : accepted;
}

/** A calendar date (02.11.1958, 1970-01-01), not a number to dial. */
const DATE_SHAPE = /^(?:\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2}|(?:19|20)\d{2}[./-]\d{1,2}[./-]\d{1,2})$/;

/** The candidate continues a run of digits or a code ("FI09 4231 0500 2981 74", "Kraków 31-021 12 …"). */
function afterDigits(context: ValidatorContext | undefined): boolean {
  if (!context?.text || context.start === undefined) return false;
  return /[0-9][ .-]?$/.test(context.text.slice(Math.max(0, context.start - 2), context.start));
}

/** An amount, not a number to dial: a currency right before or after ("kr 412 345 678", "601 234 567 zł"). */
function isAmount(context: ValidatorContext | undefined): boolean {
  if (!context?.text || context.start === undefined) return false;
  const end = context.end ?? context.start;
  const money = /^(?:kr|nok|sek|dkk|isk|eur|euro|€|zł|zl|pln|chf|fr|%)(?![\p{L}])/iu;
  return money.test(context.text.slice(end, end + 8).trimStart()) || /(?:kr|nok|sek|dkk|isk|eur|€|zł|pln|chf)\.?[ \t]{0,2}$/iu.test(context.text.slice(Math.max(0, context.start - 8), context.start));
}

/**
 * The numbers phone_number refuses whatever their plan says, in the order why names them: one named as another record's
 * (a tax, company-register, order or invoice number), a firm's line, a number in a firm's contact block.
 */
const PHONE_REFUSALS: readonly Refusal[] = [
  RECORD_LABEL_REFUSAL,
  { holds: (_, context) => firmLine(context), why: "a firm's line: a switchboard or customer-service word, our office, or a firm asking to be called" },
  { holds: (_, context) => firmBlockNumber(context), why: "in a firm's contact block (a register, VAT, opening-hours or box-office line, a service word)" },
];

/**
 * Phone number checked with libphonenumber-js (full "max" metadata, so the digits are matched against each
 * region's number plan, not just the length). `+CC` and `00CC` numbers are checked as international; others
 * against DEFAULT_REGIONS (numbers laid out 3-3-4 against US/CA only), then against the regions whose phone
 * words are near (contextRegions), where only a mobile-kind number counts; a national number written in groups
 * without a trunk 0 ("412 34 567", "22 628 14 90") only against the latter. A number labelled as a tax, VAT or
 * company-register number ("P.IVA 09876543210", "CVR-nr. 12345678"), or a national one as another record's
 * ("Order no. …", "Fakturanummer …"), is not a phone. No checksum, so 'valid' keeps the rule's score (context
 * words decide).
 */
export const phoneNumber: Validator = {
  name: 'phone_number',
  confirms: false,
  validate(value, context) {
    const v = value.trim();
    const digits = v.replace(/\D/g, '');
    if (/[^\d\s()+./-]/.test(v) || !digits) return 'not_applicable';
    if (digits.length < 6 || digits.length > 17 || /^(\d)\1+$/.test(digits)) return 'invalid';
    const international = isInternational(v);
    // A national number is never a date (02.11.1958), a Brazilian postal code (01426-001), a number shorter than any
    // national plan's or the tail of a longer digit run (an IBAN's groups: "FI09 4231 0500 2981 74").
    if (!international && (digits.length < 7 || DATE_SHAPE.test(v) || /^\d{5}-\d{3}$/.test(v) || afterDigits(context))) return 'invalid';
    // A firm's line, or a number in a firm's contact block (a legal form, register, VAT or opening-hours line, a team,
    // a box office …; "Impressum … Tel.: +49 89 …", a hotel's "T: +49 30 2261 0" under its Front Desk), with or without
    // its country code. Not a number under a person's own label (Mobile, Mob., Handy, cell., GSM, kom., Direct, DD …):
    // a signatory's mobile or direct line beside the firm's switchboard is the person's.
    if (refusal(PHONE_REFUSALS, v, context)) return 'invalid';
    if (international) {
      const intl = v.startsWith('+') ? v : `+${v.replace(/^00/, '')}`;
      // Service types are not refused here: a number written with its country code is one given to be dialled,
      // and the eval's filled templates count "+448003566638" (drawn valid for the locale) as a phone.
      return parsePhoneNumberFromString(intl)?.isValid() ? 'valid' : 'invalid';
    }
    // A trunk prefix in brackets ("(041) 987 6543", "(030) 123456", "(0662) 123456") is the number's area code: the plan
    // that reads that area code decides (areaPlanOutcome), not the North American layout's check nor a plan that splits
    // the digits elsewhere (an Australian mobile 0419 …, a French 04 …).
    const area = /^\((0\d{1,4})\)[ ]?\d/.exec(v);
    if (area && !isAmount(context)) {
      const outcome = areaPlanOutcome(v, area[1], context);
      if (outcome) return outcome;
    }
    // France's 09 numbers are its firms' non-surcharged lines as well as home boxes' lines: outside a French text
    // ("SNCF Voyageurs ist unter 09 70 … erreichbar"), one is a person's only when given as theirs (first person, a
    // private or person's label, a person's block or record).
    if (frenchNonGeographic(v) && !languageRegions(context).some((r) => r.region === 'FR') && !ownedBySpeaker(context) && !privateLine(context)) return 'invalid';
    // Written 3-3-4 ("(415) 555-0132", "415.555.0132") is the North American layout: check it there,
    // or some other region's plan accepts almost any such run (123-456-7890 is a valid UK national number).
    const nanp = /^(?:\+?1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]\d{4}$/.test(v);
    if (nanp) {
      const n = (['US', 'CA'] as const).map((r) => parsePhoneNumberFromString(v, r)).find((p) => p?.isValid());
      if (n) return personValid(n) ? 'valid' : 'invalid';
      // Italy writes its mobiles 3xx xxx xxxx too ("cell. 348 512 7730"): with a phone word near, one no North
      // American plan accepts is read in Italy's plan, a mobile only.
      if (v.startsWith('3') && ITALIAN_WORDS.test(nearText(context))) {
        const it = parsePhoneNumberFromString(v, 'IT');
        if (it?.isValid()) return personal(it, 'IT') ? 'valid' : 'invalid';
      }
    }
    // Grouped digits without a trunk 0 ("412 34 567"): a Nordic, Polish or Portuguese layout.
    const bareGroups = /^[1-9]\d{0,3}(?:[ -]\d{2,4}){1,3}$/.test(v);
    // The regions of the phone words near: only a number of a person's kind (mobile, or a plan that does not tell
    // mobile from fixed), never a firm's switchboard, toll-free or shared-cost line, and never an amount; a 3-3-4
    // layout only with a trunk 0 ("040 718 2936", "087 314 2259": no North American area code starts with 0). A
    // word of one language alone decides before the default regions (LANGUAGE_REGIONS' `first`).
    const amount = isAmount(context);
    const regions = (nanp && !v.startsWith('0')) || amount ? [] : contextRegions(context);
    for (const { region, first } of regions) {
      if (!first) continue;
      const n = parsePhoneNumberFromString(v, region);
      if (n?.isValid()) return personal(n, region) || (personValid(n) && privateLine(context)) ? 'valid' : 'invalid';
    }
    // The regions of the text's language, before the default ones: the first whose plan accepts the number as written
    // (its own national form: "089 4172583" in Germany's, "33 1847 2960" in Mexico's, "392 604 1178" in Italy's)
    // decides: a person's kind is valid, and a fixed line in a default region's plan written with its trunk 0, or
    // else a private person's or under a person's own label ("Direkt: 090-14 52 37"); a service line is not, nor
    // another fixed line in the language's primary region's plan (a Swiss reading of a French text's number does
    // not refuse it).
    if (!amount)
      for (const { region, primary } of languageRegions(context)) {
        const n = parsePhoneNumberFromString(v, region);
        if (!n?.isValid() || n.formatNational().replace(/\D/g, '') !== digits) continue;
        if (personal(n, region) || (personValid(n) && ((DEFAULT_REGIONS.includes(region) && !bareGroups && !firmNamed(context)) || privateLine(context) || personLabel(context)))) return 'valid';
        if (primary || !personValid(n)) return 'invalid';
        break;
      }
    // A default region's plan accepts it; not when one that does calls it a toll-free, shared-cost or premium line
    // and none a mobile (Dutch "0800 1234" is toll-free, though Italy's plan reads a Bari landline; a Japanese
    // mobile 090-1234-5678 stays), nor when every one calls it a service line (a UK 055 corporate number is a
    // German landline too, and stays).
    if (!nanp && !bareGroups) {
      const outcome = defaultRegionsOutcome(v, () => !firmNamed(context));
      if (outcome) return outcome;
    }
    // A 3-3-4 number with a trunk 0 is no North American one (no area code starts with 0): a default region's plan
    // reads it when it calls it a mobile, or a fixed line a private person's (below: "Telefoon thuis: 010 482 9375").
    const trunk334 = nanp && v.startsWith('0');
    if (trunk334 && DEFAULT_REGIONS.some((r) => { const n = parsePhoneNumberFromString(v, r); return !!n?.isValid() && PERSONAL_TYPES.has(n.getType() ?? ''); })) return 'valid';
    // The first near region whose plan accepts the number decides: an Oslo landline "22 12 34 56" beside "ring"
    // is Norway's fixed line, not a Danish mobile.
    for (const { region } of regions) {
      const n = parsePhoneNumberFromString(v, region);
      if (n?.isValid()) return personal(n, region) || (personValid(n) && privateLine(context)) ? 'valid' : 'invalid';
    }
    if (trunk334 && defaultRegionsOutcome(v) === 'valid' && privateLine(context)) return 'valid';
    return 'invalid';
  },
  why: (value, context) => refusal(PHONE_REFUSALS, value, context),
};

/**
 * A number written with its trunk prefix in brackets, by the first plan (the text's language's, the phone words', the
 * default ones, then the other listed regions) that reads the bracket as the area code (its national form's first group,
 * trunk 0 kept): a line a person may answer (fixed or mobile) is valid, a toll-free, shared-cost, premium or
 * universal-access one not. Undefined when no plan reads the bracket so.
 */
function areaPlanOutcome(v: string, area: string, context: ValidatorContext | undefined): 'valid' | 'invalid' | undefined {
  const digits = v.replace(/\D/g, '');
  const order = [...languageRegions(context).map((r) => r.region), ...contextRegions(context).map((r) => r.region), ...SIGNATURE_REGIONS];
  for (const region of new Set(order)) {
    const n = parsePhoneNumberFromString(v, region);
    if (!n?.isValid()) continue;
    const national = n.formatNational();
    if (national.replace(/\D/g, '') !== digits || national.replace(/[()]/g, '').split(/[ -]/)[0] !== area) continue;
    return personal(n, region) || (personValid(n) && !firmNamed(context)) ? 'valid' : 'invalid';
  }
  return undefined;
}

/** Regions read for a number alone on a signature line: the default ones and those of the languages the rule reads. */
const SIGNATURE_REGIONS: readonly CountryCode[] = [...DEFAULT_REGIONS, 'IE', 'PL', 'PT', 'NO', 'DK', 'SE', 'FI', 'IS', 'BE', 'AT', 'CH'];

/**
 * A national number alone on its own line of a person's signature or contact block, with no phone word (a name line,
 * a title, then "06-41 87 22 09" or "087 314 2259"): valid when some region's plan calls it a person's kind (mobile,
 * personal; a North American 3-3-4 number in the US or Canada), and no plan a toll-free, shared-cost, premium or
 * universal-access line; never in a firm's block (a legal form, register, VAT or opening-hours line, a team, a
 * switchboard), under a record's label, nor a date or the tail of a digit run.
 */
export const phoneSignature: Validator = {
  name: 'phone_signature',
  confirms: false,
  validate(value, context) {
    const v = value.trim();
    if (/[^\d\s()+./-]/.test(v)) return 'not_applicable';
    const digits = v.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 13 || /^(\d)\1+$/.test(digits) || DATE_SHAPE.test(v) || afterDigits(context)) return 'invalid';
    if (recordLabelBefore(context) || firmLine(context)) return 'invalid';
    const block = contactBlock(context);
    if (!block) return 'invalid';
    // A one-letter mobile or direct-line label ("M 06 12345678", "D 020 …") names the signatory's own number even in a
    // block that also lists the firm's line ("T 030 234 5678 (receptie)").
    const line = block.lines[block.at].trim();
    const lettered = /^[MD][ \t]{1,2}(?=[0-9(])/.test(line);
    if (!(block.person || (lettered && block.signatory))) return 'invalid';
    if (line.replace(/^[MD][ \t]{1,2}(?=[0-9(])/, '') !== v) return 'invalid';
    // Not under a record's or tax label on the line above ("Tracking no.", "NIP:").
    const above = block.at > 0 ? `${block.lines[block.at - 1].trim()} ` : '';
    if (above && recordLabelBefore({ match: v, text: above, start: above.length, end: above.length })) return 'invalid';
    const nanp = /^(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]\d{4}$/.test(v) && !v.startsWith('0');
    // The sign-off's language names the regions, and the first of them whose plan accepts the number decides.
    const signOff = block.lines.slice(0, block.at).find((l) => SIGN_OFF.test(l)) ?? '';
    const named = nanp ? (['US', 'CA'] as const) : SIGN_OFF_REGIONS.find((s) => s.line.test(signOff))?.regions;
    for (const region of named ?? []) {
      const n = parsePhoneNumberFromString(v, region);
      if (n?.isValid()) return personal(n, region) ? 'valid' : 'invalid';
    }
    // Else (no sign-off, or none of its regions accepts it): some region calls it a person's kind and none a
    // toll-free, shared-cost or premium line.
    let mobile = false;
    for (const region of SIGNATURE_REGIONS) {
      const n = parsePhoneNumberFromString(v, region);
      if (!n?.isValid()) continue;
      if (FREE_OR_PREMIUM.has(n.getType() ?? '')) return 'invalid';
      if (personal(n, region)) mobile = true;
    }
    return mobile ? 'valid' : 'invalid';
  },
  why: (_value, context) => (contactBlock(context)?.company ? "a firm's contact block (legal form, register, VAT or opening hours, team)" : undefined),
};
