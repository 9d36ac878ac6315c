import { isExampleValue } from './example-marker.ts';
import { listedGiven } from './person-field.ts';
import type { Validator, ValidatorOutcome } from './types.ts';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * Month names in French, German, Spanish, Italian, Portuguese, Dutch, Swedish, Norwegian, Danish, Icelandic
 * (full forms, Austrian Jänner/Feber too), Finnish in the partitive a date takes (toukokuuta) and Polish in the
 * genitive (maja, października).
 */
const OTHER_MONTHS: ReadonlyMap<string, number> = new Map(
  [
    ['janvier', 'januar', 'jänner', 'janner', 'enero', 'gennaio', 'janeiro', 'januari', 'janúar', 'tammikuuta', 'stycznia'],
    ['février', 'fevrier', 'februar', 'feber', 'febrero', 'febbraio', 'fevereiro', 'februari', 'febrúar', 'helmikuuta', 'lutego'],
    ['mars', 'märz', 'marz', 'maerz', 'marzo', 'março', 'marco', 'maart', 'marts', 'maaliskuuta', 'marca'],
    ['avril', 'april', 'abril', 'aprile', 'apríl', 'huhtikuuta', 'kwietnia'],
    ['mai', 'mayo', 'maggio', 'maio', 'mei', 'maj', 'maí', 'toukokuuta', 'maja'],
    ['juin', 'juni', 'junio', 'giugno', 'junho', 'júní', 'kesäkuuta', 'kesakuuta', 'czerwca'],
    ['juillet', 'juli', 'julio', 'luglio', 'julho', 'júlí', 'heinäkuuta', 'heinakuuta', 'lipca'],
    ['août', 'aout', 'august', 'agosto', 'augustus', 'augusti', 'ágúst', 'agust', 'elokuuta', 'sierpnia'],
    ['septembre', 'september', 'septiembre', 'setiembre', 'settembre', 'setembro', 'syyskuuta', 'września', 'wrzesnia'],
    ['octobre', 'oktober', 'octubre', 'ottobre', 'outubro', 'október', 'lokakuuta', 'października', 'pazdziernika'],
    ['novembre', 'november', 'noviembre', 'novembro', 'nóvember', 'marraskuuta', 'listopada'],
    ['décembre', 'decembre', 'dezember', 'diciembre', 'dicembre', 'dezembro', 'desember', 'joulukuuta', 'grudnia'],
  ].flatMap((names, i) => names.map((n) => [n, i + 1] as const)),
);

/** Month number 1-12 from a full name (English or OTHER_MONTHS' languages) or an English 3-letter (or "sept") abbreviation, any case, else NaN. */
function monthOf(word: string): number {
  const w = word.toLowerCase().replace(/\.$/, '');
  const other = OTHER_MONTHS.get(w);
  if (other !== undefined) return other;
  const i = MONTHS.findIndex((name) => name === w || name.slice(0, 3) === w || (w === 'sept' && name === 'september'));
  return i >= 0 ? i + 1 : Number.NaN;
}

/** Four-digit year as written, or a two-digit one read as the most recent past such year. */
function fullYear(y: string, now: Date): number {
  if (y.length === 4) return Number(y);
  const yy = Number(y);
  const cur = now.getUTCFullYear();
  return yy + 2000 <= cur ? 2000 + yy : 1900 + yy;
}

function isPastDate(y: number, m: number, d: number, now: Date): boolean {
  if (!(m >= 1 && m <= 12 && d >= 1 && d <= 31) || y < 1890) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d && date.getTime() <= now.getTime();
}

