/**
 * The served OpenAPI document describes the server: contract response schemas with plain integers, the documented
 * request schemas, the job_id pattern, bearer security, and the X-Request-ID / Retry-After headers. The docs page
 * loads nothing from the network.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DocumentedScanJsonBody } from '../../src/contract/request-docs.ts';
import { CompletedSubmission, Job } from '../../src/contract/spec.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

type Node = Record<string, unknown>;
let t: TestApp;
let doc: Node & { paths: Record<string, Record<string, Node & { responses: Record<string, Node> }>> };
beforeAll(async () => {
  t = await startTestApp();
  doc = await (await t.get('/openapi/json')).json();
});
afterAll(async () => { await t.close(); });

const plain = (v: unknown) => JSON.parse(JSON.stringify(v));
const post = () => doc.paths['/api/v1/scan'].post;
const get = () => doc.paths['/api/v1/scan/{job_id}'].get;

/** Every schema object in the document with the property path that leads to it. */
function* walk(node: unknown, path: string[] = []): Generator<[string[], Node]> {
  if (node === null || typeof node !== 'object') return;
  if (!Array.isArray(node)) yield [path, node as Node];
  for (const [k, v] of Object.entries(node)) yield* walk(v, [...path, k]);
}

test('the document has exactly the two operations, with the contract schemas', () => {
  expect((doc.info as Node).version).toBe('1.2.0');
  expect(Object.keys(doc.paths).sort()).toEqual(['/api/v1/scan', '/api/v1/scan/{job_id}']);
  expect(Object.keys(doc.paths['/api/v1/scan'])).toEqual(['post']);
  expect(Object.keys(doc.paths['/api/v1/scan/{job_id}'])).toEqual(['get']);
  expect(post().operationId).toBe('createScan');
  expect(get().operationId).toBe('getScan');
  expect(Object.keys(post().responses).sort()).toEqual(['200', '202', '400', '401', '403', '409', '413', '415', '422', '429', '500', '503', '504']);
  expect(Object.keys(get().responses).sort()).toEqual(['200', '400', '401', '403', '404', '429', '500', '503', '504']);
  const content = (r: Node) => (r.content as Record<string, { schema: unknown }>)['application/json'].schema as Node;
  expect(plain((post().requestBody as Node & { content: Record<string, { schema: unknown }> }).content['application/json'].schema)).toEqual(plain(DocumentedScanJsonBody));
  expect((content(post().responses['200']).properties as Node).jobs).toEqual(plain(CompletedSubmission.properties.jobs));
  expect(content(get().responses['200'])).toEqual(plain(Job));
});

describe('integers', () => {
  test('no schema offers a string alternative to an integer', () => {
    for (const [path, node] of walk(doc)) {
      if (node.format === 'integer' || node.format === 'numeric') throw new Error(`string-encoded number at ${path.join('.')}`);
      for (const key of ['anyOf', 'oneOf'] as const) {
        const alts = node[key] as Node[] | undefined;
        if (alts?.some((a) => a.type === 'integer' || a.type === 'number') && alts.some((a) => a.type === 'string')) {
          throw new Error(`number or string at ${path.join('.')}`);
        }
      }
    }
  });

  test('each integer field of the spec is a plain integer with its minimum', () => {
    const found = new Map<string, Node>();
    for (const [path, node] of walk(doc.paths)) {
      const name = path.at(-1)!;
      if (path.at(-2) === 'properties') found.set(name, node);
    }
    const mins: Record<string, number> = {
      input_tokens: 0, scan_units: 1, request_units: 1, documents_total: 1, documents_scanned: 1, pages_total: 1,
      pages_scanned: 1, graphemes: 0, start_byte: 0, end_byte: 0, start_char: 0, end_char: 0, chunk_id: 0, start: 0,
      end: 0, completed_chunks: 0, total_chunks: 0, inferred_chunks: 0, propagated_chunks: 0, cache_hits: 0,
      retry_after: 0, reset_at: 0,
    };
    for (const [name, minimum] of Object.entries(mins)) {
      expect({ name, ...found.get(name) }).toMatchObject({ name, type: 'integer' });
      // input_tokens is >= 0 in usage and >= 1 in coverage: every occurrence is checked below.
      if (name !== 'input_tokens') expect(found.get(name)!.minimum).toBe(minimum);
    }
    for (const [path, node] of walk(doc.paths)) {
      if (path.at(-1) === 'input_tokens' && path.at(-2) === 'properties') {
        expect(node).toMatchObject({ type: 'integer', minimum: path.includes('coverage') ? 1 : 0 });
      }
    }
  });
});

