import type { Validator, ValidatorContext } from './types.ts';

/**
 * A bulk export of personal records pasted into a chat, a ticket, an e-mail or a tool result: a header that names at
 * least three personal columns (e-mail, phone, name, a national id, an account or IBAN, salary, address, birth date;
 * in English, Spanish, French, German, Italian, Portuguese, Dutch, Polish and the Nordic languages) over at least
 * five rows, each carrying a personal value of its own: an e-mail address, a phone number, an SSN, a DNI/NIE or an
 * IBAN by shape, or a number of six or more digits under an id, account or phone column. One contact line is pii's
 * business, not a leak; a table of records is.
 *
 * The rule's regex (rules/dlp/exports.json) hands over a bounded block: a line (the header, or prose naming the
 * columns), an optional blank or separator line, and the run of at least four lines after it that each hold a digit
 * or an '@' (at most 120), or a one-line JSON array (at most 20,000 characters). Where a chunk's window cut the
 * block, the rest of the run is read from the document (continuation, at most 16 lines). A cheap pass first counts
 * the lines that hold an '@' or six digits (hintedLines); only a block with five such lines is read, once (linear,
 * bounded: at most MAX_LINES lines and MAX_OBJECTS objects), in three layouts:
 * - delimited (CSV, TSV, semicolons, pipes, Markdown tables): consecutive lines with the same number (≥ 2) of one
 *   delimiter outside quotes; the header is the run's first line, or the line before the run (a prose line such as
 *   "Name, SSN, salary, deposit account:" may stand one blank line above the rows);
 * - whitespace-aligned: consecutive lines split by tabs or two or more spaces into the same number (≥ 3) of cells,
 *   with one column boundary at the same place in every line (the rows line up), under such a header;
 * - JSON: flat objects (one per line, or an array) whose keys name at least three personal columns.
 * Refused (each the candidate's reason):
 * - a header with no rows, a schema or DDL (CREATE TABLE users (email …)): no row carries a personal value;
 * - an aggregate report (signups per country, e-mail domains with counts): no row carries a personal value;
 * - a log of one user: fewer than five distinct personal values;
 * - a test fixture: a row whose e-mail is at a documentation domain (RFC 2606/6761: example.com, *.example, *.test,
 *   *.invalid, *.localhost, and example/sample/dummy/fake/test/domain as the registrable name) or whose phone or SSN is
 *   a fictional one (NANP 555, Ofcom's 07700 900xxx, SSN 123-45-6789 and area 000/666/9xx) is a placeholder row:
 *   its author marked the whole record as made up, so it does not count, whatever its other cells hold.
 */

/** Lines of the block read, objects of a JSON block read: the regex already caps the block, this caps the work. */
const MAX_LINES = 120;
const MAX_OBJECTS = 200;
/** Rows that must carry a distinct, non-placeholder personal value. */
const MIN_ROWS = 5;
/** Personal columns the header must name, of at least two kinds. */
const MIN_COLUMNS = 3;

type Kind = 'email' | 'phone' | 'name' | 'id' | 'bank' | 'salary' | 'address' | 'dob';

/** Column words by kind, matched as whole words of a normalised header cell (lower case, no accents, _-./ as spaces). */
const COLUMN: ReadonlyArray<readonly [Kind, RegExp]> = [
  ['email', /\b(?:e ?mail|mail|emails|correo|courriel|emailadres|mailadresse|mail address)\b/],
  ['phone', /\b(?:phone|phones|telephone|tel|telefono|telefon|telefonnummer|telefoonnummer|telefone|telemovel|mobile|mobil|mobiel|cell|cellphone|movil|handy|portable|celular|gsm|whatsapp)\b/],
  ['name', /\b(?:name|fullname|firstname|lastname|surname|surnames|forename|nombre|nombres|apellido|apellidos|nom|prenom|vorname|nachname|naam|voornaam|achternaam|nome|cognome|imie|nazwisko|fornavn|efternavn|etternavn|efternamn|fornamn)\b/],
  ['id', /\b(?:ssn|social security|dni|nie|nif|nir|pesel|bsn|personnummer|national id|nationalid|tax id|taxid|tin|sin|nino|ni number|codice fiscale|cpf|curp|steuer id|passport|hetu|cpr|fodselsnummer|aadhaar|nric|rrn)\b/],
  ['bank', /\b(?:iban|account|acct|bank|card number|credit card|routing|sort code|kontonummer|cuenta|compte|rekeningnummer|conto)\b/],
  ['salary', /\b(?:salary|salario|sueldo|gehalt|salaire|wage|wages|compensation|income|lohn|stipendio|salaris|loon|pay rate)\b/],
  ['address', /\b(?:address|street|direccion|adresse|anschrift|strasse|indirizzo|endereco|domicilio|adres|postcode)\b/],
  ['dob', /\b(?:dob|date of birth|birth date|birthdate|birthday|fecha de nacimiento|fecha nacimiento|geburtsdatum|date de naissance|data di nascita|data de nascimento|geboortedatum|data urodzenia|fodselsdato|fodelsedatum)\b/],
];

