import { describe, expect, test } from 'bun:test';
import { startMcpTestServer, type McpTestMode } from '../../../test/helpers/mcp-server.ts';
import { resourceMetadataCandidates } from './auth.ts';
import { collectMcpMetadata } from './collect.ts';
import { mcpToDocument } from './text.ts';

describe('a server that requires auth', () => {
  for (const mode of ['modern', 'sessions', 'sse'] as McpTestMode[]) {
    test(`${mode}: returns authRequired with the challenge and the protected resource metadata`, async () => {
      const srv = await startMcpTestServer({ mode, requireAuth: true });
      try {
        const meta = await collectMcpMetadata(srv.url, { fetch, timeoutMs: 10_000 });
        const base = new URL(srv.url).origin;
        expect(meta.authRequired?.status).toBe(401);
        expect(meta.authRequired?.wwwAuthenticate).toContain('resource_metadata=');
        expect(meta.authRequired?.resourceMetadataUrl).toBe(`${base}/.well-known/oauth-protected-resource/mcp`);
        expect(meta.authRequired?.resourceMetadata).toMatchObject({
          resource: `${base}/mcp`, resource_name: 'Scanward test MCP (protected)', scopes_supported: ['mcp:read'],
        });
        expect(meta.tools).toEqual([]);
        // Nothing past the first refused request: no credentials are tried, no OAuth flow is started.
        expect(srv.methods().every((m) => m === 'server/discover')).toBe(true);
      } finally {
        await srv.stop();
      }
    });
  }

  test('the challenge and metadata form an mcp_auth segment', async () => {
    const srv = await startMcpTestServer({ requireAuth: true });
    try {
      const doc = mcpToDocument(await collectMcpMetadata(srv.url, { fetch, timeoutMs: 10_000 }));
      expect(doc.segments.map((s) => s.kind)).toEqual(['mcp_server', 'mcp_auth']);
      const auth = doc.segments[1];
      const text = doc.text.slice(auth.start, auth.end);
      expect(text).toStartWith('authorization required: HTTP 401');
      expect(text).toContain('resource metadata.resource_name: Scanward test MCP (protected)');
      expect(text).toContain('www-authenticate: Bearer error="invalid_token"');
    } finally {
      await srv.stop();
    }
  });
});

test('a legacy SSE endpoint that refuses the GET stream with a challenge is auth_required too', async () => {
  const s = Bun.serve({
    hostname: '127.0.0.1', port: 0,
    fetch: (req) => (req.method === 'POST'
      ? new Response('Method Not Allowed', { status: 405 })
      : new Response('no', { status: 401, headers: { 'www-authenticate': 'Bearer realm="legacy"' } })),
  });
  try {
    const meta = await collectMcpMetadata(`http://127.0.0.1:${s.port}/sse`, { fetch, timeoutMs: 5_000 });
    expect(meta.transport).toBe('http+sse');
    expect(meta.authRequired).toMatchObject({ status: 401, wwwAuthenticate: 'Bearer realm="legacy"' });
    expect(meta.warnings).toContain('auth: no protected resource metadata could be read');
  } finally {
    s.stop(true);
  }
});

describe('resourceMetadataCandidates', () => {
  const mcp = new URL('https://mcp.example/v1/mcp');

  test('uses the advertised URL on the same origin', () => {
    const www = 'Bearer resource_metadata="https://mcp.example/.well-known/oauth-protected-resource/v1/mcp"';
    expect(resourceMetadataCandidates(mcp, www)).toEqual({ urls: ['https://mcp.example/.well-known/oauth-protected-resource/v1/mcp'] });
  });

  test('names but does not fetch an advertised URL on another origin', () => {
    const www = 'Bearer resource_metadata="http://169.254.169.254/latest/meta-data"';
    expect(resourceMetadataCandidates(mcp, www)).toEqual({ urls: [], foreign: 'http://169.254.169.254/latest/meta-data' });
  });

  test('falls back to the well-known paths (path-aware first, then root) without a challenge URL', () => {
    expect(resourceMetadataCandidates(mcp, 'Bearer realm="x"').urls).toEqual([
      'https://mcp.example/.well-known/oauth-protected-resource/v1/mcp',
      'https://mcp.example/.well-known/oauth-protected-resource',
    ]);
    expect(resourceMetadataCandidates(new URL('https://mcp.example/'), undefined).urls).toEqual([
      'https://mcp.example/.well-known/oauth-protected-resource',
    ]);
  });
});