test('job_id: pattern on the path parameter and on job ids in bodies', () => {
  const params = get().parameters as Node[];
  expect(params).toHaveLength(1);
  expect(params[0]).toMatchObject({ in: 'path', name: 'job_id', required: true, schema: { type: 'string', pattern: '^job_[0-9a-f]{32}$' } });
  let bodies = 0;
  for (const [path, node] of walk(doc.paths)) {
    if (path.at(-1) === 'job_id' && path.at(-2) === 'properties') {
      expect(node.pattern).toBe('^job_[0-9a-f]{32}$');
      bodies++;
    }
  }
  expect(bodies).toBeGreaterThanOrEqual(3);
});

test('a malformed job id is still a 400', async () => {
  const res = await t.get('/api/v1/scan/job_123');
  expect(res.status).toBe(400);
  expect((await res.json()).error.code).toBe('malformed_request');
});

test('security: bearer on both operations, anonymous also allowed (anonymous clients submit and read their own jobs), scopes in the descriptions', () => {
  expect((doc.components as Node).securitySchemes).toMatchObject({ bearer: { type: 'http', scheme: 'bearer' } });
  expect(post().security).toEqual([{ bearer: [] }, {}]);
  expect(get().security).toEqual([{ bearer: [] }, {}]);
  expect(post().description).toContain('scan:write');
  expect(get().description).toContain('scan:read');
});

test('headers: X-Request-ID on every status but 409, Retry-After (integer) on 429 and 409', () => {
  for (const op of [post(), get()]) {
    for (const [status, response] of Object.entries(op.responses)) {
      const headers = (response.headers ?? {}) as Record<string, Node>;
      if (status === '409') expect(headers['X-Request-ID']).toBeUndefined();
      else expect(headers['X-Request-ID']).toMatchObject({ schema: { type: 'string' } });
      if (status === '409' || status === '429') expect(headers['Retry-After']).toMatchObject({ schema: { type: 'integer' } });
    }
  }
});

describe('request schema (§2.1)', () => {
  const config = () => {
    const json = (post().requestBody as { content: Record<string, { schema: { anyOf: Node[] } }> }).content['application/json'].schema;
    return (json.anyOf[0].properties as Record<string, Node>).config;
  };
  test('categories: the four names in any case, unique, 1 to 4', () => {
    const categories = (config().properties as Record<string, Node>).categories;
    expect(categories).toMatchObject({ minItems: 1, maxItems: 4, uniqueItems: true });
    const pattern = new RegExp((categories.items as Node).pattern as string);
    for (const ok of ['injection', 'DLP', 'Pii', 'threat']) expect(pattern.test(ok)).toBe(true);
    for (const bad of ['malware', 'dlp ', '']) expect(pattern.test(bad)).toBe(false);
  });
  test('gates.rules and gates.models: key names, boolean values, at most 512', () => {
    const gates = (config().properties as Record<string, Node>).gates;
    for (const name of ['rules', 'models']) {
      const map = (gates.properties as Record<string, Node>)[name];
      expect(map).toMatchObject({
        type: 'object', additionalProperties: false, maxProperties: 512,
        propertyNames: { pattern: '^[A-Za-z0-9_:./-]{1,128}$', not: { enum: ['__proto__', 'constructor', 'prototype'] } },
      });
      expect(Object.values(map.patternProperties as Node)).toEqual([{ type: 'boolean' }]);
    }
  });
  test('text needs a non-whitespace character; threat + L1 is described', () => {
    const json = (post().requestBody as { content: Record<string, { schema: { anyOf: Node[] } }> }).content['application/json'].schema;
    expect((json.anyOf[0].properties as Record<string, Node>).text).toMatchObject({ minLength: 1, pattern: '\\S' });
    expect(config().description).toMatch(/threat.*L1/);
  });
});

test('the document and the docs page carry X-Request-ID too', async () => {
  for (const path of ['/openapi/json', '/openapi', '/healthz']) {
    expect((await t.get(path)).headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{24}$/);
  }
});

test('the docs page and its assets are served locally', async () => {
  const html = await (await t.get('/openapi')).text();
  const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
  expect(refs.length).toBeGreaterThan(0);
  for (const ref of refs) {
    expect(ref).toStartWith('/');
    const res = await t.get(ref);
    expect(res.status).toBe(200);
  }
});
