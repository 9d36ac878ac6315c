/**
 * Renders JSON Schemas (and other server JSON) as `path.key: value` lines. A model is handed the whole schema, so
 * every string in it is rendered — descriptions, titles, defaults, enums, examples, property names and unknown
 * `x-*` extensions alike — except the keywords whose values are a fixed vocabulary (`type`, `format`, `$ref`…).
 */
import type { JsonValue } from './types.ts';

// Values drawn from JSON Schema's own vocabulary or naming nothing new (required repeats property names).
const STRUCTURAL = new Set([
  'type', 'format', '$schema', '$id', '$ref', '$anchor', '$dynamicRef', '$dynamicAnchor', '$vocabulary',
  'contentEncoding', 'contentMediaType', 'required',
]);
// Keywords whose value maps names to sub-schemas: the names are rendered as paths, the sub-schemas walked.
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
// Keywords holding one sub-schema, or (for items in old drafts) an array of them.
const SCHEMA_ONE = new Set([
  'items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames',
  'unevaluatedProperties', 'unevaluatedItems', 'additionalItems',
]);
const SCHEMA_LISTS = new Set(['anyOf', 'allOf', 'oneOf', 'prefixItems']);
// Keywords whose non-string values still say something a model reads.
const VALUE_KEYS = new Set(['default', 'const', 'enum', 'examples']);

function isObject(v: JsonValue | undefined): v is { [key: string]: JsonValue } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** One value as text: strings as they are, lists joined, anything else as JSON. */
export function valueText(v: JsonValue): string {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' | ');
  return JSON.stringify(v);
}

/** Renders every string (and, with `scalars`, every number and boolean) under `v` with its key path. */
export function renderJson(v: JsonValue, path: string, lines: string[], scalars = false): void {
  if (typeof v === 'string') {
    lines.push(`${path}: ${v}`);
  } else if (Array.isArray(v)) {
    v.forEach((x, i) => renderJson(x, `${path}[${i}]`, lines, scalars));
  } else if (isObject(v)) {
    for (const [k, x] of Object.entries(v)) renderJson(x, `${path}.${k}`, lines, scalars);
  } else if (scalars && v !== null) {
    lines.push(`${path}: ${String(v)}`);
  }
}

/** Renders one schema node under `path` (e.g. `input.city`). */
export function renderSchema(schema: JsonValue, path: string, lines: string[]): void {
  if (!isObject(schema)) return;
  for (const [key, value] of Object.entries(schema)) {
    if (STRUCTURAL.has(key)) continue;
    if (SCHEMA_MAPS.has(key) && isObject(value)) {
      for (const [name, sub] of Object.entries(value)) {
        const child = key === 'properties' ? `${path}.${name}` : `${path}.${key}.${name}`;
        lines.push(child);
        renderSchema(sub, child, lines);
      }
    } else if ((SCHEMA_LISTS.has(key) || SCHEMA_ONE.has(key)) && Array.isArray(value)) {
      value.forEach((sub, i) => renderSchema(sub, `${path}.${key}[${i}]`, lines));
    } else if (SCHEMA_ONE.has(key) && isObject(value)) {
      renderSchema(value, `${path}.${key}`, lines);
    } else if (VALUE_KEYS.has(key)) {
      lines.push(`${path}.${key}: ${valueText(value)}`);
    } else {
      renderJson(value, `${path}.${key}`, lines);
    }
  }
}
