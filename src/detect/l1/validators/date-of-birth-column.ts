/**
 * A date that is a whole cell of a delimited row (CSV, TSV, ';'-separated, a '|' table) belongs to its column: the
 * header line above the rows names it. "name;geburtsdatum;ort" / "Name,DOB,Phone" / "| Nombre | Fecha de nacimiento |"
 * make the cell under that header a date of birth however many rows down; an order, hire or visit date in another
 * column is not one, even when "DOB" heads the next column.
 *
 * The header is the top line of the run of lines with the same number of delimiters above the cell, read from the
 * whole document (ValidatorContext.document, through table-index.ts's per-document index: a header any number of
 * rows up is found; without a document, the validator's window), and it must read as a header (a label in the
 * cell's column, no digits). A table ends at a blank line or a line that is not a row of its width; a run whose top
 * line is still a data row has no header: the column is not known and nothing is claimed.
 */
import { withoutHidden } from '../visible-window.ts';
import { cells, headerAbove } from './table-index.ts';
import type { ValidatorContext } from './types.ts';

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * A birth-date column's name in the languages the date-of-birth rule reads: English (date of birth, birthdate, DOB,
 * born), German (Geburtsdatum, Geb.datum, geboren), French (date de naissance, né le), Spanish (fecha de nacimiento,
 * F. nac.), Italian (data di nascita), Portuguese (data de nascimento), Dutch (geboortedatum), Polish (data urodzenia),
 * Finnish (syntymäaika), Swedish, Norwegian, Danish (födelsedatum, fødselsdato, F.dato), Icelandic (fæðingardagur),
 * Turkish (doğum tarihi, dogum). Separators read as spaces: date_of_birth, birth-date.
 */
const BIRTH_COLUMN = /(?<![\p{L}])(?:birth|birthdate|birthday|dob|d\.o\.b\.?|born|geburt\p{L}*|geb\.?|geb\.? ?datum|geboren|naissance|né|née|nacimiento|f\. ?nac\.?|nascita|nascimento|geboorte\p{L}*|urodzenia|urodzin|syntymäaika|syntymäpäivä|syntynyt|födelsedatum|födelsedag|född|fødselsdato|fødselsdag|født|fødd|f\. ?dato|fæðingardag\p{L}*|fæddur|fædd|narození|narozeni|narodenia|narodenie|doğum|dogum)(?![\p{L}])/iu;
/**
 * A header that clearly names ANOTHER date (order, hire, start, valid from, issue, due, delivery, visit, death …, or a
 * bare "date"): a cell under it is not a birth date. Any other header (an unknown word, a name) says nothing either way.
 */
const OTHER_DATE = /(?<![\p{L}])(?:date|dates|datum|fecha|data|dato|tarih|päivämäärä|datum\p{L}*|\p{L}*datum|\p{L}*dato|order\p{L}*|hire\p{L}*|hired|start\p{L}*|end|valid\p{L}*|issue\p{L}*|issued|due|delivery|delivered|shipped|ship|visit|admission|admitted|discharge\p{L}*|expiry|expires|expiration|created|updated|modified|joined|join|entry|exit|death|died|foaled|foaling|whelped|whelping|calved|calving|hatched|lambed|lambing|signed|paid|payment|invoice|booking|booked|check ?in|check ?out|eintritt|austritt|beginn|ende|bestell\p{L}*|liefer\p{L}*|rechnung\p{L}*|gültig\p{L}*|todes\p{L}*|ausgestellt|fällig\p{L}*|commande|livraison|embauche|début|fin|échéance|émission|décès|facture|pedido|entrega|alta|baja|inicio|vencimiento|emisión|defunción|factura|ordine|consegna|assunzione|inizio|scadenza|emissione|morte|fattura|encomenda|admissão|validade|óbito|bestelling|levering|indiensttreding|overlijden|factuur|zamówienia|dostawy|zatrudnienia|ważności|wydania|śmierci|faktury|beställning|leverans|anställning|giltig|dödsdatum|bestilling|ansettelse|ansættelse|gyldig|dødsdato|tilaus|toimitus|työsuhde|voimassa|kuolinpäivä|objednávky|dodání|nástupu|platnost\p{L}*|úmrtí|sipariş|siparis|teslim|işe|bitiş|başlangıç|geçerlilik|ölüm)(?![\p{L}])/iu;
/** Columns that hold a birth date's neighbours, never the date itself. */
const NOT_BIRTH_DATE = /(?<![\p{L}])(?:place|city|country|name|ort|lieu|lugar|luogo|local|plaats|miejsce|sted|yeri|land|pays|pa[ií]s)(?![\p{L}])|geburtsort|geburtsname|birthplace/iu;

