/**
 * Collects the bounded metadata of a remote MCP server: the handshake (serverInfo, instructions) and the four list
 * methods, page by page under page, item, byte and time caps. It never calls tools/call, resources/read or
 * prompts/get, and declares no client capabilities. Every request goes through the caller's fetch (the SSRF guard).
 */
import type { Client } from '@modelcontextprotocol/client';
import { describeAuthRequired } from './auth.ts';
import { connectMcp, type McpConnection } from './connect.ts';
import { McpCollectError } from './errors.ts';
import {
  normalizePrompt, normalizeResource, normalizeServerInfo, normalizeTemplate, normalizeTool, type CutCounter,
  MAX_JSON_DEPTH,
} from './normalize.ts';
import { ByteBudget, jsonBytes, walkList, type ListCaps, type RawPage } from './pages.ts';
import type { McpMetadata } from './types.ts';
import { Deadline, newWireLog, observedFetch, type WireLog } from './wire.ts';

/** Options of {@link collectMcpMetadata}. */
export interface CollectOptions {
  /**
   * The fetch every request goes through; production passes the SSRF-guarded one. It must hand back 4xx/5xx
   * responses rather than throw (auth challenges and the legacy fallback are read from them), allow GET, POST and
   * DELETE with the SDK's headers, and stream bodies: the 2024-11-05 HTTP+SSE transport keeps one GET open.
   */
  fetch: typeof fetch;
  /** Deadline for the whole collection, handshake included. */
  timeoutMs: number;
  /** Pages per list method. Default 10. */
  maxPages?: number;
  /** Total metadata kept, in UTF-8 bytes of JSON. Default 1 MiB. */
  maxBytes?: number;
  /** Items per kind. Default 500. */
  maxItems?: number;
}

type ListMethod = 'tools/list' | 'prompts/list' | 'resources/list' | 'resources/templates/list';
type ListField = 'tools' | 'prompts' | 'resources' | 'resourceTemplates';

interface ListSpec {
  method: ListMethod;
  field: ListField;
  capability: 'tools' | 'prompts' | 'resources';
  normalize: (raw: unknown, cuts: CutCounter) => unknown;
}

// Tools first: they are what a model acts on, so they get the byte budget before anything else.
const LISTS: ListSpec[] = [
  { method: 'tools/list', field: 'tools', capability: 'tools', normalize: normalizeTool },
  { method: 'prompts/list', field: 'prompts', capability: 'prompts', normalize: normalizePrompt },
  { method: 'resources/list', field: 'resources', capability: 'resources', normalize: normalizeResource },
  { method: 'resources/templates/list', field: 'resourceTemplates', capability: 'resources', normalize: normalizeTemplate },
];

/** Collects the server's metadata; an auth challenge yields `authRequired`, an unusable server McpCollectError. */
export async function collectMcpMetadata(url: string, opts: CollectOptions): Promise<McpMetadata> {
  const { fetch: baseFetch, timeoutMs, maxPages = 10, maxBytes = 1024 * 1024, maxItems = 500 } = opts;
  let target: URL;
  try {
    target = new URL(url);
  } catch (err) {
    throw new McpCollectError('invalid_url', 'the MCP server URL is not a valid URL', false, err);
  }
  const deadline = new Deadline(timeoutMs);
  const log = newWireLog();
  // The wire cap leaves room for what the item budget does not count: envelopes, SSE framing, dropped fields.
  const fetchFn = observedFetch(baseFetch, log, { signal: deadline.signal, maxBytes: 2 * maxBytes + 64 * 1024 });
  try {
    const outcome = await connectMcp(target, fetchFn, log, deadline);
    if (outcome.kind === 'auth') {
      const meta = emptyMetadata(outcome.transport);
      meta.authRequired = await describeAuthRequired(outcome.challenge, target, fetchFn, meta.warnings);
      return meta;
    }
    try {
      return await listEverything(outcome.connection, { maxPages, maxItems }, new ByteBudget(maxBytes), log, deadline);
    } finally {
      await outcome.connection.close();
    }
  } finally {
    deadline.dispose();
  }
}

