import { textAfter, textBefore } from './checks.ts';
import { birthColumnRefusal, birthDateColumn, columnName } from './date-of-birth-column.ts';
import { isExampleValue } from './example-marker.ts';
import { listedGiven } from './person-field.ts';
import { isGivenName } from './name-lists.ts';
import { problemValidator } from './id-problem-validator.ts';
import type { Validator, ValidatorContext, ValidatorOutcome } from './types.ts';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * Month names in French, German, Spanish, Italian, Portuguese, Dutch, Swedish, Norwegian, Danish, Icelandic
 * (full forms, Austrian Jänner/Feber too), Finnish in the partitive a date takes (toukokuuta) and Polish in the
 * genitive (maja, października), Turkish (Mart, Ağustos; dotless ı or i as lower-casing gives it).
 */
const OTHER_MONTHS: ReadonlyMap<string, number> = new Map(
  [
    ['janvier', 'januar', 'jänner', 'janner', 'enero', 'gennaio', 'janeiro', 'januari', 'janúar', 'tammikuuta', 'stycznia', 'ocak'],
    ['février', 'fevrier', 'februar', 'feber', 'febrero', 'febbraio', 'fevereiro', 'februari', 'febrúar', 'helmikuuta', 'lutego', 'şubat', 'subat'],
    ['mars', 'märz', 'marz', 'maerz', 'marzo', 'março', 'marco', 'maart', 'marts', 'maaliskuuta', 'marca', 'mart'],
    ['avril', 'april', 'abril', 'aprile', 'apríl', 'huhtikuuta', 'kwietnia', 'nisan'],
    ['mai', 'mayo', 'maggio', 'maio', 'mei', 'maj', 'maí', 'toukokuuta', 'maja', 'mayıs', 'mayis'],
    ['juin', 'juni', 'junio', 'giugno', 'junho', 'júní', 'kesäkuuta', 'kesakuuta', 'czerwca', 'haziran'],
    ['juillet', 'juli', 'julio', 'luglio', 'julho', 'júlí', 'heinäkuuta', 'heinakuuta', 'lipca', 'temmuz'],
    ['août', 'aout', 'august', 'agosto', 'augustus', 'augusti', 'ágúst', 'agust', 'elokuuta', 'sierpnia', 'ağustos', 'agustos'],
    ['septembre', 'september', 'septiembre', 'setiembre', 'settembre', 'setembro', 'syyskuuta', 'września', 'wrzesnia', 'eylül', 'eylul'],
    ['octobre', 'oktober', 'octubre', 'ottobre', 'outubro', 'október', 'lokakuuta', 'października', 'pazdziernika', 'ekim'],
    ['novembre', 'november', 'noviembre', 'novembro', 'nóvember', 'marraskuuta', 'listopada', 'kasım', 'kasim'],
    ['décembre', 'decembre', 'dezember', 'diciembre', 'dicembre', 'dezembro', 'desember', 'joulukuuta', 'grudnia', 'aralık', 'aralik'],
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
export const dateOfBirth: Validator = problemValidator('date_of_birth', false, (value, context) => dateOfBirthProblem(value, context));

/**
 * Why a date is no one's date of birth, undefined when it can be one, or null when it is no date the validator reads:
 * one list of checks, in one order, that the verdict and its reason both come from.
 */
function dateOfBirthProblem(value: string, context: ValidatorContext | undefined): string | undefined | null {
  if (placeholder(value, context)) return 'a placeholder date (1900-01-01, 0000-00-00, 9999-12-31, a repeated 1970-01-01), no one\'s birth';
  if (dateRange(context)) return 'one end of a date range, not a birth date';
  // A table's cell is its column's: the header decides, whatever words stand near the row.
  const column = birthDateColumn(context);
  const refusal = column === false ? undefined : birthColumnRefusal(context);
  if (refusal !== undefined) return refusal;
  if (column === false) return `a date in the table's "${columnName(context)}" column, not a birth-date column`;
  if (column === undefined && columnCell(value, context)) return 'a table cell whose column header (the top row of its table) names no birth date';
  // A date written as an example or a format ("f.eks. 01.01.1990", "t.ex. 1990-01-01") is no one's birth date.
  if (isExampleValue(context)) return 'written as an example or format';
  if (column !== true) {
    if (bornAfterNonPerson(context)) return 'a firm, club or event "born" (a Nordic birth verb after a name that is no listed given name)';
    if (deathDate(context)) return 'a death date (died, passed away, left us, verstorben …), not a birth date';
    const cue = biographyCue(value, context);
    if (cue !== undefined) return `a birth date in a biography or news text (${cue}), not a form or a private person's record`;
  }
  const outcome = dateOfBirthOutcome(value, new Date());
  return outcome === 'valid' ? undefined : outcome === 'invalid' ? 'no such date, or a date in the future or before 1890' : null;
}

/**
 * date-of-birth-column's validator: a date that is a whole cell of a table whose header, any number of rows up (the
 * per-document table index), names its column a birth date; then dateOfBirth's checks (placeholder, range, the
 * column's refusals, example, a real past date). A cell of a column not known to be a birth date's is refused
 * whatever words stand near it: the rule runs on any chunk with a date-like cell, birth word or not, so the header
 * alone decides.
 */
export const dateOfBirthCell: Validator = {
  name: 'date_of_birth_cell',
  confirms: false,
  validate: (value, context) => (birthDateColumn(context) === true ? dateOfBirth.validate(value, context) : 'invalid'),
  why: (value, context) =>
    birthDateColumn(context) !== undefined
      ? dateOfBirth.why?.(value, context)
      : 'a table cell whose table has no header naming its column a birth date',
};

/** The date's day, month and year as numbers in Y-M-D order when it is all digits (either D-M-Y or M-D-Y read). */
const DIGITS_DATE = /^(?:([0-9]{4})[-/. ]([0-9]{1,2})[-/. ]([0-9]{1,2})|([0-9]{1,2})[-/. ]([0-9]{1,2})[-/. ]([0-9]{4}))$/;

/**
 * A placeholder, not a date anyone was born on: 1 January 1900 (a default, a schema's sample), 0000-00-00, 9999-12-31,
 * or 1 January 1970 (the Unix epoch's zero) when the text holds it more than once (a column of defaults).
 */
const EPOCH = /(?<![0-9])(?:1970[-/.]0?1[-/.]0?1|0?1[-/.]0?1[-/.]1970)(?![0-9])/g;
function placeholder(value: string, context: ValidatorContext | undefined): boolean {
  const m = DIGITS_DATE.exec(value.trim());
  if (!m) return false;
  const [y, a, b] = m[1] !== undefined ? [m[1], m[2], m[3]] : [m[6], m[4], m[5]];
  const first = Number(a) === 1 && Number(b) === 1;
  if ((y === '1900' && first) || /^0+$/.test(y) || (y === '9999' && ((a === '12' && b === '31') || (a === '31' && b === '12')))) return true;
  if (y !== '1970' || !first || !context?.text) return false;
  return (context.text.match(EPOCH)?.length ?? 0) >= 2;
}

/** A range's separator and another date right before or after the value (1990-01-01 – 1994-12-31, 1990-01-01 bis 1994-12-31). */
const RANGE_AFTER = /^[ \t]{0,2}(?:[–—]|-(?=[ \t])|\.\.|(?:to|till|until|bis|au|à|al|a|hasta|tot|t\/m|do|til|–)(?=[ \t]))[ \t]{0,2}[0-9]{1,4}[-/.][0-9]{1,2}[-/.][0-9]{1,4}/iu;
const RANGE_BEFORE = /[0-9]{1,4}[-/.][0-9]{1,2}[-/.][0-9]{1,4}[ \t]{0,2}(?:[–—]|(?<=[ \t])-|\.\.|(?<=[ \t])(?:to|till|until|bis|au|à|al|a|hasta|tot|t\/m|do|til))[ \t]{0,2}$/iu;
function dateRange(context: ValidatorContext | undefined): boolean {
  if (!context?.text || context.start === undefined || context.end === undefined) return false;
  return RANGE_AFTER.test(textAfter(context, 24)) || RANGE_BEFORE.test(textBefore(context, 24));
}

/**
 * Whether the candidate is date-of-birth-column's: that rule's match holds the cell's delimiter or line start before
 * the date (its secretGroup 1), date-of-birth's match is the date itself. A cell is that rule's only with a header.
 */
function columnCell(value: string, context: ValidatorContext | undefined): boolean {
  return context !== undefined && context.match !== value;
}

/** A death word right before the date, and no birth word between them ("born 3 June 1932, who left us on 2 March 2024"). */
const DEATH_BEFORE = /(?:(?<![\p{L}])(?:died|dies|death|passed away|passed on|left us|deceased|buried|starb|gestorben|verstorben|entschlief|entschlafen|begraben|décédée?|morto|morta|morì|murió|falleció|faleceu|morreu|overleden|overleed|zmarła?|avled|døde|kuoli|lést|begravet)(?![\p{L}])|†)([^\n]{0,40})$/iu;
const BIRTH_WORD = /(?<![\p{L}])(?:born|geb|geboren|née?|nat[oa]|nacid[oa]|nascid[oa]|född|født|urodzon[ya]|syntyi|dob|birth)(?![\p{L}])/iu;
function deathDate(context: ValidatorContext | undefined): boolean {
  const m = DEATH_BEFORE.exec(textBefore(context, 60));
  return m !== null && !BIRTH_WORD.test(m[1]);
}

/**
 * A field label at the start of a line (Tenant:, Mieter:, Born:, Navn:): the date is a form's or a record's, about
 * whoever the form is about, even when the form names a public office.
 */
const LINE_LABEL = /(?:^|\n)[ \t]{0,4}[\p{L}][\p{L}\p{M} ./'()-]{0,30}[:：]/u;

/** A space-separated word list as a set (phrases of two words are written with '_'). */
const wordSet = (words: string): ReadonlySet<string> => new Set(words.split(/\s+/).filter(Boolean).map((w) => w.replace(/_/g, ' ')));

/**
 * A private person's record: the writer or the reader (I, my, your, we, ich, mein, je, mon, jag, jeg, minä, …) or a
 * role a form or a file gives a person (patient, applicant, employee, customer, tenant, passenger, …), in the languages
 * the rule reads. Only a first letter may be upper case: "US" is a country, "EU" a union, "I" in "Elizabeth I" a numeral
 * (I counts only before am, was, have or as I'm).
 */
const PRIVATE_PERSON = wordSet(`
my me our you your we patient patients applicant applicants employee employees customer customers client clients tenant
tenants passenger passengers guest guests insured policyholder policyholders claimant claimants subscriber subscribers
beneficiary beneficiaries account_holder candidate candidates cv résumé resume curriculum
kandidat kandidatin kandidaten lebenslauf candidat candidate candidato candidata kandydat kandydatka
ich mein meine meinem meinen meiner meines unser unsere unserem unseren unserer unseres patientin kunde kundin mieter
mieterin antragsteller antragstellerin mitarbeiter mitarbeiterin bewerber bewerberin versicherte versicherter versicherten
je moi mon ma mes nous notre nos patiente cliente locataire demandeur demandeuse salarié salariée assuré assurée
io mio mia noi nostro nostra paziente inquilino inquilina richiedente dipendente
yo nací nuestro nuestra paciente solicitante empleado empleada
eu meu minha nasci nosso nossa requerente funcionário funcionária
ik mijn ons onze patiënt klant huurder aanvrager werknemer
mój moja moje nasz nasza nasze naszy urodziłem urodziłam pacjent pacjentka klient klientka najemca wnioskodawca pracownik
jag mitt min mina vår vårt patienten kunden hyresgäst hyresgästen sökande sökanden anställd resenär resenären
jeg vores pasient pasienten leietaker leietakeren søker søkeren ansatt passasjer passasjeren lejer lejeren ansøger
ansøgeren medarbejder medarbejderen rejsende
minä olen minun potilas asiakas vuokralainen hakija työntekijä
ég minn mín okkar sjúklingur leigjandi umsækjandi starfsmaður`);

/** Death told in the same text (died, starb, mort, morì, murió, morreu, overleed, zmarł, avled, døde, kuoli, lést). */
const DEATH = wordSet(`died death passed_away starb gestorben gest verstorben mort morte décédé décédée morto morta morì murió
falleció fallecido fallecida morreu faleceu falecido falecida overleden overleed stierf zmarł zmarła dog_den dog_år
avled död døde død kuoli kuollut lést dó`);

/**
 * A public office or a public trade (president, politician, chancellor, pope, actor, singer, novelist, painter,
 * composer, footballer, …) in the languages the rule reads: the person is a public figure, the text a biography.
 */
const PUBLIC_ROLE = wordSet(`
president presidents prime_minister chancellor senator politician statesman stateswoman king_of queen_of princess emperor
empress pope monarch actor actress singer songwriter rapper composer sculptor novelist poet playwright philosopher
physicist footballer cricketer tennis_player basketball_player football_player chess_player olympic film_director
präsident präsidentin kanzler kanzlerin bundeskanzler bundeskanzlerin politiker politikerin könig königin papst
schauspieler schauspielerin sänger sängerin schriftsteller schriftstellerin dichter dichterin komponist
komponistin physiker physikerin fußballer fußballspieler fußballspielerin
président présidente homme_politique femme_politique homme_d'état homme_d’état roi reine pape acteur actrice chanteur
chanteuse écrivain écrivaine poète compositeur footballeur
presidente politico politica regina attore attrice un'attrice cantante scrittore scrittrice compositore calciatore
político política rey reina actriz escritor escritora compositor compositora futbolista
rei rainha ator atriz cantor cantora futebolista
politicus koning koningin zanger zangeres schrijver schrijfster componist voetballer
prezydent prezydentem polityk król królowa aktor aktorka piosenkarz piosenkarka pisarz pisarka poeta poetka kompozytor piłkarz
statsminister kung drottning skådespelare skådespelerska sångerska sångare författare författarinna kompositör fotbollsspelare
konge dronning skuespiller skuespillerinne sanger sangerinne forfatter forfatterinne digter fotballspiller fodboldspiller præsident
presidentti presidenttinä poliitikko pääministeri kuningas kuningatar näyttelijä laulaja kirjailija runoilija taidemaalari
säveltäjä jalkapalloilija
forseti stjórnmálamaður forsætisráðherra konungur leikari söngvari rithöfundur skáld listmálari tónskáld`);

/** Words of `text` (letters and apostrophes), as written. */
const wordsOf = (text: string): string[] => text.split(/[^\p{L}'’]+/u).filter(Boolean);

/** A word of a set (lower case as listed), alone or with the next word; `caseFree` also reads upper-case words. */
function setWord(words: string[], set: ReadonlySet<string>, caseFree: boolean): string | undefined {
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const lower = w.toLowerCase();
    // Lower case, or only the first letter upper case (a sentence start), unless caseFree.
    if (!caseFree && w.length > 1 && w.slice(1) !== lower.slice(1)) continue;
    if (!caseFree && w.length === 1 && w !== lower) continue;
    if (set.has(lower)) return w;
    if (i + 1 < words.length && set.has(`${lower} ${words[i + 1].toLowerCase()}`)) return `${w} ${words[i + 1]}`;
  }
  return undefined;
}

/** A monarch or a pope with a regnal number (Queen Elizabeth II, Karl XVI Gustaf's Kung …, Pope John Paul II). */
const REGNAL = /(?<![\p{L}])(?:King|Queen|Pope|Emperor|Tsar|König(?:in)?|Kaiser(?:in)?|Papst|Roi|Reine|Pape|Re|Regina|Papa|Rey|Reina|Rei|Rainha|Koning(?:in)?|Paus|Król(?:owa)?|Kung|Drottning|Konge|Dronning|Kuningas|Kuningatar|Konungur|Drottning)[ \t]\p{Lu}[\p{Ll}\p{M}]{1,20}(?:[ \t]\p{Lu}[\p{Ll}\p{M}]{1,20})?[ \t](?:I{1,3}|IV|VI{0,3}|IX|XI{0,3}|XIV|XV|XVI)(?![\p{L}])/u;

/** An encyclopedia's lead: "Name (born DATE[ in Place]) is a/was a …" in the rule's languages. */
const LEAD_OPEN = /\([^()\n]{0,24}$/u;
const LEAD_COPULA = /^[^()\n]{0,60}\)[ \t]{1,2}(?:is|was|ist|war|est|était|fut|è|era|fu|es|fue|é|foi|är|var|er|on|oli|jest|był|była|er)[ \t]/u;

/** A news or encyclopedia opening: "Born 4 August 1961 in Honolulu, Obama …": a participle, then a named subject (not a pronoun). */
const PARTICIPLE_OPEN = /(?:^|[.!?][ \t]{1,3}|\n[ \t]{0,4})(?:Born|Geboren|Né|Née|Nato|Nata|Nacido|Nacida|Nascido|Nascida|Född|Født|Urodzon[ya])(?:[ \t]{1,2}(?:on|am|le|il|el|em|op|den))?[ \t]{1,2}$/u;
const NAMED_SUBJECT = /^[^.\n]{0,60},[ \t]{1,2}(\p{Lu}[\p{L}\p{M}'’-]{1,30})[ \t]/u;
const PRONOUN = /^(?:I|He|She|We|They|It|This|Er|Sie|Wir|Es|Il|Elle|Nous|Ils|Elles|Lui|Lei|Noi|Él|Ella|Ele|Ela|Hij|Zij|Wij|Ik|On|Ona|My|Jag|Han|Hon|Vi|Jeg|Hun|Hän|Minä|Me|Ég|Hún|Við)$/u;

/**
 * Why a date told as a birth is a public figure's, from a biography or a news text, not a form or a private person's
 * record ('born 4 August 1961 in Honolulu, Obama …', 'Merkel (born 17 July 1954) is a German former politician',
 * 'Astrid Lindgren föddes den 14 november 1907 … och dog …'), or undefined. Looked for only where no form label
 * starts a line before the date and no private person is named: the writer or the reader (I, my, your, ich, jag …)
 * or a form's role (patient, applicant, tenant, Kunde …). A cue is a death in the same text, a public office or trade,
 * an encyclopedia's lead '(born …) is a', a participle opening with a named subject, or a birth before 1910 (no one
 * born then is a living private person).
 */
function biographyCue(value: string, context: ValidatorContext | undefined): string | undefined {
  if (!context?.text || context.start === undefined || context.end === undefined) return undefined;
  const before = textBefore(context, 200);
  const after = textAfter(context, 250);
  if (LINE_LABEL.test(before)) return undefined;
  const near = before.slice(-160) + ' ' + after.slice(0, 160);
  const words = wordsOf(near);
  if (/(?<![\p{L}])I(?:'m|’m| am| was| have)(?![\p{L}])/u.test(near) || setWord(words, PRIVATE_PERSON, false)) return undefined;
  const lead = LEAD_OPEN.test(before) && LEAD_COPULA.test(after);
  if (lead) return 'an encyclopedia lead, "(born …) is"';
  if (PARTICIPLE_OPEN.test(before)) {
    const m = NAMED_SUBJECT.exec(after);
    // A lone given name ("…, Sarah studied") is a private person's story; a surname ("…, Obama") or a full name is a subject.
    const lone = m && isGivenName(m[1]) && !/^\p{Lu}/u.test(after.slice(m[0].length));
    if (m && !PRONOUN.test(m[1]) && !lone) return `a participle opening with the subject "${m[1]}"`;
  }
  const year = /(?<![0-9])(1[0-9]{3})(?![0-9])/.exec(value);
  if (year && Number(year[1]) < 1910) return `born in ${year[1]}`;
  const death = near.includes('†') ? '†' : setWord(words, DEATH, false);
  if (death) return `"${death}"`;
  const regnal = REGNAL.exec(near);
  if (regnal) return `"${regnal[0]}"`;
  const role = setWord(words, PUBLIC_ROLE, true);
  if (role) return `"${role}"`;
  return undefined;
}

/** Two title-case words, then a Nordic birth verb right before the date (Volvo Cars, född …; Kalevan Kisat syntyi …). */
const NAME_BORN = /(?<![\p{L}])(\p{Lu}[\p{Ll}\p{M}]{1,20}) \p{Lu}[\p{Ll}\p{M}]{1,24},?(?: (?:är|er|var|ble|blev|on|oli))?[ \t]{1,2}(?:[Ff]ödd|[Ff]öddes|[Ff]ødt|[Ff]ødd|[Ff]ødtes|[Ss]yntyi|[Ss]yntynyt|[Ff]æddur|[Ff]ædd|[Ff]æddist)(?::|[ \t]{1,2}(?:den|d\.))?[ \t]{1,2}$/u;

/**
 * A firm, club or event is "born" too (Volvo Cars, född 1927; Rosenborg Ballklub ble født 1917): after two title-case
 * words, the Nordic birth verb counts only when the first word is a listed given name.
 */
function bornAfterNonPerson(context: ValidatorContext | undefined): boolean {
  const m = NAME_BORN.exec(textBefore(context, 64));
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
