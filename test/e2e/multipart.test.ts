/** Multipart submissions (§2.2): allowed parts, one job per document, strict UTF-8, clear 4xx naming the part. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Accepted, ErrorBody, Job } from '../../src/contract/spec.ts';
import { BASE, expectSchema, pollUntilDone, startTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

function postForm(form: FormData, headers: Record<string, string> = {}): Promise<Response> {
  return t.app.handle(new Request(`${BASE}/api/v1/scan`, { method: 'POST', body: form, headers: { authorization: `Bearer ${t.key}`, ...headers } }));
}

/** A hand-built body, for bytes FormData cannot express (invalid UTF-8). */
function postRaw(parts: Array<{ name: string; filename?: string; data: Uint8Array | string }>): Promise<Response> {
  const b = 'scanwardTestBoundary';
  const chunks: Uint8Array[] = [];
  const enc = new TextEncoder();
  for (const p of parts) {
    const fn = p.filename ? `; filename="${p.filename}"` : '';
    chunks.push(enc.encode(`--${b}\r\nContent-Disposition: form-data; name="${p.name}"${fn}\r\n\r\n`));
    chunks.push(typeof p.data === 'string' ? enc.encode(p.data) : p.data, enc.encode('\r\n'));
  }
  chunks.push(enc.encode(`--${b}--\r\n`));
  return t.app.handle(new Request(`${BASE}/api/v1/scan`, {
    method: 'POST', body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${b}`, authorization: `Bearer ${t.key}` },
  }));
}

describe('multipart accepted', () => {
  test('text part and two files → three jobs, async by default, each polled to completion', async () => {
    const form = new FormData();
    form.append('text', 'Please review the attached notes.');
    form.append('files', new File(['Meeting at 10.\n'], 'notes.txt', { type: 'text/plain' }));
    form.append('files', new File(['# Plan\n\n- ship it\n'], 'plan.md'));
    form.append('config', JSON.stringify({ categories: ['injection', 'pii'] }));
    const res = await postForm(form);
    expect(res.status).toBe(202);
    const body = await res.json();
    expectSchema(Accepted, body);
    expect(body.input).toEqual({ kind: 'documents', media_types: ['text/plain', 'text/markdown'] });
    expect(body.extraction.documents_total).toBe(3);
    expect(body.jobs.map((j: { source: string }) => j.source)).toEqual(['text', 'file:notes.txt', 'file:plan.md']);
    for (const j of body.jobs) {
      const job = await pollUntilDone(t, j.job_id);
      expectSchema(Job, job);
      expect(job.status).toBe('completed');
      expect(Object.keys(job.categories).sort()).toEqual(['injection', 'pii']);
    }
  });

  test('one document with Prefer: wait=1 → 200', async () => {
    const form = new FormData();
    form.append('files', new File(['hello'], 'a.txt'));
    const res = await postForm(form, { prefer: 'wait=1' });
    expect(res.status).toBe(200);
    expect((await res.json()).jobs[0].status).toBe('completed');
  });
});

describe('multipart refused', () => {
  const cases: Array<[string, Array<{ name: string; filename?: string; data: Uint8Array | string }>, number, string, RegExp]> = [
    ['unknown part', [{ name: 'text', data: 'hi' }, { name: 'notes', data: 'x' }], 422, 'invalid_input', /'notes' is not allowed/],
    ['config twice', [{ name: 'text', data: 'hi' }, { name: 'config', data: '{}' }, { name: 'config', data: '{}' }], 422, 'invalid_config', /once/],
    ['config not JSON', [{ name: 'text', data: 'hi' }, { name: 'config', data: '{nope' }], 422, 'invalid_config', /not valid JSON/],
    ['config invalid', [{ name: 'text', data: 'hi' }, { name: 'config', data: '{"categories":[]}' }], 422, 'invalid_config', /categories/],
    ['text twice', [{ name: 'text', data: 'a' }, { name: 'text', data: 'b' }], 422, 'invalid_input', /at most once/],
    ['empty text part', [{ name: 'text', data: '' }], 422, 'invalid_input', /empty/],
    ['whitespace text part', [{ name: 'text', data: '  \n ' }], 422, 'invalid_input', /whitespace/],
    ['text part not UTF-8', [{ name: 'text', data: new Uint8Array([0x68, 0xff, 0x69]) }], 422, 'invalid_input', /'text' is not valid UTF-8/],
    ['file not UTF-8', [{ name: 'files', filename: 'x.txt', data: new Uint8Array([0xc3, 0x28]) }], 422, 'invalid_input', /x.txt/],
    ['empty file', [{ name: 'files', filename: 'empty.txt', data: '' }], 422, 'invalid_input', /empty.txt/],
    ['no documents', [{ name: 'config', data: '{}' }], 422, 'invalid_input', /needs a text part/],
  ];
  test.each(cases)('%s', async (_n, parts, status, code, match) => {
    const res = await postRaw(parts);
    const body = await res.json();
    expect({ status: res.status, code: body.error?.code }).toEqual({ status, code });
    expectSchema(ErrorBody, body);
    expect(body.error.message).toMatch(match);
  });

  test('more than 100 documents', async () => {
    const parts = Array.from({ length: 101 }, (_, i) => ({ name: 'files', filename: `f${i}.txt`, data: 'x' }));
    const res = await postRaw(parts);
    expect(res.status).toBe(422);
  });

  test('a file over 10 MB is a 413', async () => {
    const res = await postRaw([{ name: 'files', filename: 'big.txt', data: new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61) }]);
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });

  test('multipart without a boundary is a 400', async () => {
    const res = await t.app.handle(new Request(`${BASE}/api/v1/scan`, { method: 'POST', body: 'x', headers: { 'content-type': 'multipart/form-data' } }));
    expect(res.status).toBe(400);
  });
});