function emptyMetadata(transport: McpMetadata['transport']): McpMetadata {
  return { transport, tools: [], prompts: [], resources: [], resourceTemplates: [], warnings: [] };
}

async function listEverything(
  conn: McpConnection, caps: ListCaps, budget: ByteBudget, log: WireLog, deadline: Deadline,
): Promise<McpMetadata> {
  const { client } = conn;
  const meta = emptyMetadata(conn.transport);
  meta.protocolVersion = client.getNegotiatedProtocolVersion();
  meta.era = client.getProtocolEra();
  addServerDescription(meta, client, budget);
  const declared = client.getServerCapabilities() ?? {};
  const cuts: CutCounter = { deepNodes: 0 };
  for (const spec of LISTS) {
    // A capability the server does not declare has nothing a spec-following client would show a model.
    if (!declared[spec.capability]) continue;
    const skip = skipReason(budget, log, deadline);
    if (skip) {
      meta.warnings.push(`${spec.field}: not listed, ${skip}`);
      continue;
    }
    const fetchPage = (cursor: string | undefined) => requestPage(client, spec, cursor, deadline);
    const out = await walkList(spec.field, fetchPage, (raw) => spec.normalize(raw, cuts), caps, budget);
    (meta[spec.field] as unknown[]) = out.items;
    meta.warnings.push(...out.warnings);
    if (out.error !== undefined) meta.warnings.push(`${spec.field}: listing stopped, ${errorReason(out.error, log, deadline)}`);
  }
  if (cuts.deepNodes > 0) meta.warnings.push(`${cuts.deepNodes} schema node(s) nested deeper than ${MAX_JSON_DEPTH} levels were cut`);
  return meta;
}

async function requestPage(client: Client, spec: ListSpec, cursor: string | undefined, deadline: Deadline): Promise<RawPage> {
  const params = cursor === undefined ? {} : { cursor };
  const res = (await client.request({ method: spec.method, params }, { timeout: deadline.left(), signal: deadline.signal })) as
    Record<string, unknown>;
  const items = res[spec.field];
  return { items: Array.isArray(items) ? items : [], nextCursor: typeof res.nextCursor === 'string' ? res.nextCursor : undefined };
}

/**
 * serverInfo and instructions count against the budget too. Instructions get at most a quarter of it, so a server
 * cannot crowd its tools out of the scan with one huge string; longer ones are cut, not dropped.
 */
function addServerDescription(meta: McpMetadata, client: Client, budget: ByteBudget): void {
  const info = normalizeServerInfo(client.getServerVersion());
  if (info && budget.take(jsonBytes(info))) meta.serverInfo = info;
  const instructions = client.getInstructions();
  if (typeof instructions !== 'string' || instructions === '') return;
  const share = Math.min(budget.left, Math.floor(budget.total / 4));
  if (jsonBytes(instructions) <= share) {
    budget.take(jsonBytes(instructions));
    meta.instructions = instructions;
    return;
  }
  // A third of the bytes in characters always fits: one UTF-16 unit is at most 3 UTF-8 bytes, escapes aside.
  const kept = instructions.slice(0, Math.floor(share / 3));
  if (budget.fits(jsonBytes(kept))) {
    budget.take(jsonBytes(kept));
    meta.instructions = kept;
  }
  meta.warnings.push(`instructions: cut to ${kept.length} of ${instructions.length} characters (metadata byte budget)`);
}

function skipReason(budget: ByteBudget, log: WireLog, deadline: Deadline): string | undefined {
  if (deadline.expired) return 'the deadline was reached';
  if (log.overBudget) return 'the byte cap on responses was reached';
  if (budget.exhausted) return `the metadata byte budget (${budget.total} bytes) was reached`;
  return undefined;
}

/** A safe reason for a failed page: never the server's own error text, which could carry instructions. */
function errorReason(err: unknown, log: WireLog, deadline: Deadline): string {
  if (deadline.expired) return 'the deadline was reached';
  if (log.overBudget) return 'the byte cap on responses was reached';
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'number' || typeof code === 'string' ? `request failed (${code})` : 'request failed';
}
