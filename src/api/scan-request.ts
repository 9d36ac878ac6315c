/**
 * Reads a POST /api/v1/scan body into a validated request (spec §2.2): JSON TextScan / UrlScan /
 * McpServerScan, or a multipart form. Malformed syntax is a 400, well-formed but invalid content a 422.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { McpServerScan, TextScan, UrlScan } from '../contract/spec.ts';
import type { ScanPlan } from '../detect/types.ts';
import { ApiError } from '../lib/errors.ts';
import { parseScanConfig } from './scan-config.ts';
import type { RawPart } from './multipart.ts';
import { firstError } from './schema-errors.ts';

export type ScanRequest =
  | { kind: 'text'; text: string; plan: ScanPlan }
  | { kind: 'url'; url: string; plan: ScanPlan }
  | { kind: 'mcp_server'; url: string; plan: ScanPlan }
  | { kind: 'documents'; text?: string; files: UploadedFile[]; plan: ScanPlan };

const SHAPES = [
  { key: 'text', check: TypeCompiler.Compile(TextScan) },
  { key: 'url', check: TypeCompiler.Compile(UrlScan) },
  { key: 'mcp_server_url', check: TypeCompiler.Compile(McpServerScan) },
] as const;

const invalidInput = (message: string) => new ApiError('invalid_input', message);
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Parses and validates a JSON body given as raw bytes. */
export function parseJsonScan(bytes: Uint8Array): ScanRequest {
  let source: string;
  try {
    source = utf8.decode(bytes);
  } catch {
    throw new ApiError('invalid_json', 'Request body is not valid UTF-8');
  }
  let body: unknown;
  try {
    body = JSON.parse(source);
  } catch (err) {
    // A RangeError here is nesting deep enough to exhaust the parser's stack: still just bad JSON to the client.
    const why = err instanceof SyntaxError ? err.message : 'nested too deeply';
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
/** Raw file upload limit (spec §8). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** An uploaded file as received: the extractors decide its real kind from the bytes. */
export interface UploadedFile {
  name: string;
  declaredType?: string;
  data: Uint8Array;
}

/** Validates the parts of a multipart form (§2.2): only text, files (repeated) and config (once). */
export function parseMultipartScan(parts: RawPart[]): ScanRequest {
  const count = (n: string) => parts.filter((p) => p.name === n).length;
  for (const p of parts) {
    if (!MULTIPART_FIELDS.has(p.name)) throw invalidInput(`multipart part '${p.name}' is not allowed (only text, files, config)`);
  }
  if (count('config') > 1) throw new ApiError('invalid_config', "multipart part 'config' must be supplied once");
  if (count('text') > 1) throw invalidInput("multipart part 'text' must be supplied at most once");
  const configPart = parts.find((p) => p.name === 'config');
  const plan = parseScanConfig(configPart ? parseConfigPart(configPart) : undefined);
  const textPart = parts.find((p) => p.name === 'text');
  const text = textPart ? checkText(decodeUtf8(textPart.data, "multipart part 'text'"), "multipart part 'text'") : undefined;
  const files = parts.filter((p) => p.name === 'files').map((p, i): UploadedFile => {
    const name = p.filename || `file-${i + 1}`;
    if (p.data.length === 0) throw invalidInput(`multipart part 'files'[${i}] (${name}) is empty`);
    if (p.data.length > MAX_FILE_BYTES) throw new ApiError('payload_too_large', `file '${name}' is over the 10 MB upload limit`);
    return { name, declaredType: p.contentType, data: p.data };
  });
  if (text === undefined && files.length === 0) throw invalidInput('multipart form needs a text part or at least one files part');
  if (files.length + (text === undefined ? 0 : 1) > 100) throw invalidInput('at most 100 documents per submission');
  return { kind: 'documents', text, files, plan };
}

/** Strict UTF-8 decoding; a 422 naming `what` on invalid bytes. */
export function decodeUtf8(bytes: Uint8Array, what: string): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw invalidInput(`${what} is not valid UTF-8`);
  }
}

function parseConfigPart(part: RawPart): unknown {
  if (part.filename !== undefined) throw new ApiError('invalid_config', "multipart part 'config' must be a JSON string, not a file");
  try {
    return JSON.parse(utf8.decode(part.data));
  } catch {
    throw new ApiError('invalid_config', "multipart part 'config' is not valid JSON");
  }
}
