/**
 * Walks the spec's request rules (§2.1, §2.2, §4.1, §7) as a scenario table: each row is one request and
 * the status and error code it must get. Every error body must match the Error schema and carry the same
 * request id as the X-Request-ID header.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { ErrorBody } from '../../src/contract/spec.ts';
import { BASE, expectSchema, startTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ contentLimits: { anonymous: 2000, free: 2000, personal: 2000, pro: 2000, business: 2000 } });
});
afterAll(async () => { await t.close(); });

interface Row { name: string; body?: unknown; raw?: string | Uint8Array; headers?: Record<string, string>; url?: string; status: number; code?: string; match?: RegExp }

const cfg = (config: unknown) => ({ text: 'hello', config });
const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`rule-${i}`, true]));

const rows: Row[] = [
  // 400: malformed requests
  { name: 'query parameter', body: { text: 'hi' }, url: '/api/v1/scan?debug=1', status: 400, code: 'query_not_supported' },
  { name: 'malformed JSON', raw: '{"text": ', status: 400, code: 'invalid_json' },
  { name: 'body not UTF-8', raw: new Uint8Array([0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]), status: 400, code: 'invalid_json' },
  { name: 'empty body', raw: '', status: 400, code: 'malformed_request' },
  { name: 'JSON nested a million deep', raw: '['.repeat(1_000_000) + ']'.repeat(1_000_000), status: 422, code: 'invalid_input' },
  { name: 'JSON config nested deep', raw: `{"text":"a","config":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`, status: 422, code: 'invalid_config' },
  { name: 'Prefer wait malformed', body: { text: 'hi' }, headers: { prefer: 'wait=soon' }, status: 400, code: 'invalid_header' },
  { name: 'Idempotency-Key empty', body: { text: 'hi' }, headers: { 'idempotency-key': '' }, status: 400, code: 'invalid_header' },
  { name: 'Idempotency-Key with space', body: { text: 'hi' }, headers: { 'idempotency-key': 'a b' }, status: 400, code: 'invalid_header' },
  { name: 'Idempotency-Key too long', body: { text: 'hi' }, headers: { 'idempotency-key': 'k'.repeat(129) }, status: 400, code: 'invalid_header' },
  { name: 'X-Service-Client other than cli', body: { text: 'hi' }, headers: { 'x-service-client': 'web' }, status: 400, code: 'invalid_header' },
  // 415
  { name: 'text/plain', raw: 'hello', headers: { 'content-type': 'text/plain' }, status: 415, code: 'unsupported_media_type' },
  { name: 'xml', raw: '<a/>', headers: { 'content-type': 'application/xml' }, status: 415, code: 'unsupported_media_type' },
  { name: 'missing Content-Type', raw: '{"text":"hi"}', headers: { 'content-type': '' }, status: 415, code: 'unsupported_media_type' },
  // 422: body shape
  { name: 'array body', body: [1], status: 422, code: 'invalid_input' },
  { name: 'null body', raw: 'null', status: 422, code: 'invalid_input' },
  { name: 'no input field', body: { config: {} }, status: 422, code: 'invalid_input', match: /exactly one of/ },
  { name: 'two input fields', body: { text: 'a', url: 'https://example.com' }, status: 422, code: 'invalid_input', match: /exactly one of/ },
  { name: 'unknown top-level field', body: { text: 'a', extra: 1 }, status: 422, code: 'invalid_input', match: /extra: unknown field/ },
  { name: 'empty text', body: { text: '' }, status: 422, code: 'invalid_input' },
  { name: 'whitespace-only text', body: { text: ' \n\t\u00a0 ' }, status: 422, code: 'invalid_input', match: /whitespace/ },
  { name: 'text not a string', body: { text: 42 }, status: 422, code: 'invalid_input' },
  { name: 'lone surrogate', raw: '{"text":"a\\ud800b"}', status: 422, code: 'invalid_input', match: /UTF-8/ },
  { name: 'url not https', body: { url: 'http://example.com' }, status: 422, code: 'invalid_input', match: /https/ },
  { name: 'url not a URI', body: { url: 'not a url' }, status: 422, code: 'invalid_input' },
  { name: 'mcp url not https', body: { mcp_server_url: 'ftp://example.com/mcp' }, status: 422, code: 'invalid_input' },
  // 422: ScanConfig
  { name: 'config not an object', body: cfg('all'), status: 422, code: 'invalid_config' },
  { name: 'config unknown field', body: cfg({ level: 'L1' }), status: 422, code: 'invalid_config', match: /config.level: unknown field/ },
  { name: 'categories empty', body: cfg({ categories: [] }), status: 422, code: 'invalid_config' },
  { name: 'categories unknown', body: cfg({ categories: ['malware'] }), status: 422, code: 'invalid_config', match: /unknown category 'malware'/ },
  { name: 'categories duplicate after lower-casing', body: cfg({ categories: ['DLP', 'dlp'] }), status: 422, code: 'invalid_config', match: /duplicate/ },
  { name: 'categories five items', body: cfg({ categories: ['dlp', 'pii', 'threat', 'injection', 'dlp'] }), status: 422, code: 'invalid_config' },
  { name: 'categories not strings', body: cfg({ categories: [1] }), status: 422, code: 'invalid_config' },
  { name: 'max_level unknown', body: cfg({ max_level: 'L4' }), status: 422, code: 'invalid_config' },
  { name: 'threat with L1', body: cfg({ categories: ['threat'], max_level: 'L1' }), status: 422, code: 'invalid_config', match: /threat/ },
  { name: 'threat with l2 disabled', body: cfg({ categories: ['threat'], gates: { l2: false } }), status: 422, code: 'invalid_config' },
  { name: 'all four with L2', body: cfg({ categories: ['dlp', 'pii', 'threat', 'injection'], max_level: 'L2' }), status: 422, code: 'invalid_config' },
  { name: 'all four with gates only', body: cfg({ categories: ['dlp', 'pii', 'threat', 'injection'], gates: { l1: true } }), status: 422, code: 'invalid_config' },
  { name: 'gates unknown field', body: cfg({ gates: { l4: true } }), status: 422, code: 'invalid_config' },
  { name: 'gate not boolean', body: cfg({ gates: { l1: 'true' } }), status: 422, code: 'invalid_config' },
  { name: 'rules value a number', body: cfg({ gates: { rules: { 'aws-key': 1 } } }), status: 422, code: 'invalid_config', match: /boolean/ },
  { name: 'rules value a string', body: cfg({ gates: { rules: { 'aws-key': 'false' } } }), status: 422, code: 'invalid_config' },
  { name: 'rules key __proto__', raw: '{"text":"a","config":{"gates":{"rules":{"__proto__":true}}}}', status: 422, code: 'invalid_config', match: /reserved/ },
  { name: 'models key constructor', body: cfg({ gates: { models: { constructor: false } } }), status: 422, code: 'invalid_config', match: /reserved/ },
  { name: 'models key prototype', body: cfg({ gates: { models: { prototype: false } } }), status: 422, code: 'invalid_config' },
  { name: 'rules key too long', body: cfg({ gates: { rules: { ['r'.repeat(129)]: true } } }), status: 422, code: 'invalid_config' },
  { name: 'rules key bad character', body: cfg({ gates: { rules: { 'bad id!': true } } }), status: 422, code: 'invalid_config' },
  { name: 'rules empty key', body: cfg({ gates: { rules: { '': true } } }), status: 422, code: 'invalid_config' },
  { name: 'rules 513 entries', body: cfg({ gates: { rules: many(513) } }), status: 422, code: 'invalid_config', match: /512/ },
  // 413: content over the limit (2000 bytes in this suite)
  { name: 'content over limit', body: { text: 'é'.repeat(1001) }, status: 413, code: 'payload_too_large' },
  // accepted configurations
  { name: 'categories normalised', body: cfg({ categories: ['INJECTION', 'Dlp'] }), status: 200 },
  { name: 'all four with L3', body: cfg({ categories: ['dlp', 'pii', 'threat', 'injection'], max_level: 'L3' }), status: 200 },
  { name: 'all four, level and gates unset', body: cfg({ categories: ['dlp', 'pii', 'threat', 'injection'] }), status: 200 },
  { name: 'threat with L2', body: cfg({ categories: ['threat'], max_level: 'L2' }), status: 200 },
  { name: 'unknown rule and model ids accepted', body: cfg({ gates: { rules: { 'no.such:rule/x': false }, models: { 'm-1': true } } }), status: 200 },
  { name: '512 rule entries accepted', body: cfg({ gates: { rules: many(512) } }), status: 200 },
  { name: 'content at the limit', body: { text: 'é'.repeat(1000) }, status: 200 },
  { name: 'charset parameter on JSON', body: { text: 'hi' }, headers: { 'content-type': 'application/json; charset=utf-8' }, status: 200 },
  { name: 'X-Service-Client cli', body: { text: 'hi' }, headers: { 'x-service-client': 'cli' }, status: 200 },
  { name: 'unknown Prefer ignored', body: { text: 'hi' }, headers: { prefer: 'return=minimal' }, status: 200 },
];

describe('POST /api/v1/scan request rules', () => {
  test.each(rows.map((r) => [r.name, r] as const))('%s', async (_name, row) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...row.headers };
    if (headers['content-type'] === '') delete headers['content-type'];
    const res = await t.app.handle(new Request(`${BASE}${row.url ?? '/api/v1/scan'}`, {
      method: 'POST', headers, body: row.raw ?? JSON.stringify(row.body),
    }));
    const body = await res.json();
    expect({ status: res.status, code: body.error?.code }).toEqual({ status: row.status, code: row.code });
    expect(res.headers.get('x-request-id')).toBeTruthy();
    if (row.status >= 400) {
      expectSchema(ErrorBody, body);
      expect(body.error.request_id).toBe(res.headers.get('x-request-id')!);
      if (row.match) expect(body.error.message).toMatch(row.match);
    }
  });
});

describe('other methods and paths', () => {
  test('PUT on the scan path is 405 with Allow', async () => {
    const res = await t.app.handle(new Request(`${BASE}/api/v1/scan`, { method: 'PUT' }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expectSchema(ErrorBody, await res.json());
  });

  test('unknown path is 404 with an Error body', async () => {
    const res = await t.get('/api/v2/scan');
    expect(res.status).toBe(404);
    expectSchema(ErrorBody, await res.json());
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});
