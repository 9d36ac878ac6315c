/**
 * Why a collection failed outright. An auth challenge is not an error (collectMcpMetadata returns `authRequired`);
 * these are for servers that could not be spoken to at all. Messages are safe to show the submitter: they never
 * repeat server-sent text.
 */
import type { WireLog } from './wire.ts';

/** Stable failure kinds; the job layer maps them to Failure.kind. */
export type McpFailureKind = 'invalid_url' | 'timeout' | 'unreachable' | 'too_large' | 'server_error' | 'not_mcp';

/** A collection that produced no metadata. `cause` holds the underlying error (e.g. the SSRF guard's refusal). */
export class McpCollectError extends Error {
  override readonly name = 'McpCollectError';
  constructor(
    readonly kind: McpFailureKind,
    message: string,
    readonly retryable: boolean,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

/** Explains a failed connection from what the wire saw, which is more reliable than the SDK's wrapped errors. */
export function classifyConnectFailure(err: unknown, log: WireLog, timedOut: boolean): McpCollectError {
  if (timedOut) return new McpCollectError('timeout', 'the MCP server did not answer before the deadline', true, err);
  if (log.overBudget) return new McpCollectError('too_large', 'the MCP server sent more bytes than the metadata budget', false, err);
  const last = log.statuses.at(-1);
  if (last === undefined) {
    return new McpCollectError('unreachable', 'the MCP server could not be reached', true, log.fetchError ?? err);
  }
  if (last >= 500) return new McpCollectError('server_error', `the MCP server answered HTTP ${last}`, true, err);
  return new McpCollectError('not_mcp', `no MCP handshake succeeded (last HTTP status ${last})`, false, err);
}
