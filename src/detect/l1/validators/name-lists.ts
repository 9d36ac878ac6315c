/**
 * The name lists behind the PERSON validators (models/names/, hand-written for Scanward), as lower-case
 * sets, plus words that are never part of a name when capitalised (sentence starters, months, titles of
 * places and organisations).
 */
import givenFile from '../../../../models/names/given-names.json';
import givenEnFile from '../../../../models/names/given-names-en.json';
import surnameFile from '../../../../models/names/surnames.json';
import { isVocabularyEntry } from '../../../lib/wordpiece.ts';

const lower = (xs: readonly string[]) => new Set(xs.map((x) => x.toLowerCase()));

/** Every listed given name as written: the hand-written list, then the English list (given-names-en.json). */
export const GIVEN_NAMES: readonly string[] = [...givenFile.names, ...givenEnFile.names];
const GIVEN = lower(GIVEN_NAMES);
const AMBIGUOUS_GIVEN = lower([...givenFile.ambiguous, ...givenEnFile.ambiguous]);
const SURNAMES = lower(surnameFile.names);
const COMMON_SURNAMES = lower(surnameFile.commonWords);

/** Capitalised function words: never a name, not even after a title. */
const FUNCTION_WORDS = new Set(`
a an the and or but nor of in on at to for from by with without into onto over under about after before
between through during since until upon via per than then so if when while where what which who whom whose
why how this that these those there here it its i me my mine we us our you your he him his she her they them
their is are was were be been am do does did have has had
not no yes all any some each every both either neither other another such same own new old good great best
please thanks thank hello hi hey dear welcome sorry yes ok okay
`.split(/\s+/).filter(Boolean));

/** Capitalised words that are not names on their own: function words, calendar, places, organisations. */
const NOT_NAME = new Set([...FUNCTION_WORDS, ...`
will would shall should can could may might must
mr mrs ms miss dr prof sir madam
monday tuesday wednesday thursday friday saturday sunday today tomorrow yesterday tonight
january february march april may june july august september october november december
spring summer autumn fall winter christmas easter
north south east west northern southern eastern western central upper lower
street avenue road lane drive boulevard court place square park river lake mount mountain island bay beach
city town county state province country district village valley hill hills bridge station airport port
university college school academy institute hospital clinic church temple museum library center centre
company corporation corp inc ltd llc plc group bank fund trust foundation association society council
department ministry office agency service services team club league party government house senate congress
act law bill report review journal times news post daily weekly press media network system systems
chapter section part page volume figure table note notes step steps example examples question answer
name names cardholder holder visa mastercard amex debit dunno lol
`.split(/\s+/).filter(Boolean)]);

const key = (w: string) => w.toLowerCase();

/** True for a listed given name; ambiguous ones (Will, May, Jordan) only when `ambiguousOk`. */
export function isGivenName(word: string, ambiguousOk = false): boolean {
  const parts = key(word).split('-');
  return parts.every((p) => GIVEN.has(p) && (ambiguousOk || !AMBIGUOUS_GIVEN.has(p)));
}

/** True for a listed surname (hyphenated: every part listed); `strongOnly` drops everyday words (Long, King). */
export function isSurname(word: string, strongOnly = false): boolean {
  const listed = (p: string) => SURNAMES.has(p) || SURNAMES.has(p.replace('’', "'"));
  const parts = key(word).split('-');
  return parts.every((p) => listed(p) && (!strongOnly || !COMMON_SURNAMES.has(p)));
}

/**
 * True for a word of the bert-base-uncased vocabulary (whole words only; the tokenizer's own table, which every
 * worker builds for chunking anyway): everyday English and the most common names and places. A capitalised word
 * outside it (Medhurst, Pujols, Wisniewski) is rare enough to be a surname after a listed given name; one inside
 * it (Street, Hornets, Karma) is not, unless the surname list has it. Hyphenated: any part in it.
 */
export function isVocabularyWord(word: string): boolean {
  return key(word).split('-').some(isVocabularyEntry);
}

/** True for a capitalised function word (The, And, Your): not a name even after a title. */
export function isFunctionWord(word: string): boolean {
  return FUNCTION_WORDS.has(key(word).replace(/\.$/, ''));
}

/** True for a word that does not stand for a name on its own (The, Monday, University, …). */
export function isNotName(word: string): boolean {
  return NOT_NAME.has(key(word).replace(/\.$/, ''));
}

/** A name token: capitalised letters, optional hyphen part, Mc/Mac/O' prefixes. */
export const NAME_TOKEN = /^(?:Mc|Mac|O['’]|D['’])?\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u;
/** A middle initial such as "M." or "M". */
export const INITIAL = /^\p{Lu}\.?$/u;
