/** The OpenAPI document is generated from the contract schemas, and the docs page loads nothing from the network. */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { CompletedSubmission, Job, ScanJsonBody } from '../../src/contract/spec.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

test('the document has exactly the two operations, with the contract schemas', async () => {
  const doc = await (await t.get('/openapi/json')).json();
  expect(doc.info.version).toBe('1.2.0');
  expect(Object.keys(doc.paths).sort()).toEqual(['/api/v1/scan', '/api/v1/scan/{job_id}']);
  const post = doc.paths['/api/v1/scan'].post;
  expect(post.operationId).toBe('createScan');
  expect(doc.paths['/api/v1/scan/{job_id}'].get.operationId).toBe('getScan');
  expect(Object.keys(post.responses).sort()).toEqual(['200', '202', '400', '401', '403', '409', '413', '415', '422', '429', '500', '503', '504']);
  expect(JSON.parse(JSON.stringify(post.requestBody.content['application/json'].schema))).toEqual(JSON.parse(JSON.stringify(ScanJsonBody)));
  expect(post.responses['200'].content['application/json'].schema.properties.jobs).toEqual(JSON.parse(JSON.stringify(CompletedSubmission.properties.jobs)));
  expect(doc.paths['/api/v1/scan/{job_id}'].get.responses['200'].content['application/json'].schema.additionalProperties).toBe(Job.additionalProperties);
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