/** A name column only when it names a person: "product name", "host name", "company name" are not personal. */
const NOT_PERSON_NAME =
  /\b(?:product|file|host|company|item|server|project|table|column|field|domain|app|application|service|category|event|brand|store|shop|city|country|street|team|department|dept|org|organization|organisation|business|model|package|image|container|bucket|key|db|database|branch|device|plan|tag|group|role|queue|topic|variable|attribute|property|class|method|function|module|display|user|bank|account|job|course|unternehmen|firma|empresa|entreprise|societe|producto|produit|produkt)\s(?:name|nom|nombre|naam|nome)\b/;

/** A header cell's text for matching: lower case, accents dropped, camelCase and _-./ split into words. */
function normalise(cell: string): string {
  return cell
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[_\-./#*`"'()[\]{}<>:?]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The personal kind a header cell names, or undefined (cells of more than five words are prose, not a column). */
export function columnKind(cell: string): Kind | undefined {
  const n = normalise(cell);
  if (!n || n.split(' ').length > 5) return undefined;
  for (const [kind, re] of COLUMN) {
    if (!re.test(n)) continue;
    if (kind === 'name' && NOT_PERSON_NAME.test(n)) continue;
    return kind;
  }
  return undefined;
}

/** The personal columns a header line names: its cells split at delimiters, list words and sentence ends. */
function headerColumns(line: string): { names: string[]; kinds: Set<Kind> } {
  const names: string[] = [];
  const kinds = new Set<Kind>();
  const cells = line.split(/[,;|\t]|\s{2,}|[.:!?](?:\s|$)|\s(?:and|or|y|e|et|und|en|og|och|oraz|i)\s/i);
  for (const raw of cells) {
    const kind = columnKind(raw);
    if (!kind) continue;
    names.push(raw.trim().replace(/^["'`*]+|["'`*]+$/g, ''));
    kinds.add(kind);
  }
  return { names, kinds };
}

const EMAIL = /[A-Za-z0-9._%+-]{1,64}@((?:[A-Za-z0-9-]{1,63}\.){1,8}[A-Za-z]{2,24})(?![A-Za-z0-9-])/;
/** Documentation domains (RFC 2606/6761) and names that say the address is made up. */
const PLACEHOLDER_DOMAIN =
  /(?:^|\.)(?:example|examples|sample|dummy|fake|test|testing|domain|yourdomain|mydomain|yourcompany|beispiel|ejemplo|exemple|esempio|voorbeeld|exemplo)\.[a-z.]{2,12}$|\.(?:example|test|invalid|localhost)$/;
const SSN = /^\d{3}-\d{2}-\d{4}$/;
const DNI = /^(?:\d{8}|[XYZ]\d{7})[A-Z]$/;
const IBAN = /^[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}$/;
const PHONE = /^\+?\(?\d[\d ().\-/]{6,22}\d$/;
const DATE = /^\d{4}[-./]\d{1,2}[-./]\d{1,2}$|^\d{1,2}[-./]\d{1,2}[-./]\d{2,4}$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

interface Value {
  text: string;
  placeholder: boolean;
}

/** Whether a phone number's digits are a fictional one: NANP 555, Ofcom's drama range, one digit repeated, 123456789. */
function fictionalPhone(digits: string): boolean {
  const nanp = digits.length === 11 && digits[0] === '1' ? digits.slice(1) : digits;
  if (nanp.length === 10 && nanp.slice(3, 6) === '555') return true;
  if (/^(?:44)?0?7700900\d{3}$/.test(digits)) return true;
  return /^(\d)\1+$/.test(digits) || '12345678901234567890'.includes(digits) || '98765432109876543210'.includes(digits);
}

function fictionalSsn(ssn: string): boolean {
  const [a, g, s] = ssn.split('-');
  return ssn === '123-45-6789' || ssn === '078-05-1120' || a === '000' || a === '666' || a[0] === '9' || g === '00' || s === '0000';
}

/** The personal value a cell carries, by shape (or, under an id, account or phone column, a number of 6+ digits). */
export function personalValue(cell: string, column?: Kind): Value | undefined {
  const c = cell.trim().replace(/^["']|["']$/g, '').trim();
  if (!c || c.length > 200) return undefined;
  const mail = c.includes('@') ? EMAIL.exec(c) : null;
  if (mail) return { text: mail[0].toLowerCase(), placeholder: PLACEHOLDER_DOMAIN.test(mail[1].toLowerCase()) };
  if (SSN.test(c)) return { text: c, placeholder: fictionalSsn(c) };
  if (DNI.test(c)) return { text: c, placeholder: false };
  if (IBAN.test(c)) return { text: c.replace(/ /g, ''), placeholder: false };
  if (DATE.test(c) || IPV4.test(c)) return undefined;
  const digits = c.replace(/\D/g, '');
  if (PHONE.test(c) && digits.length >= 8 && digits.length <= 15 && (c[0] === '+' || /\d[ ().\-/]+\d/.test(c) || column === 'phone')) {
    return { text: digits, placeholder: fictionalPhone(digits) };
  }
  if ((column === 'id' || column === 'bank' || column === 'phone') && digits.length >= 6 && digits.length <= 34 && /^[A-Z0-9 .\-/]+$/i.test(c)
    && c.replace(/[^A-Za-z]/g, '').length <= 3) {
    return { text: c, placeholder: /^(\d)\1+$/.test(digits) };
  }
  return undefined;
}

/** What the block holds: the export found, or why none counts. */
export interface ExportReading {
  layout?: 'delimited' | 'aligned' | 'json';
  columns: string[];
  rows: number;
  reason?: string;
}

interface Row {
  cells: string[];
  /** A JSON record keys its own values: its own column kinds, else the table's. */
  kinds?: (Kind | undefined)[];
}

/** Counts rows with a personal value: distinct non-placeholder values, placeholder rows. */
function countRows(rows: Row[], kinds?: (Kind | undefined)[]): { personal: number; placeholder: number; distinct: number } {
  const seen = new Set<string>();
  let personal = 0;
  let placeholder = 0;
  for (const row of rows) {
    const rowKinds = row.kinds ?? kinds;
    const values = row.cells.map((cell, i) => personalValue(cell, rowKinds?.[i])).filter((v): v is Value => v !== undefined);
    if (values.length === 0) continue;
    if (values.some((v) => v.placeholder)) {
      placeholder++;
      continue;
    }
    personal++;
    seen.add(values[0].text);
  }
  return { personal, placeholder, distinct: seen.size };
}

/** The verdict on a header and its rows, or the reason they do not make an export. */
function judgeTable(layout: ExportReading['layout'], header: string[] | string, rows: Row[], keyed: boolean): ExportReading {
  const headerLine = Array.isArray(header) ? header.join('\t') : header;
  const { names, kinds } = headerColumns(headerLine);
  if (names.length < MIN_COLUMNS || kinds.size < 2) {
    return { layout, columns: names, rows: rows.length, reason: `the header names ${names.length} personal column(s), fewer than ${MIN_COLUMNS} of two kinds` };
  }
  const cellKinds = keyed && Array.isArray(header) ? header.map(columnKind) : undefined;
  const count = countRows(rows, cellKinds);
  if (count.personal >= MIN_ROWS && count.distinct >= MIN_ROWS && count.personal * 5 >= rows.length * 4) {
    return { layout, columns: names, rows: count.personal };
  }
  const reason = count.placeholder >= MIN_ROWS && count.personal < MIN_ROWS
    ? `${count.placeholder} rows carry a documentation or fictional value (example.com, 555, 123-45-6789): a test fixture`
    : count.personal === 0
      ? 'no row carries a personal value (a schema, an empty header or an aggregate)'
      : `${count.personal} of ${rows.length} rows carry a personal value, ${count.distinct} distinct: fewer than ${MIN_ROWS} records`;
  return { layout, columns: names, rows: count.personal, reason };
}

const MD_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*){1,}\|?\s*$/;

/** Splits a line at `d` outside double quotes (CSV quoting); pipes of a Markdown row lose their outer bars. */
function splitAt(line: string, d: string): string[] {
  let s = line;
  if (d === '|') s = s.trim().replace(/^\|/, '').replace(/\|$/, '');
  if (!s.includes('"')) return s.split(d);
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (const ch of s) {
    if (ch === '"') quoted = !quoted;
    if (ch === d && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

/** The line above `i`, stepping over one blank line and a Markdown separator; '' when none. */
function lineAbove(lines: string[], i: number): string {
  let j = i - 1;
  if (j >= 0 && MD_SEPARATOR.test(lines[j])) j--;
  if (j >= 0 && lines[j].trim() === '') j--;
  return j >= 0 ? lines[j] : '';
}

/** How many cells splitAt would give, less one, without building them (most lines are no table row). */
function delimiterCount(line: string, d: string): number {
  let s = line;
  if (d === '|') {
    s = s.trim();
    s = s.slice(s.startsWith('|') ? 1 : 0, s.endsWith('|') && s.length > 1 ? -1 : undefined);
  }
  let n = 0;
  let quoted = false;
  const code = d.charCodeAt(0);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (c === code && !quoted) n++;
  }
  return n;
}

/** How many cells alignedCells would give, without building them: runs of a tab or two or more spaces between text. */
function alignedCount(line: string): number {
  let n = 0;
  let text = false;
  let gap = 0;
  let tab = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 32 || c === 9) {
      gap++;
      tab ||= c === 9;
      continue;
    }
    if (!text || gap >= 2 || tab) n++;
    text = true;
    gap = 0;
    tab = false;
  }
  return n;
}

/** Runs of consecutive lines whose `cells` count is the same and at least `min`; Markdown separators are skipped. */
function runs(lines: string[], cells: (line: string) => number, min: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = -1;
  let n = -1;
  for (let i = 0; i <= lines.length; i++) {
    if (i < lines.length && MD_SEPARATOR.test(lines[i]) && start >= 0) continue;
    const k = i < lines.length ? cells(lines[i]) : -1;
    if (k >= min && k === n) continue;
    if (start >= 0) out.push([start, i]);
    start = k >= min ? i : -1;
    n = k;
  }
  return out;
}

/** Whether a run's first line is its header: it names two or more personal columns and carries no personal value. */
function startsWithHeader(cells: string[]): boolean {
  return headerColumns(cells.join('\t')).names.length >= 2 && !cells.some((c) => personalValue(c));
}

/** A table in the run lines[from, to): its first line as the header when it names the columns, else the line above. */
function readRun(lines: string[], from: number, to: number, split: (line: string) => string[], layout: 'delimited' | 'aligned'): ExportReading {
  const body = lines.slice(from, to).filter((l) => !MD_SEPARATOR.test(l));
  const first = split(body[0]);
  const firstIsHeader = startsWithHeader(first);
  const header = firstIsHeader ? first : lineAbove(lines, from);
  const rows = (firstIsHeader ? body.slice(1) : body).map((l) => ({ cells: split(l) }));
  return judgeTable(layout, header, rows, firstIsHeader);
}

const DELIMITERS = ['\t', '|', ';', ','];

/** Cells of a whitespace-aligned line: split at tabs or two or more spaces. */
function alignedCells(line: string): string[] {
  return line.trim().split(/\t+| {2,}/);
}

/** Where each cell after the first starts and ends in the line (for the alignment test). */
function boundaries(line: string): Set<string> {
  const out = new Set<string>();
  const re = /(?:\t+| {2,})(?=\S)/g;
  for (let m = re.exec(line); m; m = re.exec(line)) out.add(`s${m.index + m[0].length}`).add(`e${m.index}`);
  return out;
}

/** Whether every line of the run shares one column boundary (a start or an end at the same place): the rows line up. */
function linesUp(lines: string[]): boolean {
  let common = boundaries(lines[0]);
  for (const l of lines.slice(1)) {
    const b = boundaries(l);
    common = new Set([...common].filter((x) => b.has(x)));
    if (common.size === 0) return false;
  }
  return common.size > 0;
}

/** Flat JSON objects of the block ({…} with no object inside), at most MAX_OBJECTS, as key/value cells. */
function jsonObjects(block: string): Array<{ keys: string[]; values: string[] }> {
  const out: Array<{ keys: string[]; values: string[] }> = [];
  const pair = /"((?:[^"\\\n]|\\.){1,60})"\s{0,8}:\s{0,8}("(?:[^"\\\n]|\\.){0,300}"|-?\d[\d.eE+-]{0,30})/g;
  let open = -1;
  let quoted = false;
  for (let i = 0; i < block.length && out.length < MAX_OBJECTS; i++) {
    const ch = block[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '{') open = i;
    else if (ch === '}' && open >= 0) {
      const body = block.slice(open + 1, i);
      const keys: string[] = [];
      const values: string[] = [];
      for (let m = pair.exec(body); m; m = pair.exec(body)) {
        keys.push(m[1]);
        values.push(m[2].replace(/^"|"$/g, ''));
      }
      pair.lastIndex = 0;
      if (keys.length) out.push({ keys, values });
      open = -1;
    }
  }
  return out;
}

function readJson(block: string): ExportReading | undefined {
  const objects = jsonObjects(block)
    .map((o) => ({ ...o, kinds: o.keys.map(columnKind) }))
    .filter((o) => {
      const named = o.kinds.filter(Boolean);
      return named.length >= MIN_COLUMNS && new Set(named).size >= 2;
    });
  if (objects.length === 0) return undefined;
  const { personal, placeholder, distinct } = countRows(objects.map((o) => ({ cells: o.values, kinds: o.kinds })));
  const columns = objects[0].keys.filter((_, i) => objects[0].kinds[i]);
  if (personal >= MIN_ROWS && distinct >= MIN_ROWS) return { layout: 'json', columns, rows: personal };
  return {
    layout: 'json', columns, rows: personal,
    reason: placeholder >= MIN_ROWS && personal < MIN_ROWS
      ? `${placeholder} records carry a documentation or fictional value (example.com, 555, 123-45-6789): a test fixture`
      : `${personal} records carry a personal value, ${distinct} distinct: fewer than ${MIN_ROWS}`,
  };
}

/** Characters of the document read past the match at most (the rest of its line and the non-blank lines after it). */
const MAX_CONTINUATION = 6000;
/** Lines read past the match at most: enough to see five rows and judge them, not the whole table. */
const MORE_LINES = 16;

/**
 * The table's lines past the match in the whole document: the rules read a chunk's window (~250 tokens), which a
 * table of long rows outgrows within four or five rows, so the match ends at the window's edge. Read on through
 * the run of non-blank lines, at most MORE_LINES lines (MAX_LINES in all) and MAX_CONTINUATION characters: enough to
 * judge five rows, bounded per candidate, and a window yields one candidate per run of lines.
 */
function continuation(document: string, at: number, block: string): string {
  let lines = 0;
  for (let i = block.indexOf('\n'); i !== -1; i = block.indexOf('\n', i + 1)) lines++;
  lines = Math.max(lines, MAX_LINES - MORE_LINES);
  const cap = Math.min(document.length, at + MAX_CONTINUATION);
  // The rest of the line the match ended in, then whole non-blank lines.
  let end = document.indexOf('\n', at);
  if (end === -1 || end >= cap) return document.slice(at, cap);
  while (lines < MAX_LINES && end < cap) {
    const next = document.indexOf('\n', end + 1);
    const lineEnd = next === -1 || next > cap ? cap : next;
    if (document.slice(end + 1, lineEnd).trim() === '') break;
    end = lineEnd;
    lines++;
  }
  return document.slice(at, end);
}

/**
 * How many lines of `block` (a JSON object's closing brace ends one too) could carry a personal value: they hold an
 * '@' or six digits. A cheap first test, one pass over the characters (most blocks the rule's regex hands over are
 * paragraphs and code): the layouts are read only when MIN_ROWS lines pass it. Counted up to `enough`.
 */
function hintedLines(block: string, enough: number): number {
  let n = 0;
  let digits = 0;
  let hinted = false;
  for (let i = 0; i < block.length && n < enough; i++) {
    const c = block.charCodeAt(i);
    if (c === 10 || c === 125) {
      digits = 0;
      hinted = false;
    } else if (!hinted && (c === 64 || (c >= 48 && c <= 57 && ++digits >= 6))) {
      hinted = true;
      n++;
    }
  }
  return n;
}

/** Reads the block the rule matched (the line's start before it, and where it was cut, its rest, from the document). */
export function readExport(value: string, ctx?: ValidatorContext): ExportReading {
  let block = value;
  // The line's start before the value, read only where the window shows the value as matched: a value seen in a
  // decoded view (base64, entities, escapes) has no such line in the window, only its encoded form.
  if (ctx?.text !== undefined && ctx.start !== undefined && ctx.end !== undefined && ctx.text.slice(ctx.start, ctx.end) === value) {
    const before = ctx.text.slice(0, ctx.start);
    block = before.slice(before.lastIndexOf('\n') + 1) + value;
    // A table that goes on past the window: read on only when the rows have begun (two hinted lines).
    const doc = ctx.document;
    const at = ctx.offset === undefined ? -1 : ctx.offset + ctx.end;
    if (doc !== undefined && at >= 0 && at < doc.length && goesOn(doc, at) && hintedLines(block, 2) >= 2) block += continuation(doc, at, block);
  }
  const none: ExportReading = { columns: [], rows: 0, reason: `fewer than ${MIN_ROWS} lines hold an e-mail, phone, id or IBAN` };
  if (hintedLines(block, MIN_ROWS) < MIN_ROWS) return none;
  const lines = block.split('\n', MAX_LINES).map((l) => l.replace(/\r$/, ''));
  let best: ExportReading | undefined;
  const consider = (r: ExportReading | undefined) => {
    if (r && (!best || (!r.reason && best.reason) || (!!r.reason === !!best.reason && r.rows > best.rows))) best = r;
  };
  if ((block.match(/\{/g)?.length ?? 0) >= MIN_ROWS) consider(readJson(block.slice(0, 40000)));
  if (best && !best.reason) return best;
  for (const d of DELIMITERS) {
    const count = (l: string) => delimiterCount(l, d);
    for (const [from, to] of runs(lines, count, 2)) {
      if (to - from < MIN_ROWS) continue;
      consider(readRun(lines, from, to, (l) => splitAt(l, d).map((c) => c.trim()), 'delimited'));
      if (best && !best.reason) return best;
    }
  }
  for (const [from, to] of runs(lines, alignedCount, 3)) {
    if (to - from < MIN_ROWS) continue;
    const run = lines.slice(from, to);
    // The header may share the layout; the rows alone must line up.
    const rowsOnly = startsWithHeader(alignedCells(run[0])) ? run.slice(1) : run;
    if (!linesUp(rowsOnly)) {
      consider({ layout: 'aligned', columns: [], rows: 0, reason: 'the lines do not line up in columns' });
      continue;
    }
    consider(readRun(lines, from, to, alignedCells, 'aligned'));
    if (best && !best.reason) return best;
  }
  return best ?? { columns: [], rows: 0, reason: `no run of ${MIN_ROWS} rows in one layout under a header` };
}

/** Whether the match was cut rather than ended: the document goes on in its line, or with a non-blank next line. */
function goesOn(document: string, at: number): boolean {
  if (document[at] !== '\n') return document[at] !== '\r';
  const next = document.indexOf('\n', at + 1);
  return document.slice(at + 1, next === -1 ? Math.min(document.length, at + 200) : Math.min(next, at + 200)).trim() !== '';
}

export const bulkPersonalExport: Validator = {
  name: 'bulk_personal_export',
  confirms: false,
  validate(value, ctx) {
    return readExport(value, ctx).reason ? 'invalid' : 'valid';
  },
  why(value, ctx) {
    const r = readExport(value, ctx);
    return r.reason && (r.columns.length ? `${r.reason} (columns ${r.columns.slice(0, 6).join(', ')})` : r.reason);
  },
};