/**
 * The cell's content as a label: quotes, Markdown emphasis, invisible characters and outer spaces dropped, '_' and '-'
 * read as spaces. The judge already hands validators the cleaned window; dropping invisible characters here keeps a
 * direct caller's raw text ("Datum\u200b narození") read the same way.
 */
const label = (cell: string): string => withoutHidden(cell).replace(/["*`]/g, '').replace(/[_-]/g, ' ').trim();

/**
 * Whether the value at [start, end) of the context is a whole cell of a delimited row whose header (any number of
 * rows up in the document, or in the window without one) names its column as a birth date (true) or as something
 * else (false); undefined when it is no such cell or the header is not in sight.
 */
export function birthDateColumn(context: ValidatorContext | undefined): boolean | undefined {
  const name = columnName(context);
  if (name === undefined) return undefined;
  if (BIRTH_COLUMN.test(name)) return !NOT_BIRTH_DATE.test(name);
  // Only a header that names another date refuses; an unknown one leaves the date to the date-of-birth rule's words.
  return OTHER_DATE.test(name) ? false : undefined;
}

/**
 * A birth column's own statistic or extreme: many people's births, not one person's (Born (median), DOB earliest),
 * wherever it stands in the header cell.
 */
const AGGREGATE_CELL = /(?<![\p{L}])(?:range|min|max|minimum|maximum|earliest|latest|oldest|youngest|avg|average|mean|median|percentile|count|total|sum|durchschnitt\p{L}*|median\p{L}*|mittel\p{L}*|moyenne|médiane|moyen|promedio|media|mediana|medio|gemiddeld\p{L}*|mediaan|średnia|średni|medel\p{L}*|gjennomsnitt|gennemsnit|keskiarvo|mediaani|ortalama|medyan|průměr|priemer)(?![\p{L}])/iu;
/**
 * A bound (DOB from, DOB to, Geburtsdatum (von), fecha de nacimiento hasta): counted only when the bound words are
 * all that is left of the cell besides the birth and date words. Short words such as "to", "a", "de", "da", "al",
 * "do" are ordinary words too: "DOB to be verified", "Data de nascimento a confirmar" name one person's birth date.
 */
const BOUNDS = new Set(['from', 'to', 'until', 'till', 'von', 'bis', 'ab', 'à', 'au', 'desde', 'hasta', 'da', 'a', 'dal', 'al', 'fino', 'van', 'tot', 'od', 'do', 'från', 'fra', 'til', 'alkaen', 'asti']);
/** Whether the qualifier's words are all bounds (and there is one). */
const boundOnly = (qualifier: string): boolean => {
  const words = qualifier.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w !== '');
  return words.length > 0 && words.every((w) => BOUNDS.has(w));
};
/** The header cell less its birth words, date words, linking words (of, de, di …) and brackets. */
const qualifierOf = (name: string): string =>
  name.replace(BIRTH_COLUMN, ' ').replace(/(?<![\p{L}])(?:date|datum|data|fecha|dato|tarih|of|de|di|du|del)(?![\p{L}])/giu, ' ').replace(/[()[\]]/g, ' ');
/** A statistic anywhere in the header: a table of figures about groups, not of people (average, median, percentile). */
const STATISTIC = /(?<![\p{L}])(?:average|mean|median|percentile|quantile|quartile|std|stddev|durchschnitt\p{L}*|moyenne|médiane|promedio|mediana|media|gemiddelde|mediaan|średnia|medelvärde|median|gjennomsnitt|gennemsnit|keskiarvo|mediaani|ortalama|medyan|průměr|priemer)(?![\p{L}])/iu;
/**
 * Animals' records (a kennel's, a farm's, a zoo's): a header naming a species, breed, chip, pedigree, herd, dam or
 * sire (Rasse, raza, ras, rasa, Chipnummer, Tierart, dier), or an animal word in the header or the row. "Race" alone is
 * left out: it heads an ethnicity column in English patient records.
 */
const ANIMAL = /(?<![\p{L}])(?:species|breed\p{L}*|rasse\p{L}*|raza|ras|rasa|rase|razza|raça|chip\p{L}*|microchip\p{L}*|mikrochip\p{L}*|transponder|pedigree\p{L}*|stammbaum|herd\p{L}*|herde|flock|tierart|tiername|tiere|dier|dieren|diersoort|animal|animals|animale|tier\p{L}{2,}|pet|pets|dam|sire|dog|dogs|puppy|puppies|cat|cats|kitten|kittens|horse|horses|foal|lamb|lambs|ewe|ewes|ram|calf|calves|cow|cows|cattle|sheep|goat|goats|pig|piglet|elephant|elephants|hund|hunde|welpe|welpen|katze|katzen|pferd|pferde|fohlen|kalb|rind|rinder|schaf|chien|chiens|chiot|chat|chats|cheval|chevaux|veau|perro|perros|cachorro|gato|gatos|caballo|caballos|ternero|cane|cani|gatto|cavallo|vitello|cão|cães|cavalo|bezerro|hond|honden|puppy|paard|paarden|kalf|pies|kot|koty|koń|konie|cielę|katt|häst|hästar|valp|kalv|hest|hester|hvalp|koira|kissa|hevonen|varsa|vasikka|köpek|kedi|buzağı|kůň|elefant|elefanten|éléphant|elefante|olifant|słoń|norsu)(?![\p{L}])/iu;
/** Animal words that a person's row would not hold (no "Ram", "Cat" or "Dam": given names, nicknames, places). */
const ROW_ANIMAL = /(?<![\p{L}])(?:dog|puppy|kitten|horse|foal|lamb|ewe|calf|cow|sheep|goat|piglet|elephant|hund|welpe|katze|pferd|fohlen|kalb|chien|chiot|cheval|perro|caballo|gatto|cavallo|hond|paard|koira|kissa|hevonen|köpek|labrador|retriever|terrier|collie|spaniel|poodle|pudel|dachshund|dackel|schäferhund|beagle|bulldog|husky|chihuahua|dalmatian|rottweiler|maine coon|siamese|holstein|angus|hereford|merino|suffolk|texel|shetland|haflinger|warmblood)(?![\p{L}])/iu;
/** Fictional people: a clear sign in the header (character, fictional, Figur, personnage, personaje, personaggio …). */
const FICTION = /(?<![\p{L}])(?:character|characters|fictional|figur|figuren|romanfigur|personnage|personnages|personaje|personajes|personaggio|personaggi|personagem|personagens|personage|personages|postać|postaci|karaktär|karakter|rollfigur|hahmo|kurgusal)(?![\p{L}])/iu;

/**
 * Why a date in a table is still nobody's birth date (under a birth-date header: a cohort's bound or a statistic; in
 * any column: an animal's, a fictional character's, a table of statistics), or undefined.
 */
export function birthColumnRefusal(context: ValidatorContext | undefined): string | undefined {
  const info = columnInfo(context);
  if (info === undefined) return undefined;
  const { names, own, column } = info;
  const name = names[column];
  const qualifier = BIRTH_COLUMN.test(name) ? qualifierOf(name) : undefined;
  if (qualifier !== undefined && (AGGREGATE_CELL.test(qualifier) || boundOnly(qualifier)))
    return `the "${name}" column holds a bound or a statistic of many births`;
  const stat = names.find((n) => STATISTIC.test(n));
  if (stat !== undefined) return `a table of statistics ("${stat}" in the header)`;
  const animal = [...names.map((n) => ANIMAL.exec(n)), ...own.map((c, i) => (i === column ? null : ROW_ANIMAL.exec(c)))].find((m) => m !== null);
  if (animal) return `an animal's record ("${animal[0]}")`;
  const fiction = names.map((n) => FICTION.exec(n)).find((m) => m !== null);
  if (fiction) return `a fictional character's ("${fiction[0]}" in the header)`;
  return undefined;
}

/** The header of the column the value at [start, end) is a whole cell of (see birthDateColumn), or undefined. */
export function columnName(context: ValidatorContext | undefined): string | undefined {
  const info = columnInfo(context);
  return info?.names[info.column];
}

/** A column as read from its header: the header's labels, the row's, and the column's index. */
interface ColumnInfo {
  names: string[];
  own: string[];
  column: number;
}

/**
 * The last context asked about and its column: the date-of-birth validator asks birthDateColumn and then
 * birthColumnRefusal (and columnName for its reason) about the same candidate, and the header walk is read once.
 */
let lastColumn: { text: string; start: number; end: number; info: ColumnInfo | undefined } | undefined;

/** The column the value at [start, end) is a whole cell of: the header's labels, the row's, and the column's index. */
function columnInfo(context: ValidatorContext | undefined): ColumnInfo | undefined {
  if (!context?.text || context.start === undefined || context.end === undefined) return undefined;
  // The whole document when the judge hands it over (the header may be any number of rows up), else the window.
  const whole = context.document !== undefined && context.offset !== undefined;
  const text = whole ? context.document! : context.text;
  const start = context.start + (whole ? context.offset! : 0);
  const end = context.end + (whole ? context.offset! : 0);
  const seen = lastColumn;
  if (seen && seen.text === text && seen.start === start && seen.end === end) return seen.info;
  const info = readColumn(text, start, end);
  lastColumn = { text, start, end, info };
  return info;
}

function readColumn(text: string, start: number, end: number): ColumnInfo | undefined {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  let lineEnd = text.indexOf('\n', end);
  if (lineEnd < 0) lineEnd = text.length;
  if (lineStart === 0) return undefined; // the row's start is not in sight, nor is any line above it
  const before = text.slice(lineStart, start).replace(/[ "]+$/, '');
  const after = text.slice(end, lineEnd).replace(/^[ "]+/, '');
  const d = DELIMITERS.find((x) => (before === '' || before.endsWith(x)) && (after === '' || after.startsWith(x)) && (before + after).includes(x));
  if (d === undefined) return undefined;
  const row = text.slice(lineStart, lineEnd).replace(/\r$/, '');
  const width = cells(row, d).length;
  if (width < 2) return undefined;
  const column = cells(text.slice(lineStart, start), d).length - 1;
  // The top line of the row's run of lines of the same width (a Markdown rule line skipped) is the header.
  const header = headerAbove(text, lineStart, d);
  if (header === undefined) return undefined;
  const names = cells(header, d).map(label);
  // A data row at the top of the run: the table has no header (or, read from the window alone, it is above it).
  if (names.some((n) => /[0-9]/.test(n)) || names.filter((n) => /\p{L}/u.test(n)).length < 2) return undefined;
  const name = names[column];
  if (name === undefined || !/\p{L}/u.test(name)) return undefined;
  // A field/value table ("| dob | 1985-03-02 |" under "| Field | Value |"): the row names its own value.
  const own = cells(row, d).map(label);
  if (!BIRTH_COLUMN.test(name) && own.some((c, i) => i !== column && BIRTH_COLUMN.test(c))) return undefined;
  return { names, own, column };
}
