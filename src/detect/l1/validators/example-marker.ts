import type { Validator, ValidatorContext } from './types.ts';

/**
 * A value written right after a marker that makes it an example or a format (e.g., t.ex., f.eks., np., esim.,
 * bijv., z.B., p.ex., "muotoa", "in the format", "formatet"): "Fødselsdato skrives f.eks. 01.01.1990",
 * "passin numero on muotoa AB1234567". The marker must end at most a few characters before the value.
 */
const EXAMPLE_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:e\.\s?g\.|eg\.|i\.e\.|for example|for instance|such as|t\.\s?ex\.|till exempel|exempelvis|f\.\s?eks\.|for eksempel|feks\.|eks\.|fx\.?|f\.\s?ex\.|np\.|na przykład|przykładowo|przykład|esim\.|esimerkiksi|esimerkki|muotoa|muodossa|bijv\.|bv\.|bijvoorbeeld|zoals|z\.\s?B\.|zum Beispiel|beispielsweise|p\.\s?ex\.|par exemple|ej\.|por ejemplo|p\.\s?es\.|ad esempio|per esempio|ex\.|exemplo|format|formatet|formatu|formacie|formaat|formaatti|muoto|in the form(?:at)?|shaped like|looks like|skrives|skrives slik|slik|så här|så her|sådan|näin|anges|kirjoitetaan|wpisz|(?:voer|vul) [\p{L} ]{0,12} in)[\s:(„"'“]{0,4}$`,
  'iu',
);

/** True when the value at context.start is introduced as an example or a format. */
export function isExampleValue(context: ValidatorContext | undefined): boolean {
  if (!context?.text || context.start === undefined) return false;
  const before = context.text.slice(Math.max(0, context.start - 40), context.start);
  if (EXAMPLE_BEFORE.test(before)) return true;
  // A date mask beside the value (01.01.1990 (dd.mm.åååå), 1.1.2000 pp.kk.vvvv) makes it a format.
  return context.end !== undefined && DATE_MASK.test(context.text.slice(context.end, context.end + 24));
}

/** A date format mask right after a value: dd.mm.åååå, pp.kk.vvvv, DD/MM/YYYY, jjjj-mm-dd, rrrr-mm-dd. */
const DATE_MASK = /^[ \t]{0,2}[(\[]?[ \t]{0,2}(?:(?:dd|pp|tt|jj)[./-](?:mm|kk)[./-](?:åååå|yyyy|vvvv|jjjj|aaaa|rrrr|yy)|(?:åååå|yyyy|vvvv|jjjj|aaaa|rrrr)[./-](?:mm|kk)[./-](?:dd|pp|tt|jj))(?![\p{L}])/iu;

/** Passport words, the last one before a value: its label must end right before the value. */
const PASSPORT_WORD = /(?<![\p{L}])(?:passin numero|passin nro|passinumero\p{L}{0,4}|passnummer\p{L}{0,3}|passnummret|passnumret|passets nummer|numer paszportu|nr paszportu|paszport\p{L}{0,3}|paspoortnummer|paspoortnr|paspoort)(?![\p{L}])/giu;
/** What may stand between a passport word and its number: a number word, a colon, a verb of being. */
const PASSPORT_GAP = /^[ \t]{0,3}(?:(?:nr|no|nro|numer|nummer|number|numero)\.?[ \t]{0,3})?[:#=.\-]?[ \t]{0,3}(?:(?:on|är|er|is|jest|to)[ \t]{1,3})?$/iu;

/** Whether the passport word labels the value directly (Passnummer: …, numer paszportu …), with nothing between. */
export function passportLabelsValue(context: ValidatorContext | undefined): boolean {
  if (!context?.text || context.start === undefined) return true;
  const before = context.text.slice(Math.max(0, context.start - 48), context.start);
  let last: RegExpExecArray | null = null;
  for (const m of before.matchAll(PASSPORT_WORD)) last = m as RegExpExecArray;
  if (!last) return false;
  return PASSPORT_GAP.test(before.slice(last.index + last[0].length));
}

/** Eight digits shaped as a date, YYYYMMDD (20240517: a ticket or booking date, not a passport number). */
function isCompactDate(v: string): boolean {
  const m = /^(19[0-9]{2}|20[0-9]{2})(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])$/.exec(v);
  return m !== null;
}

/**
 * A Nordic, Polish or Dutch passport number beside its word (passport-nordic-pl-nl): refused when shaped as a
 * date (YYYYMMDD) or written as an example or format (t.ex., f.eks., np., esim., muotoa).
 */
export const nordicPassport: Validator = {
  name: 'nordic_passport',
  confirms: false,
  validate(value, context) {
    const v = value.trim();
    if (isCompactDate(v)) return 'invalid';
    if (isExampleValue(context)) return 'invalid';
    if (!passportLabelsValue(context)) return 'invalid';
    return 'valid';
  },
};
