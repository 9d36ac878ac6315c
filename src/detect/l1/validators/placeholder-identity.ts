import type { Validator, ValidatorContext } from './types.ts';

/**
 * Well-known placeholder identities: the names forms, specimen documents, test fixtures and law texts use for "any
 * person" (John Doe and Richard Roe in US law, Joe Bloggs in the UK, Max and Erika Mustermann on German specimen
 * documents, Hans Muster in Switzerland, Mario Rossi in Italy, Jan Kowalski in Poland, Jean Dupont in France, Fulano de
 * Tal in Spanish and Portuguese, Ola and Kari Nordmann in Norway, Matti and Maija Meikäläinen in Finland). Only the
 * whole pair is a placeholder: each part alone is an ordinary name (Max Weber, Jane Austen, Mario Draghi), and common
 * real names that are also used as examples (John Smith, Juan Pérez, Jan Jansen) are not listed.
 */
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['john', 'doe'], ['jane', 'doe'], ['john', 'roe'], ['jane', 'roe'], ['richard', 'roe'], ['joe', 'bloggs'], ['jane', 'bloggs'],
  ['max', 'mustermann'], ['erika', 'mustermann'], ['hans', 'muster'], ['mario', 'rossi'], ['jan', 'kowalski'], ['jean', 'dupont'],
  ['fulano', 'de tal'], ['ola', 'nordmann'], ['kari', 'nordmann'], ['matti', 'meikalainen'], ['maija', 'meikalainen'],
];
const WHOLE = new Set(PAIRS.map(([g, s]) => `${g} ${s}`));

/** Lower case, accents folded, single spaces. */
function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** How far a sibling field's value may be: first_name and last_name of one record sit within a few lines. */
const SIBLING_WINDOW = 160;

/**
 * The placeholder pair `value` is, or undefined: the whole name ("John Doe", "DOE, JOHN", "Mustermann, Erika"), or one
 * part of a pair whose other part is a capitalised whole word within SIBLING_WINDOW characters (a record's first_name
 * "Max" beside its last_name "Mustermann", a form's Vorname beside its Nachname).
 */
export function placeholderIdentity(value: string, context?: ValidatorContext): string | undefined {
  const v = fold(value.replace(/['’]s$/u, ''));
  const comma = /^([^,]+),\s*([^,]+)$/.exec(v);
  const name = comma ? `${comma[2]} ${comma[1]}` : v;
  if (WHOLE.has(name)) return name;
  const { text, start, end } = context ?? {};
  if (text === undefined || start === undefined || end === undefined) return undefined;
  const around = `${text.slice(Math.max(0, start - SIBLING_WINDOW), start)} ${text.slice(end, end + SIBLING_WINDOW)}`;
  for (const [g, s] of PAIRS) {
    const other = name === g ? s : name === s ? g : undefined;
    if (other === undefined) continue;
    // The other part as written on a name: capitalised or upper case, a whole word ("Doe", "DOE"; not "a doe").
    const words = other.split(' ').map((w, i) => (other === s && s.startsWith('de ') && i === 0 ? w : `(?:${w[0].toUpperCase()}${w.slice(1)}|${w.toUpperCase()})`));
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${words.join('\\s{1,3}')}(?![\\p{L}\\p{N}])`, 'u');
    if (re.test(around.normalize('NFD').replace(/\p{M}/gu, ''))) return `${g} ${s}`;
  }
  return undefined;
}

/** `validator` that also refuses a well-known placeholder identity, with that reason. */
export function refusingPlaceholders(validator: Validator): Validator {
  return {
    name: validator.name,
    confirms: validator.confirms,
    validate(value, context) {
      return placeholderIdentity(value, context) ? 'invalid' : validator.validate(value, context);
    },
    why(value, context) {
      const p = placeholderIdentity(value, context);
      return p ? `well-known placeholder identity (${p.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase())})` : validator.why?.(value, context);
    },
  };
}
