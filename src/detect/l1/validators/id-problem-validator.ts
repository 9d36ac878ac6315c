import { isExampleValue } from './example-marker.ts';
import type { Validator, ValidatorContext } from './types.ts';

/**
 * Example and format markers of the languages these ids are written in, beyond the shared ones (isExampleValue):
 * Czech and Slovak "např.", "ve formátu", Spanish "p. ej.", Portuguese "ex.:", German "z. B.", Dutch "bijv.".
 */
const EXAMPLE_BEFORE = /(?<![\p{L}])(?:např\.|napr\.|například|napríklad|ve tvaru|vo tvare|ve formátu|vo formáte|formát|vzor|p\.\s?ej\.|ej\.|ex\.|exemplo|ejemplo|formato|z\.\s?B\.|bijv\.|e\.g\.)[\s:(„"'“]{0,4}$/iu;

function isExample(context: ValidatorContext | undefined): boolean {
  if (isExampleValue(context)) return true;
  if (!context?.text || context.start === undefined) return false;
  return EXAMPLE_BEFORE.test(context.text.slice(Math.max(0, context.start - 24), context.start));
}

/**
 * A validator whose verdict is one function's: `problem` says why the value is no such id (its reason is the
 * validator's why), undefined when it is one, or null when the value is not of the id's shape (not_applicable).
 * A value written as an example or a format ("z.B. 756.1234.5678.97") is refused as well.
 */
export function idProblemValidator(
  name: string,
  problem: (value: string) => string | undefined | null,
): Validator {
  const why = (value: string, context?: ValidatorContext): string | undefined | null => {
    const p = problem(value);
    if (p !== undefined) return p;
    return isExample(context) ? 'written as an example or format' : undefined;
  };
  return {
    name,
    confirms: true,
    validate(value, context) {
      const p = why(value, context);
      return p === null ? 'not_applicable' : p === undefined ? 'valid' : 'invalid';
    },
    why(value, context) {
      return why(value, context) ?? undefined;
    },
  };
}
