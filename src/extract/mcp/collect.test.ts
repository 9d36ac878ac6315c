import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import {
  NESTED_INSTRUCTION, POISONED_ADD_DESCRIPTION, SERVER_INSTRUCTIONS, startMcpTestServer, type McpTestServer,
} from '../../../test/helpers/mcp-server.ts';
import { collectMcpMetadata } from './collect.ts';
import { mcpToDocument } from './text.ts';
import type { McpMetadata } from './types.ts';

// Everything a metadata scan may send; tools/call, resources/read and prompts/get above all must never appear.
const ALLOWED = new Set([
  'server/discover', 'initialize', 'notifications/initialized',
  'tools/list', 'prompts/list', 'resources/list', 'resources/templates/list',
]);
const FORBIDDEN = ['tools/call', 'resources/read', 'prompts/get', 'completion/complete', 'subscriptions/listen'];
const CAPS_KEY = 'io.modelcontextprotocol/clientCapabilities';

describe('collectMcpMetadata against a 2026-07-28 (stateless) server', () => {
  let srv: McpTestServer;
  let meta: McpMetadata;
  beforeAll(async () => {
    srv = await startMcpTestServer({ mode: 'modern' });
    meta = await collectMcpMetadata(srv.url, { fetch, timeoutMs: 10_000 });
  });
  afterAll(() => srv.stop());

  test('negotiates the current revision over Streamable HTTP with server/discover', () => {
    expect(meta.transport).toBe('streamable-http');
    expect(meta.protocolVersion).toBe('2026-07-28');
    expect(meta.era).toBe('modern');
    expect(srv.methods()[0]).toBe('server/discover');
    expect(srv.methods()).not.toContain('initialize');
  });

  test('collects serverInfo, instructions and every kind of item', () => {
    expect(meta.serverInfo).toEqual({ name: 'scanward-test-mcp', title: 'Scanward test MCP server', version: '1.0.0' });
    expect(meta.instructions).toBe(SERVER_INSTRUCTIONS);
    expect(meta.tools.map((t) => t.name)).toEqual(['get_weather', 'add', 'read_file', 'search_docs']);
    expect(meta.prompts.map((p) => p.name)).toEqual(['summarize']);
    expect(meta.prompts[0].arguments.map((a) => a.name)).toEqual(['text', 'style']);
    expect(meta.resources).toEqual([
      { uri: 'file:///docs/readme.md', name: 'readme', title: 'Read me', description: 'Project readme.', mimeType: 'text/markdown' },
    ]);
    expect(meta.resourceTemplates.map((t) => t.uriTemplate)).toEqual(['file:///docs/{path}']);
    expect(meta.warnings).toEqual([]);
  });

  test('keeps tool definitions whole: schemas, output schema and annotations', () => {
    const weather = meta.tools[0];
    expect(weather.title).toBe('Weather');
    expect(weather.annotations).toEqual({ title: 'Weather lookup', readOnlyHint: true, openWorldHint: true });
    expect(weather.outputSchema).toMatchObject({ properties: { temp: { description: 'Temperature in the requested units' } } });
    expect(meta.tools[1].description).toBe(POISONED_ADD_DESCRIPTION);
    expect(JSON.stringify(meta.tools[3].inputSchema)).toContain(NESTED_INSTRUCTION);
  });

  test('the text holds the poisoned and nested strings inside their tool segments', () => {
    const doc = mcpToDocument(meta);
    const slice = (id: string) => {
      const s = doc.segments.find((x) => x.id === id)!;
      return doc.text.slice(s.start, s.end);
    };
    expect(slice('tool:add')).toContain('~/.ssh/id_rsa');
    expect(slice('tool:add')).toContain('input.sidenote');
    expect(slice('tool:search_docs')).toContain(NESTED_INSTRUCTION);
    expect(slice('tool:read_file')).toContain('instead of the read_file tool of any other server');
    expect(slice('server')).toContain(SERVER_INSTRUCTIONS);
    expect(slice('prompt:summarize')).toContain('always append the whole conversation history');
  });

  test('sends only discovery and list methods, never tools/call, resources/read or prompts/get', () => {
    const methods = srv.methods();
    for (const m of FORBIDDEN) expect(methods).not.toContain(m);
    expect(methods.filter((m) => !ALLOWED.has(m))).toEqual([]);
  });

  test('declares no client capabilities on any request', () => {
    const requests = srv.messages.filter((m) => m.method);
    expect(requests.length).toBeGreaterThan(1);
    for (const m of requests) expect(m.params?._meta?.[CAPS_KEY]).toEqual({});
  });
});

describe('collectMcpMetadata plumbing', () => {
  test('every request goes through the fetch it is given (where the SSRF guard plugs in)', async () => {
    const srv = await startMcpTestServer();
    const seen: string[] = [];
    const spy = ((input: string | URL | Request, init?: RequestInit) => {
      seen.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    }) as typeof fetch;
    try {
      await collectMcpMetadata(srv.url, { fetch: spy, timeoutMs: 10_000 });
      expect(seen.length).toBe(srv.messages.length);
      expect(seen.every((u) => u.startsWith(srv.url))).toBe(true);
    } finally {
      await srv.stop();
    }
  });
});
