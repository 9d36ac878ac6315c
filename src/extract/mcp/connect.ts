/**
 * Connects to a remote MCP server the way the spec's backwards-compatibility section describes, with the SDK doing
 * the version negotiation: Streamable HTTP first (server/discover for 2026-07-28, falling back inside the SDK to
 * initialize + Mcp-Session-Id for 2025 revisions), then, on a 4xx, the 2024-11-05 HTTP+SSE transport.
 * The client declares no capabilities, so a server cannot ask it to sample, elicit or list roots.
 */
import { Client, SSEClientTransport, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { classifyConnectFailure } from './errors.ts';
import type { McpTransportName } from './types.ts';
import type { Deadline, WireLog } from './wire.ts';

/** The identity Scanward sends in initialize / server/discover. */
export const CLIENT_INFO = { name: 'scanward-mcp-scanner', version: '1.0.0' } as const;

/** A connected client and how it got there. */
export interface McpConnection {
  client: Client;
  transport: McpTransportName;
  close(): Promise<void>;
}

/** Either a connection, or the auth challenge that stopped every attempt. */
export type ConnectOutcome =
  | { kind: 'connected'; connection: McpConnection }
  | { kind: 'auth'; transport: McpTransportName; challenge: NonNullable<WireLog['challenge']> };

function newClient(mode: 'auto' | 'legacy', deadline: Deadline): Client {
  return new Client({ ...CLIENT_INFO }, {
    capabilities: {},
    versionNegotiation: { mode, probe: { timeoutMs: deadline.left() } },
    // We page by hand with explicit cursors; this only guards an accidental aggregate call.
    listMaxPages: 1,
  });
}

async function attempt(
  transport: StreamableHTTPClientTransport | SSEClientTransport, name: McpTransportName, mode: 'auto' | 'legacy',
  deadline: Deadline,
): Promise<McpConnection> {
  const client = newClient(mode, deadline);
  try {
    await client.connect(transport, { timeout: deadline.left(), signal: deadline.signal });
  } catch (err) {
    // A half-open SSE stream must not linger (or reconnect) while the next transport is tried.
    await transport.close().catch(() => {});
    throw err;
  }
  return {
    client,
    transport: name,
    close: async () => {
      // A 2025 session is ended politely (DELETE) so the server can free it; failures do not matter.
      if (transport instanceof StreamableHTTPClientTransport && transport.sessionId) {
        await transport.terminateSession().catch(() => {});
      }
      await client.close().catch(() => {});
    },
  };
}

/** True when the spec says to try the legacy transport: the Streamable HTTP POST got a 4xx other than an auth challenge. */
function shouldTryLegacySse(log: WireLog): boolean {
  return log.statuses.some((s) => s >= 400 && s < 500 && s !== 401 && s !== 403);
}

/** Connects with the fallback order above; throws McpCollectError when no transport works. */
export async function connectMcp(url: URL, fetchFn: typeof fetch, log: WireLog, deadline: Deadline): Promise<ConnectOutcome> {
  let firstError: unknown;
  try {
    const streamable = new StreamableHTTPClientTransport(url, {
      fetch: fetchFn,
      reconnectionOptions: { maxRetries: 0, initialReconnectionDelay: 1000, maxReconnectionDelay: 1000, reconnectionDelayGrowFactor: 1 },
    });
    return { kind: 'connected', connection: await attempt(streamable, 'streamable-http', 'auto', deadline) };
  } catch (err) {
    firstError = err;
  }
  if (log.challenge) return { kind: 'auth', transport: 'streamable-http', challenge: log.challenge };
  if (deadline.expired || !shouldTryLegacySse(log)) throw classifyConnectFailure(firstError, log, deadline.expired);
  try {
    // 2024-11-05 servers predate server/discover: skip the probe and run the plain initialize handshake.
    const sse = new SSEClientTransport(url, { fetch: fetchFn });
    return { kind: 'connected', connection: await attempt(sse, 'http+sse', 'legacy', deadline) };
  } catch (err) {
    if (log.challenge) return { kind: 'auth', transport: 'http+sse', challenge: log.challenge };
    throw classifyConnectFailure(err, log, deadline.expired);
  }
}
