import { foldName } from './person-field.ts';
import type { Validator, ValidatorContext } from './types.ts';

/**
 * Well-known placeholder identities: the names forms, specimen documents, test fixtures and law texts use for "any
 * person" (John Doe and Richard Roe in US law, Joe Bloggs in the UK, Max and Erika Mustermann on German specimen
 * documents, Hans Muster in Switzerland, Mario Rossi in Italy, Jan Kowalski in Poland, Jean Dupont in France, Fulano de
 * Tal in Spanish and Portuguese, Ola and Kari Nordmann in Norway, Matti and Maija Meikäläinen in Finland; Erika
 * Musterfrau, the female Mustermann of German forms, Otto Normalverbraucher and Lieschen Müller, Germany's average man
 * and woman, Jan Modaal, the Dutch one, Sven Svensson in Sweden, Jan Novák in Czech, Anna Kowalska, the female Jan
 * Kowalski). Only the whole pair is a placeholder: each part alone is an ordinary name (Max Weber, Jane Austen, Mario Draghi), and common
 * real names that are also used as examples (John Smith, Juan Pérez, Jan Jansen) are not listed.
 */
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['john', 'doe'], ['jane', 'doe'], ['john', 'roe'], ['jane', 'roe'], ['richard', 'roe'], ['joe', 'bloggs'], ['jane', 'bloggs'],
  ['max', 'mustermann'], ['erika', 'mustermann'], ['hans', 'muster'], ['mario', 'rossi'], ['jan', 'kowalski'], ['jean', 'dupont'],
  ['fulano', 'de tal'], ['ola', 'nordmann'], ['kari', 'nordmann'], ['matti', 'meikalainen'], ['maija', 'meikalainen'],
  ['erika', 'musterfrau'], ['otto', 'normalverbraucher'], ['otto', 'normalburger'], ['lieschen', 'muller'],
  ['jan', 'modaal'], ['sven', 'svensson'], ['jan', 'novak'], ['anna', 'kowalska'],
];
/**
 * Pairs that are also frequent real names (Rossi, Kowalski, Dupont, Nordmann, Meikäläinen and Muster are among their
 * countries' most common surnames, with their most common given names): many real people carry them, so they are a
 * placeholder only with a placeholder cue nearby (CUE). John/Jane Doe, Richard Roe, Joe Bloggs, Mustermann and Fulano
 * de Tal are hardly anyone's name and stay placeholders everywhere.
 */
const COMMON = new Set([
  'hans muster', 'mario rossi', 'jan kowalski', 'jean dupont', 'ola nordmann', 'kari nordmann', 'matti meikalainen', 'maija meikalainen',
  'sven svensson', 'jan novak', 'anna kowalska',
]);
/**
 * Surnames that are no one's: made-up stand-ins a title alone makes a placeholder ("Frau Musterfrau", "Herr
 * Normalverbraucher"). Mustermann is not here: it is a real, if rare, family name, so "Herr Mustermann" alone stays.
 */
const SOLO = new Set(['musterfrau', 'normalverbraucher', 'normalburger']);
const WHOLE = new Set(PAIRS.map(([g, s]) => `${g} ${s}`));
const PARTS = new Set(PAIRS.flat());

/**
 * Words that mark a text as an example or a stand-in, in the languages of the pairs above; read folded (foldName).
 * Not test/testing/sample/specimen/campione/fixture: medical, lab and sports text is full of them around real people
 * ("Patient Anna Kowalska, blood test on 3 May", "Blood sample from Sven Svensson").
 */
const CUE =
  /(?<![\p{L}\p{N}])(?:examples?|e\.g\.|z\. ?b\.|dummy|placeholders?|fictitious|fictional|fiktive?[nrs]?|fictifs?|fictives?|ficticios?|fittizi[oa]?|esempio|przyklad(?:owy|owe|owa)?|priklad|vzor|wzor|exemples?|beispiel|voorbeeld|exempel|muster(?:daten|formular|ausweis)?|ejemplo|exemplo|eksempel|esimerkki|lorem ipsum)(?![\p{L}\p{N}])|[\w.-]@(?:[\w-]{1,40}\.){0,3}(?:example\.(?:com|org|net)|[\w-]{1,40}\.(?:test|invalid))(?![\w.-])/iu;
/** How far a placeholder cue may be from a common-name pair. */
const CUE_WINDOW = 200;

/** Lower case, accents and ł folded (person-field's foldName), single spaces. */
function fold(s: string): string {
  return foldName(s).replace(/\s+/g, ' ').trim();
}

/** A placeholder cue within CUE_WINDOW characters of [start, end) (the name itself not counted: Hans Muster's "Muster"). */
function cueNear(text: string, start: number, end: number): boolean {
  const around = `${text.slice(Math.max(0, start - CUE_WINDOW), start)} \u0000 ${text.slice(end, end + CUE_WINDOW)}`;
  return CUE.test(foldName(around)); // ł folded too: the Polish cue is written "przykład"
}