/**
 * A date that can be a date of birth: it exists on the calendar (no 31 April, 29 February only in leap years)
 * and is not in the future (year ≥ 1890). Numeric forms are read as Y-M-D, D-M-Y or M-D-Y (any one that
 * works); month names and ordinals ("May 1st, 1977", "5-MAY-2021", "1 March 1990") are understood, and so are
 * full month names in OTHER_MONTHS' languages ("1er avril 1979", "3. Mai 1980", "12 de marzo de 1985",
 * "7 luglio 1990", "3 de maio de 1982", "2 maj 1947", "3. toukokuuta 1950", "3 maja 1985"). No
 * checksum: 'valid' keeps the rule's score, so context words (born, DOB) decide.
 */
export const dateOfBirth: Validator = {
  name: 'date_of_birth',
  confirms: false,
  // A date written as an example or a format ("f.eks. 01.01.1990", "t.ex. 1990-01-01") is no one's birth date.
  validate: (value, context) => (isExampleValue(context) || bornAfterNonPerson(context) ? 'invalid' : dateOfBirthOutcome(value, new Date())),
};

/** Two title-case words, then a Nordic birth verb right before the date (Volvo Cars, född …; Kalevan Kisat syntyi …). */
const NAME_BORN = /(?<![\p{L}])(\p{Lu}[\p{Ll}\p{M}]{1,20}) \p{Lu}[\p{Ll}\p{M}]{1,24},?(?: (?:är|er|var|ble|blev|on|oli))?[ \t]{1,2}(?:[Ff]ödd|[Ff]öddes|[Ff]ødt|[Ff]ødd|[Ff]ødtes|[Ss]yntyi|[Ss]yntynyt|[Ff]æddur|[Ff]ædd|[Ff]æddist)(?::|[ \t]{1,2}(?:den|d\.))?[ \t]{1,2}$/u;

/**
 * A firm, club or event is "born" too (Volvo Cars, född 1927; Rosenborg Ballklub ble født 1917): after two title-case
 * words, the Nordic birth verb counts only when the first word is a listed given name.
 */
function bornAfterNonPerson(context: Parameters<Validator['validate']>[1]): boolean {
  if (!context?.text || context.start === undefined) return false;
  const m = NAME_BORN.exec(context.text.slice(Math.max(0, context.start - 64), context.start));
  if (!m) return false;
  return !listedGiven(m[1], true);
}

/** dateOfBirth's check against a given "now" (tests pin it). */
export function dateOfBirthOutcome(value: string, now: Date): ValidatorOutcome {
  const v = value
    .trim()
    // Forms space the separators out: "14 / 02 / 1993", "09 . 10 . 1967".
    .replace(/(\d) {1,2}([-/.]) {1,2}(?=\d)/g, '$1$2')
    .replace(/(\d)(?:st|nd|rd|th|er)\b/gi, '$1')
    .replace(/(\d)(?:[º°ª]|\.(?= ))/g, '$1')
    .replace(/ del? /gi, ' ')
    .replace(/,/g, ' ')
    .replace(/\s+/g, ' ');
  let m = /^(\d{4})[-/. ](\d{1,2})[-/. ](\d{1,2})$/.exec(v);
  if (m) return isPastDate(Number(m[1]), Number(m[2]), Number(m[3]), now) ? 'valid' : 'invalid';
  m = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4}|\d{2})$/.exec(v);
  if (m) {
    const y = fullYear(m[3], now);
    const [a, b] = [Number(m[1]), Number(m[2])];
    return isPastDate(y, b, a, now) || isPastDate(y, a, b, now) ? 'valid' : 'invalid';
  }
  m = /^(\d{1,2})[-/. ](\p{L}{3,12}\.?)[-/. ](\d{4}|\d{2})$/iu.exec(v);
  if (m) return isPastDate(fullYear(m[3], now), monthOf(m[2]), Number(m[1]), now) ? 'valid' : 'invalid';
  m = /^([a-z]{3,9}\.?)[-/. ](\d{1,2})[-/. ](\d{4})$/i.exec(v);
  if (m) return isPastDate(Number(m[3]), monthOf(m[1]), Number(m[2]), now) ? 'valid' : 'invalid';
  return 'not_applicable';
}
