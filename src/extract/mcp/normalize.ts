/**
 * Turns list results (server-controlled JSON the SDK has only loosely validated) into Scanward's own shapes: known
 * fields only, strings checked to be strings, schemas cut at a fixed depth so no later walk can overflow the stack.
 */
import type {
  CanonicalTool, JsonValue, McpPrompt, McpPromptArgument, McpResource, McpResourceTemplate, McpServerInfo,
} from './types.ts';

/** Schema nesting kept; deeper nodes are replaced by a marker string and counted. */
export const MAX_JSON_DEPTH = 32;
const CUT = '[nested too deep]';

/** Counts what normalisation had to cut, for one warning per collection. */
export interface CutCounter {
  deepNodes: number;
}

type Raw = Record<string, unknown>;

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function isObject(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A depth-capped copy of a JSON value; anything that is not JSON (never seen from JSON.parse) is dropped. */
export function cappedJson(v: unknown, cuts: CutCounter, depth = 0): JsonValue | undefined {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'object') return undefined;
  if (depth >= MAX_JSON_DEPTH) {
    cuts.deepNodes++;
    return CUT;
  }
  if (Array.isArray(v)) return v.map((x) => cappedJson(x, cuts, depth + 1) ?? null);
  const out: { [key: string]: JsonValue } = {};
  for (const [k, x] of Object.entries(v)) {
    const c = cappedJson(x, cuts, depth + 1);
    // defineProperty: a key named __proto__ must stay data, not become the object's prototype.
    if (c !== undefined) Object.defineProperty(out, k, { value: c, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Copies only the named string fields that are present and really strings. */
function pickStrings<K extends string>(raw: Raw, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const k of keys) {
    const s = str(raw[k]);
    if (s !== undefined) out[k] = s;
  }
  return out;
}

/** A tool as a model reads it, or undefined when it has no name. */
export function normalizeTool(raw: unknown, cuts: CutCounter): CanonicalTool | undefined {
  if (!isObject(raw) || typeof raw.name !== 'string') return undefined;
  const tool: CanonicalTool = { name: raw.name, ...pickStrings(raw, ['title', 'description'] as const) };
  const input = cappedJson(raw.inputSchema, cuts);
  if (input !== undefined) tool.inputSchema = input;
  const output = cappedJson(raw.outputSchema, cuts);
  if (output !== undefined) tool.outputSchema = output;
  const annotations = cappedJson(raw.annotations, cuts);
  if (isObject(annotations)) tool.annotations = annotations as { [key: string]: JsonValue };
  return tool;
}

function normalizeArgument(raw: unknown): McpPromptArgument | undefined {
  if (!isObject(raw) || typeof raw.name !== 'string') return undefined;
  const arg: McpPromptArgument = { name: raw.name, ...pickStrings(raw, ['title', 'description'] as const) };
  if (typeof raw.required === 'boolean') arg.required = raw.required;
  return arg;
}

/** A prompt with its declared arguments. */
export function normalizePrompt(raw: unknown): McpPrompt | undefined {
  if (!isObject(raw) || typeof raw.name !== 'string') return undefined;
  const args = Array.isArray(raw.arguments) ? raw.arguments.map(normalizeArgument).filter((a) => a !== undefined) : [];
  return { name: raw.name, ...pickStrings(raw, ['title', 'description'] as const), arguments: args };
}

/** A listed resource (never its contents). */
export function normalizeResource(raw: unknown): McpResource | undefined {
  if (!isObject(raw) || typeof raw.uri !== 'string') return undefined;
  return { uri: raw.uri, name: str(raw.name) ?? '', ...pickStrings(raw, ['title', 'description', 'mimeType'] as const) };
}

/** A listed resource template. */
export function normalizeTemplate(raw: unknown): McpResourceTemplate | undefined {
  if (!isObject(raw) || typeof raw.uriTemplate !== 'string') return undefined;
  return {
    uriTemplate: raw.uriTemplate, name: str(raw.name) ?? '',
    ...pickStrings(raw, ['title', 'description', 'mimeType'] as const),
  };
}

/** The server's self-description, or undefined when it gave none. */
export function normalizeServerInfo(raw: unknown): McpServerInfo | undefined {
  if (!isObject(raw)) return undefined;
  const info = pickStrings(raw, ['name', 'title', 'version', 'description', 'websiteUrl'] as const);
  return Object.keys(info).length > 0 ? info : undefined;
}
