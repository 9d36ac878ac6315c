/**
 * The name of the field a value is given under: `offset=4129297558480`, `"user_id": 1643540456719`,
 * `Steuer-ID: 12345678903`. In logs, JSON and forms a number's field says what the number is, which a checksum
 * cannot: one random number in ten passes a mod-10 or mod-11 check digit, so a millisecond timestamp under
 * "ts" reads as a valid Thai national id. Rules opt in with context.fieldNames (rules/README.md).
 */

/** How far back a field name may start, on the value's own line. */
const LOOK_BACK = 80;

/**
 * One identifier-like word (a letter or '_', then letters, digits, '_', '.', '-'), an optional closing quote or
 * bracket, then `=`, `:` or `=>` and an optional opening quote, right before the value. One word only: that is
 * how machines name fields (JSON, logfmt, YAML, query strings), and where counters and timestamps sit.
 */
const FIELD = /([\p{L}_][\p{L}\p{N}_.-]{0,40})["'\]]?[ \t]*(=>|[:=])[ \t]*["'([]?[ \t]*$/u;

/** What may stand right before a name that ends in ':': JSON and YAML keys follow these or start the line. */
const KEY_OPENERS = new Set(['"', "'", '{', '[', '(', ',', ';', '|', '&', '?']);

/**
 * The field name right before `start` in `text` (same line), or undefined when the value is not a field's.
 * A name before '=' is a field's wherever it stands (prose rarely writes '='); a name before ':' only at the
 * start of a line, after a YAML list dash, or quoted or after a JSON delimiter: in "cards on file: 4539…" or
 * "ikinci kişi: 7654…" the word before the colon is prose, which the context words judge.
 */
export function fieldNameBefore(text: string, start: number): string | undefined {
  let before = text.slice(Math.max(0, start - LOOK_BACK), start);
  const nl = before.lastIndexOf('\n');
  if (nl >= 0) before = before.slice(nl + 1);
  const m = FIELD.exec(before);
  if (!m) return undefined;
  if (m[2] !== ':') return m[1];
  const lead = before.slice(0, m.index).trimEnd();
  return lead === '' || lead.trimStart() === '-' || KEY_OPENERS.has(lead.at(-1)!) ? m[1] : undefined;
}

/**
 * Words that say nothing about what a number is ("number", "value", "id", "the … is"): a name made only of them
 * neither confirms nor contradicts a rule.
 */
const GENERIC = new Set([
  'a', 'an', 'the', 'is', 'are', 'was', 'my', 'your', 'his', 'her', 'their', 'our', 'its', 'this', 'that', 'of', 'here',
  'id', 'ids', 'no', 'nr', 'num', 'number', 'numbers', 'value', 'values', 'val', 'data', 'text', 'input', 'content',
  'string', 'digits', 'code', 'key', 'field', 'item',
]);

/** A field name as lower-case words: `user_id` and `userId` both read "user id". */
export function nameWords(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_.\-\s]+/g, ' ').trim().toLowerCase();
}

/** True when every word of the name is generic (or a number): such a name says nothing about its value. */
export function genericName(words: string): boolean {
  return words.split(' ').every((w) => GENERIC.has(w) || /^[0-9]+$/.test(w));
}
