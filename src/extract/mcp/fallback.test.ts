import { describe, expect, test } from 'bun:test';
import { startMcpTestServer } from '../../../test/helpers/mcp-server.ts';
import { collectMcpMetadata } from './collect.ts';
import { McpCollectError, type McpFailureKind } from './errors.ts';

const FORBIDDEN = ['tools/call', 'resources/read', 'prompts/get'];

async function expectFailure(p: Promise<unknown>, kind: McpFailureKind): Promise<McpCollectError> {
  const err = await p.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(McpCollectError);
  expect((err as McpCollectError).kind).toBe(kind);
  return err as McpCollectError;
}

/** A 127.0.0.1 server answering everything with `answer` (or never, when it returns a pending promise). */
function rawServer(answer: (req: Request) => Response | Promise<Response>) {
  return Bun.serve({ hostname: '127.0.0.1', port: 0, idleTimeout: 30, fetch: answer });
}

describe('fallback to older revisions and transports', () => {
  test('2025 server (initialize + Mcp-Session-Id): the SDK probe falls back to initialize', async () => {
    const srv = await startMcpTestServer({ mode: 'sessions' });
    try {
      const meta = await collectMcpMetadata(srv.url, { fetch, timeoutMs: 10_000 });
      expect(meta.transport).toBe('streamable-http');
      expect(meta.protocolVersion).toBe('2025-03-26');
      expect(meta.era).toBe('legacy');
      expect(meta.tools).toHaveLength(4);
      expect(meta.prompts).toHaveLength(1);
      expect(meta.resourceTemplates).toHaveLength(1);
      const init = srv.messages.find((m) => m.method === 'initialize')!;
      expect(init.params.capabilities).toEqual({});
      // The session the server issued is carried on every later request.
      const listed = srv.messages.find((m) => m.method === 'tools/list')!;
      expect(listed.headers['mcp-session-id']).toBeString();
      expect(listed.headers['mcp-protocol-version']).toBe('2025-03-26');
      for (const m of FORBIDDEN) expect(srv.methods()).not.toContain(m);
    } finally {
      await srv.stop();
    }
  });

  test('2024-11-05 server (HTTP+SSE only): a 4xx on POST falls back to the legacy SSE transport', async () => {
    const srv = await startMcpTestServer({ mode: 'sse' });
    try {
      const meta = await collectMcpMetadata(srv.url, { fetch, timeoutMs: 10_000 });
      expect(meta.transport).toBe('http+sse');
      expect(meta.protocolVersion).toBe('2024-11-05');
      expect(meta.tools.map((t) => t.name)).toContain('add');
      expect(meta.prompts).toHaveLength(1);
      expect(meta.resources).toHaveLength(1);
      // Over SSE there is no discover probe: the legacy handshake runs directly, still without capabilities.
      const overSse = srv.messages.filter((m) => m.path === '/messages');
      expect(overSse.map((m) => m.method).slice(0, 2)).toEqual(['initialize', 'notifications/initialized']);
      expect(overSse[0].params.capabilities).toEqual({});
      for (const m of FORBIDDEN) expect(srv.methods()).not.toContain(m);
    } finally {
      await srv.stop();
    }
  });
});

describe('servers that cannot be scanned', () => {
  test('nothing listening: unreachable, retryable', async () => {
    const s = rawServer(() => new Response('x'));
    const url = `http://127.0.0.1:${s.port}/mcp`;
    s.stop(true);
    const err = await expectFailure(collectMcpMetadata(url, { fetch, timeoutMs: 5_000 }), 'unreachable');
    expect(err.retryable).toBe(true);
  });

  test('the guard refusing the fetch: unreachable, with the refusal as cause', async () => {
    const refusal = new Error('non_public_address');
    const guarded = (async () => { throw refusal; }) as unknown as typeof fetch;
    const err = await expectFailure(collectMcpMetadata('http://127.0.0.1:9/mcp', { fetch: guarded, timeoutMs: 5_000 }), 'unreachable');
    expect(err.cause).toBe(refusal);
  });

  test('a web page, not an MCP server: not_mcp, after trying both transports', async () => {
    let gets = 0;
    const s = rawServer((req) => {
      if (req.method === 'GET') gets++;
      return new Response('not here', { status: 404 });
    });
    try {
      await expectFailure(collectMcpMetadata(`http://127.0.0.1:${s.port}/mcp`, { fetch, timeoutMs: 5_000 }), 'not_mcp');
      expect(gets).toBe(1);
    } finally {
      s.stop(true);
    }
  });

  test('a 5xx server: server_error, no SSE fallback', async () => {
    let gets = 0;
    const s = rawServer((req) => {
      if (req.method === 'GET') gets++;
      return new Response('boom', { status: 502 });
    });
    try {
      await expectFailure(collectMcpMetadata(`http://127.0.0.1:${s.port}/mcp`, { fetch, timeoutMs: 5_000 }), 'server_error');
      expect(gets).toBe(0);
    } finally {
      s.stop(true);
    }
  });

  test('a server that never answers: timeout at the deadline', async () => {
    const s = rawServer(() => new Promise<Response>(() => {}));
    try {
      const t0 = Date.now();
      await expectFailure(collectMcpMetadata(`http://127.0.0.1:${s.port}/mcp`, { fetch, timeoutMs: 300 }), 'timeout');
      expect(Date.now() - t0).toBeLessThan(3_000);
    } finally {
      s.stop(true);
    }
  });

  test('an invalid URL: invalid_url', async () => {
    await expectFailure(collectMcpMetadata('not a url', { fetch, timeoutMs: 1_000 }), 'invalid_url');
  });
});