/** How far a sibling field's value may be: first_name and last_name of one record sit within a few lines. */
const SIBLING_WINDOW = 160;
const GIVEN_KEY = /(?<![\p{L}])(?:(?:first|given|fore|f)[_ -]?names?|vorname|prenoms?|nome|imie|fornavn|etunimi|nombres?|voornaam)$/u;
const SURNAME_KEY = /(?<![\p{L}])(?:(?:last|family|sur|l)[_ -]?names?|nachname|familienname|nom|nom de famille|cognome|nazwisko|etternavn|sukunimi|apellidos?|achternaam)$/u;
/** A key and its value on a record: "key": "value", key: value, key=value. */
const FIELD = /["']?([\p{L}][\p{L} _-]{0,24}?)["']?[ \t]{0,3}[:=][ \t]{0,3}["']?(\p{L}[\p{L}'’-]{0,30}(?: \p{L}[\p{L}'’-]{0,30}){0,2})["']?(?=[ \t]{0,3}(?:[,;}\]\r\n"']|$))/gu;

/**
 * The pair whose one part `name` is, when it is the value of a given-name (surname) key and the same record (no `}` nor
 * blank line between) holds exactly one surname (given-name) value, the other part: {"first_name": "Max", "last_name":
 * "Mustermann"}, Vorname: Max / Nachname: Mustermann.
 */
function siblingPair(name: string, text: string, start: number, end: number): string | undefined {
  // Most candidates are no part of any pair: skip reading the record (the FIELD scan is the costly step).
  if (!PARTS.has(name)) return undefined;
  let lo = Math.max(0, start - SIBLING_WINDOW);
  const before = text.slice(lo, start);
  const cut = Math.max(before.lastIndexOf('}'), before.lastIndexOf('{'), before.lastIndexOf('\n\n'), before.lastIndexOf('\n\r\n'));
  if (cut >= 0) lo += cut + 1;
  let after = text.slice(end, end + SIBLING_WINDOW);
  const stop = [after.indexOf('}'), after.indexOf('{'), after.indexOf('\n\n'), after.indexOf('\n\r\n')].filter((i) => i >= 0);
  if (stop.length > 0) after = after.slice(0, Math.min(...stop));
  const record = text.slice(lo, end) + after;
  const at = start - lo;
  let mine: 'given' | 'surname' | undefined;
  const given: string[] = [];
  const surnames: string[] = [];
  for (const m of record.matchAll(FIELD)) {
    const key = fold(m[1]);
    const kind = GIVEN_KEY.test(key) ? 'given' : SURNAME_KEY.test(key) ? 'surname' : undefined;
    if (kind === undefined) continue;
    const vStart = (m.index ?? 0) + m[0].indexOf(m[2], m[0].indexOf(m[1]) + m[1].length);
    if (vStart <= at && at < vStart + m[2].length) mine = kind;
    else (kind === 'given' ? given : surnames).push(fold(m[2]));
  }
  if (mine === undefined) return undefined;
  const others = mine === 'given' ? surnames : given;
  if (others.length !== 1) return undefined;
  for (const [g, s] of PAIRS) {
    if (mine === 'given' ? name === g && others[0] === s : name === s && others[0] === g) return `${g} ${s}`;
  }
  return undefined;
}

export interface PlaceholderOptions {
  /** Whether one part may be a placeholder through a sibling field (not for a titled name: Mr Doe is a surname). */
  sibling?: boolean;
}

/**
 * The placeholder pair `value` is, or undefined: the whole name ("John Doe", "DOE, JOHN", "Mustermann, Erika"), or one
 * part of a pair whose other part is the sibling given-name/surname value of the same record (a record's first_name
 * "Max" beside its last_name "Mustermann", a form's Vorname beside its Nachname). A pair that is also a frequent real
 * name (Mario Rossi, Jan Kowalski) counts only with a placeholder cue nearby.
 */
export function placeholderIdentity(value: string, context?: ValidatorContext, options: PlaceholderOptions = {}): string | undefined {
  const v = fold(value.replace(/['’]s$/u, ''));
  const comma = /^([^,]+),\s*([^,]+)$/.exec(v);
  const name = comma ? `${comma[2]} ${comma[1]}` : v;
  const { text, start, end } = context ?? {};
  const where = text !== undefined && start !== undefined && end !== undefined ? { text, start, end } : undefined;
  let pair: string | undefined = WHOLE.has(name) || SOLO.has(name) ? name : undefined;
  if (pair === undefined && where && options.sibling !== false) pair = siblingPair(name, where.text, where.start, where.end);
  if (pair === undefined) return undefined;
  if (!COMMON.has(pair)) return pair;
  return where && cueNear(where.text, where.start, where.end) ? pair : undefined;
}

/** `validator` that also refuses a well-known placeholder identity, with that reason. */
export function refusingPlaceholders(validator: Validator, options: PlaceholderOptions = {}): Validator {
  return {
    name: validator.name,
    confirms: validator.confirms,
    validate(value, context) {
      return placeholderIdentity(value, context, options) ? 'invalid' : validator.validate(value, context);
    },
    why(value, context) {
      const p = placeholderIdentity(value, context, options);
      return p ? `well-known placeholder identity (${p.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase())})` : validator.why?.(value, context);
    },
  };
}
