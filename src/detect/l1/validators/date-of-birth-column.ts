/**
 * A date that is a whole cell of a delimited row (CSV, TSV, ';'-separated, a '|' table) belongs to its column: the
 * header line above the rows names it. "name;geburtsdatum;ort" / "Name,DOB,Phone" / "| Nombre | Fecha de nacimiento |"
 * make the cell under that header a date of birth however many rows down; an order, hire or visit date in another
 * column is not one, even when "DOB" heads the next column.
 *
 * Read only inside the validator's window (ValidatorContext.text, at most 512 characters each side): the header is
 * the top line of the run of lines with the same number of delimiters right above the cell, and it must read as a
 * header there (a label in the cell's column, no digits). When the run reaches the window's top and its top line
 * is still a data row, the header is out of sight and the column is not known: nothing is claimed.
 */
import type { ValidatorContext } from './types.ts';

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * A birth-date column's name in the languages the date-of-birth rule reads: English (date of birth, birthdate, DOB,
 * born), German (Geburtsdatum, Geb.datum, geboren), French (date de naissance, né le), Spanish (fecha de nacimiento,
 * F. nac.), Italian (data di nascita), Portuguese (data de nascimento), Dutch (geboortedatum), Polish (data urodzenia),
 * Finnish (syntymäaika), Swedish, Norwegian, Danish (födelsedatum, fødselsdato, F.dato), Icelandic (fæðingardagur),
 * Turkish (doğum tarihi, dogum). Separators read as spaces: date_of_birth, birth-date.
 */
const BIRTH_COLUMN = /(?<![\p{L}])(?:birth|birthdate|birthday|dob|d\.o\.b\.?|born|geburt\p{L}*|geb\.?|geb\.? ?datum|geboren|naissance|né|née|nacimiento|f\. ?nac\.?|nascita|nascimento|geboorte\p{L}*|urodzenia|syntymäaika|syntymäpäivä|födelsedatum|fødselsdato|f\. ?dato|fæðingardag\p{L}*|doğum|dogum)(?![\p{L}])/iu;
/** Columns that hold a birth date's neighbours, never the date itself. */
const NOT_BIRTH_DATE = /(?<![\p{L}])(?:place|city|country|name|ort|lieu|lugar|luogo|local|plaats|miejsce|sted|yeri|land|pays|pa[ií]s)(?![\p{L}])|geburtsort|geburtsname|birthplace/iu;

/** The cells of a row split at `d`, a double-quoted cell read whole. */
function cells(line: string, d: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === d && !quoted) {
      out.push(cell);
      cell = '';
      continue;
    }
    cell += ch;
  }
  out.push(cell);
  return out;
}

/** The cell's content as a label: quotes, Markdown emphasis and outer spaces dropped, '_' and '-' read as spaces. */
const label = (cell: string): string => cell.replace(/["*`]/g, '').replace(/[_-]/g, ' ').trim();

/** A Markdown table's rule line (|---|:---:|). */
const RULE_LINE = /^[ \t]*\|?[ \t]*:?-{2,}/;

/**
 * Whether the value at [start, end) of the context is a whole cell of a delimited row whose header (inside the
 * window) names its column as a birth date (true) or as something else (false); undefined when it is no such cell
 * or the header is not in sight.
 */
export function birthDateColumn(context: ValidatorContext | undefined): boolean | undefined {
  const name = columnName(context);
  return name === undefined ? undefined : BIRTH_COLUMN.test(name) && !NOT_BIRTH_DATE.test(name);
}

/** The header of the column the value at [start, end) is a whole cell of (see birthDateColumn), or undefined. */
export function columnName(context: ValidatorContext | undefined): string | undefined {
  if (!context?.text || context.start === undefined || context.end === undefined) return undefined;
  const text = context.text;
  const lineStart = text.lastIndexOf('\n', context.start - 1) + 1;
  let lineEnd = text.indexOf('\n', context.end);
  if (lineEnd < 0) lineEnd = text.length;
  if (lineStart === 0) return undefined; // the row's start is not in sight, nor is any line above it
  const before = text.slice(lineStart, context.start).replace(/[ "]+$/, '');
  const after = text.slice(context.end, lineEnd).replace(/^[ "]+/, '');
  const d = DELIMITERS.find((x) => (before === '' || before.endsWith(x)) && (after === '' || after.startsWith(x)) && (before + after).includes(x));
  if (d === undefined) return undefined;
  const row = text.slice(lineStart, lineEnd).replace(/\r$/, '');
  const width = cells(row, d).length;
  if (width < 2) return undefined;
  const column = cells(text.slice(lineStart, context.start), d).length - 1;
  // Up from the row: lines of the same width (a Markdown rule line skipped); the top one is the header.
  let header: string | undefined;
  for (let end = lineStart - 1; end >= 0;) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end).replace(/\r$/, '');
    if (start === 0 && text.length > 0) {
      // The window's first line: it may be cut; it counts only as a full header line.
      if (!RULE_LINE.test(line) && cells(line, d).length === width) header = line;
      break;
    }
    if (RULE_LINE.test(line)) {
      end = start - 1;
      continue;
    }
    if (cells(line, d).length !== width) break;
    header = line;
    end = start - 1;
  }
  if (header === undefined) return undefined;
  const names = cells(header, d).map(label);
  // A data row at the top of the run: the header is above the window.
  if (names.some((n) => /[0-9]/.test(n)) || names.filter((n) => /\p{L}/u.test(n)).length < 2) return undefined;
  const name = names[column];
  if (name === undefined || !/\p{L}/u.test(name)) return undefined;
  // A field/value table ("| dob | 1985-03-02 |" under "| Field | Value |"): the row names its own value.
  const own = cells(row, d).map(label);
  if (!BIRTH_COLUMN.test(name) && own.some((c, i) => i !== column && BIRTH_COLUMN.test(c))) return undefined;
  return name;
}
