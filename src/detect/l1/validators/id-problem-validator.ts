import { textBefore } from './checks.ts';
import { isExampleValue } from './example-marker.ts';
import type { Validator, ValidatorContext } from './types.ts';

/**
 * Example and format markers of the languages these ids are written in, beyond the shared ones (isExampleValue,
 * checked first: "p. ej.", "ex.:", "z. B.", "bijv.", "p.es.", "ad esempio", "e.g." are there): Czech and Slovak
 * "např.", "ve formátu", German "zB.", Italian "es.", Turkish "örneğin", and the plain example nouns of each language.
 */
const EXAMPLE_BEFORE = /(?<![\p{L}])(?:např\.|napr\.|například|napríklad|příklad|príklad|ve tvaru|vo tvare|ve formátu|vo formáte|formát|vzor|ejemplo|formato|zB\.|voorbeeld|example|exemple|es\.|esempio|örneğin|örnek|mesela|eksempel|exempel|beispiel)[\s:(„"'“]{0,4}$/iu;

/**
 * A value called a test, sample, dummy or fictitious number in the words before it on its line ("official test
 * number): 756.…", "Testnummer 756…", "numéro fictif", "número ficticio", "nummer fictief", "fiktivní číslo", "przykładowy NIP"): no
 * person's id, whatever its check digit says.
 */
const TEST_BEFORE = /(?<![\p{L}])(?:test[ -]?(?:numbers?|data|values?|ids?|records?|cases?|vectors?)|testnummer[n]?|testdaten|testwert|testfall|testowy|testowe|testowa|testovací|testovacie|numéro (?:de )?test|numéro fictif|fictif|fictive|fictitious|fictional|fake|dummy|sample (?:numbers?|values?|data|ids?)|placeholder|beispielnummer|musternummer|mustermann|muster|fiktiv[a-zíý]{0,3}|fikcyjn[a-ząęó]{0,3}|przykładow[a-ząęóy]{0,3}|przykladow[a-z]{0,3}|ficticio|ficticia|fictício|fictícia|fittizi[oa]|di prova|de prueba|de teste|fictief|fictieve|proefnummer|voorbeeldnummer)(?![\p{L}])[^\n]{0,48}$/iu;

function exampleProblem(context: ValidatorContext | undefined): string | undefined {
  if (isExampleValue(context)) return 'written as an example or format';
  if (EXAMPLE_BEFORE.test(textBefore(context, 24))) return 'written as an example or format';
  const line = textBefore(context, 64);
  return TEST_BEFORE.test(line.slice(line.lastIndexOf('\n') + 1)) ? 'called a test, sample or fictitious number' : undefined;
}

/**
 * A validator whose verdict is `problem`'s: a reason (invalid, and the validator's why), undefined (valid), or null
 * when the value is not of the id's shape (not_applicable).
 */
export function problemValidator(
  name: string,
  confirms: boolean,
  problem: (value: string, context?: ValidatorContext) => string | undefined | null,
): Validator {
  return {
    name,
    confirms,
    validate(value, context) {
      const p = problem(value, context);
      return p === null ? 'not_applicable' : p === undefined ? 'valid' : 'invalid';
    },
    why(value, context) {
      return problem(value, context) ?? undefined;
    },
  };
}

/**
 * A validator whose verdict is one function's: `problem` says why the value is no such id (its reason is the
 * validator's why), undefined when it is one, or null when the value is not of the id's shape (not_applicable).
 * `problem` may read the value's surroundings (a label word that means something else there).
 * A value written as an example or a format ("z.B. 756.1234.5678.97"), or called a test or fictitious number, is
 * refused as well. `confirms` false: a valid verdict does not set the score to 1 (a validator with no check digit).
 */
export function idProblemValidator(
  name: string,
  problem: (value: string, context?: ValidatorContext) => string | undefined | null,
  confirms = true,
): Validator {
  return problemValidator(name, confirms, (value, context) => {
    const p = problem(value, context);
    return p === undefined ? exampleProblem(context) : p;
  });
}

/** An id with no check digit to read (Italian TEAM card, Dutch verzekerdennummer): refused only as an example or test number. */
export const idNotExample = idProblemValidator('id_not_example', () => undefined, false);

/** The value of an upper-case letter or digit in the id check sums that read A = 10 … Z = 35 (Polish ID card, Portuguese CC). */
export function alnumValue(code: number): number {
  return code <= 57 ? code - 48 : code - 55;
}
