/** Small typed readers for validating untrusted JSON: each reports a message and returns undefined on error. */

export type Report = (message: string) => void;
export type Json = Record<string, unknown>;

/** True for a plain JSON object. */
export function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Reports keys of `obj` that are not in `allowed` (typos such as "keyword" would otherwise be ignored). */
export function checkKeys(obj: Json, allowed: readonly string[], where: string, report: Report): void {
  for (const key of Object.keys(obj)) if (!allowed.includes(key)) report(`${where}: unknown field "${key}"`);
}

/** A required (or optional) non-empty string. */
export function readString(obj: Json, key: string, report: Report, optional = false): string | undefined {
  const v = obj[key];
  if (v === undefined && optional) return undefined;
  if (typeof v !== 'string' || v.trim() === '') {
    report(`"${key}" must be a non-empty string`);
    return undefined;
  }
  return v;
}

/** A number within [min, max]; `integer` also requires a whole number. */
export function readNumber(
  obj: Json, key: string, report: Report, { min = 0, max = 1, optional = false, integer = false } = {},
): number | undefined {
  const v = obj[key];
  if (v === undefined && optional) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max || (integer && !Number.isInteger(v))) {
    report(`"${key}" must be ${integer ? 'an integer' : 'a number'} in [${min}, ${max}]`);
    return undefined;
  }
  return v;
}

/** A boolean, or undefined when absent. */
export function readBoolean(obj: Json, key: string, report: Report): boolean | undefined {
  const v = obj[key];
  if (v === undefined || typeof v === 'boolean') return v;
  report(`"${key}" must be a boolean`);
  return undefined;
}

/** An array of strings; `lowerCase` requires each to be lower-case and non-empty. */
export function readStrings(
  obj: Json, key: string, report: Report, { optional = false, lowerCase = false, nonEmpty = false } = {},
): string[] | undefined {
  const v = obj[key];
  if (v === undefined && optional) return undefined;
  if (!Array.isArray(v) || v.some((s) => typeof s !== 'string' || s === '')) {
    report(`"${key}" must be an array of non-empty strings`);
    return undefined;
  }
  if (nonEmpty && v.length === 0) report(`"${key}" must not be empty`);
  const bad = lowerCase ? v.filter((s: string) => s !== s.toLowerCase()) : [];
  if (bad.length) report(`"${key}" must be lower-case (got ${bad.map((s) => JSON.stringify(s)).join(', ')})`);
  return v as string[];
}
