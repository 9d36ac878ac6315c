import { describe, expect, test } from 'bun:test';
import { startMcpTestServer, type McpTestServerOptions } from '../../../test/helpers/mcp-server.ts';
import { collectMcpMetadata, type CollectOptions } from './collect.ts';
import { cappedJson, MAX_JSON_DEPTH, normalizeTool } from './normalize.ts';
import { ByteBudget, walkList, type RawPage } from './pages.ts';

async function collectFrom(server: McpTestServerOptions, opts: Partial<CollectOptions> = {}) {
  const srv = await startMcpTestServer(server);
  try {
    const meta = await collectMcpMetadata(srv.url, { fetch, timeoutMs: 10_000, ...opts });
    return { meta, methods: srv.methods() };
  } finally {
    await srv.stop();
  }
}

const count = (methods: string[], m: string) => methods.filter((x) => x === m).length;

describe('pagination and caps against the test server', () => {
  test('follows cursors to the end: 124 tools over 3 pages of 50', async () => {
    const { meta, methods } = await collectFrom({ extraTools: 120, pageSize: 50 });
    expect(meta.tools).toHaveLength(124);
    expect(meta.tools.at(-1)!.name).toBe('filler_0119');
    expect(count(methods, 'tools/list')).toBe(3);
    expect(meta.warnings).toEqual([]);
  });

  test('maxPages stops paging and says so', async () => {
    const { meta, methods } = await collectFrom({ extraTools: 120, pageSize: 50 }, { maxPages: 2 });
    expect(meta.tools).toHaveLength(100);
    expect(count(methods, 'tools/list')).toBe(2);
    expect(meta.warnings).toContain('tools: stopped after 2 pages (maxPages); the server lists more');
    expect(meta.prompts).toHaveLength(1);
  });

  test('maxItems keeps the first items of each kind and says so', async () => {
    const { meta, methods } = await collectFrom({ extraTools: 120, pageSize: 50 }, { maxItems: 10 });
    expect(meta.tools.map((t) => t.name).slice(0, 4)).toEqual(['get_weather', 'add', 'read_file', 'search_docs']);
    expect(meta.tools).toHaveLength(10);
    expect(count(methods, 'tools/list')).toBe(1);
    expect(meta.warnings).toContain('tools: kept the first 10 items (maxItems); the server lists more');
  });

  test('maxBytes: items are kept whole until the budget, later lists are skipped with a warning', async () => {
    const { meta, methods } = await collectFrom({ extraTools: 40 }, { maxBytes: 2_000 });
    expect(meta.tools.length).toBeGreaterThan(0);
    expect(meta.tools.length).toBeLessThan(44);
    expect(JSON.stringify(meta.tools).length).toBeLessThanOrEqual(2_000);
    expect(meta.warnings.some((w) => w.startsWith('tools: metadata byte budget (2000 bytes) reached after'))).toBe(true);
    expect(meta.warnings).toContain('prompts: not listed, the metadata byte budget (2000 bytes) was reached');
    expect(methods).not.toContain('prompts/list');
  });

  test('the byte cap on responses cuts off a huge page and the lists after it', async () => {
    const { meta } = await collectFrom({ bulkyChars: 400_000 }, { maxBytes: 50_000 });
    expect(meta.tools).toEqual([]);
    expect(meta.warnings).toContain('tools: listing stopped, the byte cap on responses was reached');
    expect(meta.warnings).toContain('prompts: not listed, the byte cap on responses was reached');
    expect(meta.serverInfo?.name).toBe('scanward-test-mcp');
  });

  test('a page the SDK rejects as malformed ends that list with a warning; other lists go on', async () => {
    const { meta } = await collectFrom({ malformed: true });
    expect(meta.tools).toEqual([]);
    expect(meta.warnings).toContain('tools: listing stopped, request failed (INVALID_RESULT)');
    expect(meta.prompts).toHaveLength(1);
  });

  test('long instructions are cut to a quarter of the budget rather than dropped', async () => {
    const srv = await startMcpTestServer();
    try {
      // The fixture's instructions are ~60 bytes: with 200 bytes a quarter is 50, so they are cut.
      const meta = await collectMcpMetadata(srv.url, { fetch, timeoutMs: 10_000, maxBytes: 200 });
      expect(meta.instructions!.length).toBeLessThan(60);
      expect(meta.warnings.some((w) => w.startsWith('instructions: cut to'))).toBe(true);
    } finally {
      await srv.stop();
    }
  });
});

describe('walkList', () => {
  const caps = { maxPages: 10, maxItems: 100 };
  const id = (x: unknown) => x as number;

  test('stops when a server repeats a cursor', async () => {
    let calls = 0;
    const loop = async (): Promise<RawPage> => ({ items: [++calls], nextCursor: 'same' });
    const out = await walkList('tools', loop, id, caps, new ByteBudget(1_000));
    expect(out.items).toEqual([1, 2]);
    expect(out.warnings).toEqual(['tools: the server repeated a pagination cursor; listing stopped']);
  });

  test('keeps what it had when a page fails, and reports the error', async () => {
    const pages = async (cursor: string | undefined): Promise<RawPage> => {
      if (cursor) throw new Error('boom');
      return { items: [1, 2], nextCursor: 'next' };
    };
    const out = await walkList('prompts', pages, id, caps, new ByteBudget(1_000));
    expect(out.items).toEqual([1, 2]);
    expect((out.error as Error).message).toBe('boom');
  });

  test('skips malformed items and counts them', async () => {
    const out = await walkList('tools', async () => ({ items: [{ name: 'ok' }, { nope: 1 }, 7] }),
      (raw) => normalizeTool(raw, { deepNodes: 0 }), caps, new ByteBudget(1_000));
    expect(out.items).toEqual([{ name: 'ok' }]);
    expect(out.warnings).toEqual(['tools: 2 malformed item(s) skipped']);
  });
});

describe('normalisation', () => {
  test('schemas nested past the depth cap are cut and counted', () => {
    let deep: Record<string, unknown> = { description: 'bottom' };
    for (let i = 0; i < MAX_JSON_DEPTH + 5; i++) deep = { properties: { x: deep } };
    const cuts = { deepNodes: 0 };
    const capped = JSON.stringify(cappedJson(deep, cuts));
    expect(capped).toContain('[nested too deep]');
    expect(capped).not.toContain('bottom');
    expect(cuts.deepNodes).toBe(1);
  });

  test('a __proto__ key stays a plain key', () => {
    const raw = JSON.parse('{"__proto__": {"polluted": "yes"}, "a": 1}');
    const out = cappedJson(raw, { deepNodes: 0 }) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['__proto__', 'a']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });

  test('drops non-model fields and non-string text', () => {
    const tool = normalizeTool({ name: 't', title: 5, description: 'd', _meta: { x: 1 }, icons: [], execution: {} }, { deepNodes: 0 });
    expect(tool).toEqual({ name: 't', description: 'd' });
  });
});
