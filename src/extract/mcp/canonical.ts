/**
 * Tool fingerprints for rug-pull detection: a server that shows a harmless tool at review time and swaps its
 * description later. The hash covers exactly what a model reads (name, title, description, schemas, annotations)
 * in a canonical JSON form, so key order and volatile fields (`_meta`, `icons`, `execution`) never count as a change.
 */
import { createHash } from 'node:crypto';
import type { CanonicalTool } from './types.ts';

/** The tool fields that are hashed; everything else a server sends is ignored. */
export const HASHED_TOOL_FIELDS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations'] as const;

/** JSON with object keys sorted at every level; `required` is a set of names, so its order is sorted too. */
export function canonicalJson(v: unknown, key = ''): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v ?? null);
  if (Array.isArray(v)) {
    const items = v.map((x) => canonicalJson(x));
    if (key === 'required' && v.every((x) => typeof x === 'string')) items.sort();
    return `[${items.join(',')}]`;
  }
  const keys = Object.keys(v).filter((k) => (v as Record<string, unknown>)[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, unknown>)[k], k)}`).join(',')}}`;
}

/** SHA-256 (hex) of the canonical JSON of a tool's model-visible definition. Accepts raw SDK tools too. */
export function canonicalToolHash(tool: CanonicalTool | { name: string; [key: string]: unknown }): string {
  const picked: Record<string, unknown> = {};
  for (const f of HASHED_TOOL_FIELDS) {
    const v = (tool as Record<string, unknown>)[f];
    if (v !== undefined) picked[f] = v;
  }
  return createHash('sha256').update(canonicalJson(picked)).digest('hex');
}

/** name → hash for a tool list; a repeated name gets `#2`, `#3`… in list order, like its segment id. */
export function toolHashes(tools: CanonicalTool[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const t of tools) {
    let key = t.name;
    for (let n = 2; Object.hasOwn(out, key); n++) key = `${t.name}#${n}`;
    // defineProperty: a tool named __proto__ must become a key, not replace the object's prototype.
    Object.defineProperty(out, key, { value: canonicalToolHash(t), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** What changed between two scans of one server: names sorted, each in exactly one list. */
export interface ToolDiff {
  changed: string[];
  added: string[];
  removed: string[];
}

/** Compares name → hash maps from an earlier and a later scan; `changed` is the rug-pull signal. */
export function diffTools(previous: Record<string, string>, current: Record<string, string>): ToolDiff {
  const has = (m: Record<string, string>, k: string) => Object.hasOwn(m, k);
  const diff: ToolDiff = { changed: [], added: [], removed: [] };
  for (const name of Object.keys(current)) {
    if (!has(previous, name)) diff.added.push(name);
    else if (previous[name] !== current[name]) diff.changed.push(name);
  }
  for (const name of Object.keys(previous)) if (!has(current, name)) diff.removed.push(name);
  diff.changed.sort();
  diff.added.sort();
  diff.removed.sort();
  return diff;
}
