import type { ValidatorContext } from './types.ts';

/**
 * A value written right after a marker that makes it an example or a format (e.g., t.ex., f.eks., np., esim.,
 * t.d., bijv., z.B., p.ex., "muotoa", "in the format", "formatet"): "Fødselsdato skrives f.eks. 01.01.1990",
 * "passin numero on muotoa AB1234567". The marker must end at most a few characters before the value.
 */
const EXAMPLE_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:e\.\s?g\.|eg\.|i\.e\.|for example|for instance|such as|t\.\s?ex\.|till exempel|exempelvis|f\.\s?eks\.|for eksempel|feks\.|eks\.|fx\.?|f\.\s?ex\.|np\.|na przykład|przykładowo|przykład|esim\.|esimerkiksi|esimerkki|t\.\s?d\.|til dæmis|dæmi|sniðinu|sniði|muotoa|muodossa|bijv\.|bv\.|bijvoorbeeld|zoals|z\.\s?B\.|zum Beispiel|beispielsweise|p\.\s?ex\.|par exemple|ej\.|por ejemplo|p\.\s?es\.|ad esempio|per esempio|ex\.|exemplo|format|formatet|formatu|formacie|formaat|formaatti|muoto|in the form(?:at)?|shaped like|looks like|skrives|skrives slik|slik|så här|så her|sådan|näin|anges|kirjoitetaan|wpisz|(?:voer|vul) [\p{L} ]{0,12} in)[\s:(„"'“]{0,4}$`,
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
