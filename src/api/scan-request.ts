/**
 * Reads a POST /api/v1/scan body into a validated request (spec §2.2): JSON TextScan / UrlScan /
 * McpServerScan, or a multipart form. Malformed syntax is a 400, well-formed but invalid content a 422.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { McpServerScan, TextScan, UrlScan } from '../contract/spec.ts';
import type { ScanPlan } from '../detect/types.ts';
import { ApiError } from '../lib/errors.ts';
import { parseScanConfig } from './scan-config.ts';
import { firstError } from './schema-errors.ts';

export type ScanRequest =
  | { kind: 'text'; text: string; plan: ScanPlan }
  | { kind: 'url'; url: string; plan: ScanPlan }
  | { kind: 'mcp_server'; url: string; plan: ScanPlan }
  | { kind: 'documents'; text?: string; files: File[]; plan: ScanPlan };

const SHAPES = [
  { key: 'text', check: TypeCompiler.Compile(TextScan) },
  { key: 'url', check: TypeCompiler.Compile(UrlScan) },
  { key: 'mcp_server_url', check: TypeCompiler.Compile(McpServerScan) },
] as const;

const invalidInput = (message: string) => new ApiError('invalid_input', message);
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Parses and validates a JSON body given as raw bytes. */
export function parseJsonScan(bytes: Uint8Array): ScanRequest {
  let body: unknown;
  try {
    body = JSON.parse(utf8.decode(bytes));
  } catch (err) {
    const why = err instanceof SyntaxError ? err.message : 'body is not valid UTF-8';
    throw new ApiError('invalid_json', `Request body is not valid JSON: ${why}`);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw invalidInput('body must be a JSON object');
  const present = SHAPES.filter((s) => Object.hasOwn(body as object, s.key));
  if (present.length !== 1) {
    throw invalidInput('body must contain exactly one of text, url, mcp_server_url');
  }
  const shape = present[0];
  const obj = body as Record<string, unknown>;
  // Config first: its errors are config errors even when other fields are also wrong.
  const plan = parseScanConfig(obj.config);
  if (!shape.check.Check(body)) {
    const msg = firstError(shape.check.Errors(body), '');
    throw new ApiError(msg.startsWith('config') ? 'invalid_config' : 'invalid_input', msg);
  }
  if (shape.key === 'text') return { kind: 'text', text: checkText(obj.text as string, 'text'), plan };
  const url = checkHttpsUrl(obj[shape.key] as string, shape.key);
  return shape.key === 'url' ? { kind: 'url', url, plan } : { kind: 'mcp_server', url, plan };
}

/** Non-empty, not whitespace-only, well-formed Unicode (no lone surrogates from \\u escapes). */
export function checkText(text: string, field: string): string {
  if (text.length === 0) throw invalidInput(`${field}: must not be empty`);
  if (/^\s*$/u.test(text)) throw invalidInput(`${field}: must not be whitespace only`);
  if (!text.isWellFormed()) throw invalidInput(`${field}: must be valid UTF-8 (lone surrogate found)`);
  return text;
}

function checkHttpsUrl(raw: string, field: string): string {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw invalidInput(`${field}: not a valid absolute URI`);
  }
  if (u.protocol !== 'https:') throw invalidInput(`${field}: only https URLs are scanned`);
  if (u.username || u.password) throw invalidInput(`${field}: URLs with credentials are not accepted`);
  return u.toString();
}

const MULTIPART_FIELDS = new Set(['text', 'files', 'config']);

/** Validates the shape of a multipart form (§2.2): only text, files (repeated) and config (once). */
export async function parseMultipartScan(form: FormData): Promise<ScanRequest> {
  const counts = new Map<string, number>();
  for (const [name] of form.entries()) {
    if (!MULTIPART_FIELDS.has(name)) throw invalidInput(`multipart part '${name}' is not allowed (only text, files, config)`);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  if ((counts.get('config') ?? 0) > 1) throw new ApiError('invalid_config', "multipart part 'config' must be supplied once");
  if ((counts.get('text') ?? 0) > 1) throw invalidInput("multipart part 'text' must be supplied at most once");
  const plan = parseScanConfig(parseConfigPart(form.get('config')));
  const text = await readTextPart(form.get('text'));
  const files: File[] = [];
  for (const [i, part] of form.getAll('files').entries()) {
    if (typeof part === 'string' || !(part instanceof Blob)) throw invalidInput(`multipart part 'files'[${i}] must be a file`);
    if (part.size === 0) throw invalidInput(`multipart part 'files'[${i}] (${(part as File).name || 'unnamed'}) is empty`);
    files.push(part as File);
  }
  if (text === undefined && files.length === 0) throw invalidInput('multipart form needs a text part or at least one files part');
  if (files.length + (text === undefined ? 0 : 1) > 100) throw invalidInput('at most 100 documents per submission');
  return { kind: 'documents', text, files, plan };
}

function parseConfigPart(part: string | Blob | null): unknown {
  if (part === null) return undefined;
  if (typeof part !== 'string') throw new ApiError('invalid_config', "multipart part 'config' must be a JSON string, not a file");
  try {
    return JSON.parse(part);
  } catch {
    throw new ApiError('invalid_config', "multipart part 'config' is not valid JSON");
  }
}

async function readTextPart(part: string | Blob | null): Promise<string | undefined> {
  if (part === null) return undefined;
  const bytes = typeof part === 'string' ? new TextEncoder().encode(part) : new Uint8Array(await part.arrayBuffer());
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw invalidInput("multipart part 'text' is not valid UTF-8");
  }
  return checkText(text, "multipart part 'text'");
}
