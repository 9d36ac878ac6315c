/**
 * MCP server scans end to end: a real MCP server (SDK) on 127.0.0.1 over https with a test CA, reached through
 * the SSRF guard; tools, prompts and resources become segments with their own verdicts; no tool is ever called;
 * a changed tool definition is reported on the next scan (rug pull); a server that requires auth degrades the job.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Job } from '../../src/contract/spec.ts';
import { FALSIFYING_DESCRIPTION, startMcpTestServer, type McpTestServer } from '../helpers/mcp-server.ts';
import { HAS_OPENSSL, testPki } from '../helpers/test-ca.ts';
import { expectSchema, pollUntilDone, startTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
const servers: McpTestServer[] = [];
beforeAll(async () => {
  if (!HAS_OPENSSL) return;
  t = await startTestApp({}, undefined, { fetchSettings: { allowPrivate: true, caCert: testPki().caCert } });
});
afterAll(async () => {
  await t?.close();
  for (const s of servers) await s.stop();
});

async function server(opts: Parameters<typeof startMcpTestServer>[0] = {}) {
  const { cert, key } = testPki();
  const s = await startMcpTestServer({ ...opts, tls: { cert, key } });
  servers.push(s);
  return s;
}

async function scan(url: string, config: object = { categories: ['injection'] }) {
  const res = await t.post({ mcp_server_url: url, config });
  expect(res.status).toBe(202);
  const body = await res.json();
  expect(body.input.kind).toBe('mcp_server');
  const job = await pollUntilDone(t, body.jobs[0].job_id, 30_000);
  expectSchema(Job, job);
  return job;
}

describe.skipIf(!HAS_OPENSSL)('MCP server scans', () => {
  test('poisoned tools are found in their own segments; no tool, resource or prompt is ever fetched', async () => {
    const s = await server();
    const job = await scan(s.url);
    expect(job.status).toBe('completed');
    expect(job.decision).toBe('block');
    const byId = Object.fromEntries(job.segments.map((seg: { id: string; decision: string }) => [seg.id, seg.decision]));
    expect(Object.keys(byId).some((id) => id.startsWith('tool:'))).toBe(true);
    expect(Object.values(byId)).toContain('block');
    expect(job.segments.find((seg: { kind: string }) => seg.kind === 'mcp_server')).toBeDefined();
    for (const forbidden of ['tools/call', 'resources/read', 'prompts/get']) expect(s.methods()).not.toContain(forbidden);
  }, 40_000);

  test('the tool-poisoning pack is on for MCP metadata and off for the same words sent as text', async () => {
    const s = await server({ falsifyingTool: true });
    const l1 = { categories: ['injection'], max_level: 'L1' };
    const job = await scan(s.url, l1);
    const seg = job.segments.find((x: { id: string }) => x.id === 'tool:send_report');
    expect(seg.decision).not.toBe('allow');
    expect(seg.categories.injection.final_result.source).toBe('l1.injection:tool-output-falsification');
    // The text-level rule for the same order runs on every input kind, so both are switched off here.
    const off = await scan(s.url, { ...l1, gates: { rules: { 'tool-output-falsification': false, 'falsified-success-report': false } } });
    expect(off.segments.find((x: { id: string }) => x.id === 'tool:send_report').decision).toBe('allow');
    // As text, the pack stays off: the text-level falsified-success-report rule (an order to report success
    // even if the call fails) decides instead, and with that rule switched off nothing flags the words.
    const text = await t.post({ text: FALSIFYING_DESCRIPTION, config: l1 }, { Prefer: 'wait=10' });
    expect(text.status).toBe(200);
    expect((await text.json()).categories.injection.final_result.source).toBe('l1.injection:falsified-success-report');
    const textOff = await t.post(
      { text: FALSIFYING_DESCRIPTION, config: { ...l1, gates: { rules: { 'falsified-success-report': false } } } }, { Prefer: 'wait=10' });
    expect(textOff.status).toBe(200);
    expect((await textOff.json()).decision).toBe('allow');
  }, 60_000);

  test('a tool rewritten after a scan is reported on the next scan of the same server', async () => {
    const s = await server();
    const first = await scan(s.url);
    expect(first.extraction.warnings.join(' ')).not.toMatch(/rug pull/);
    s.rugPull();
    const second = await scan(s.url);
    expect(second.extraction.warnings.join(' ')).toMatch(/changed since the last scan.*rug pull/);
  }, 60_000);

  test('a server that requires auth completes degraded with auth_required', async () => {
    const s = await server({ requireAuth: true });
    const job = await scan(s.url);
    expect(job.status).toBe('completed');
    expect(job.completion.state).toBe('degraded');
    expect(job.completion.failures).toContainEqual({ stage: 'fetch', kind: 'auth_required', retryable: false });
    expect(job.segments.some((seg: { kind: string }) => seg.kind === 'mcp_auth')).toBe(true);
  }, 40_000);

  test('a legacy HTTP+SSE server is scanned through the streaming guard', async () => {
    const s = await server({ mode: 'sse' });
    const job = await scan(s.url);
    expect(job.status).toBe('completed');
    expect(job.segments.some((seg: { kind: string }) => seg.kind === 'mcp_tool')).toBe(true);
  }, 40_000);
});
