/**
 * Prefer semantics (§4.1), job reads (§4.2) and job lifecycle: sync results are not stored, async jobs are
 * polled to completion, wait=N returns 200 when the one job is terminal, jobs expire, a full queue is a 503.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Accepted, CompletedSubmission, ErrorBody, Job } from '../../src/contract/spec.ts';
import { expectSchema, pollUntilDone, startTestApp, type TestApp } from '../helpers/app.ts';

const JOB_ID = /^job_[0-9a-f]{32}$/;
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

describe('text without Prefer: synchronous', () => {
  test('200 CompletedSubmission, job not stored', async () => {
    const res = await t.post({ text: 'The quarterly report is attached.' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expectSchema(CompletedSubmission, body);
    expect(body.status).toBe('completed');
    expect(body.input).toEqual({ kind: 'text', media_types: ['text/plain'] });
    expect(body.extraction).toEqual({ version: 'document-v1', state: 'complete', documents_total: 1, documents_scanned: 1, warnings: [] });
    expect(body.usage).toMatchObject({ scan_units: 1, request_units: 1, unit_version: 'scan-unit-v1' });
    expect(body.usage.input_tokens).toBe(body.coverage.input_tokens);
    const job = body.jobs[0];
    expect(job.job_id).toMatch(JOB_ID);
    expect(job.status).toBe('completed');
    expect(Object.keys(job.categories).sort()).toEqual(['dlp', 'injection']);
    expect(job.completion.state).toBe('complete');
    expect((await t.get(`/api/v1/scan/${job.job_id}`)).status).toBe(404);
  });

  test('job ids are unique across requests', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++) ids.add((await (await t.post({ text: `n ${i}` })).json()).jobs[0].job_id);
    expect(ids.size).toBe(20);
  });
});

describe('Prefer: respond-async', () => {
  test('202 Accepted with a relative status_url, polled to a completed Job', async () => {
    const res = await t.post({ text: 'Please summarise this memo.', config: { categories: ['pii', 'dlp'] } }, { prefer: 'respond-async' });
    expect(res.status).toBe(202);
    const body = await res.json();
    expectSchema(Accepted, body);
    const [job] = body.jobs;
    expect(job.status_url).toBe(`/api/v1/scan/${job.job_id}`);
    const done = await pollUntilDone(t, job.job_id);
    expectSchema(Job, done);
    expect(done.status).toBe('completed');
    expect(Object.keys(done.categories).sort()).toEqual(['dlp', 'pii']);
    expect(done.progress.pii).toMatchObject({ completed_chunks: 1, total_chunks: 1, coverage: 1 });
    expect(done.usage).toEqual(body.usage);
    expect(done.completion).toEqual({ state: 'complete' });
    expect(done.timings.worker_ms).toBeGreaterThanOrEqual(0);
  });

  test('GET of a running or finished job is 200 and never exposes internal fields', async () => {
    const res = await t.post({ text: 'x '.repeat(500) }, { prefer: 'respond-async' });
    const { jobs } = await res.json();
    const first = await t.get(`/api/v1/scan/${jobs[0].job_id}`);
    expect(first.status).toBe(200);
    const body = await first.json();
    expectSchema(Job, body);
    for (const k of ['owner', 'payload', 'attempts', 'expires_at']) expect(body).not.toHaveProperty(k);
  });
});

describe('Prefer: wait', () => {
  test('wait=1 on text returns 200 when the job finishes, and the job can be read back', async () => {
    const res = await t.post({ text: 'hello there' }, { prefer: 'wait=1' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expectSchema(CompletedSubmission, body);
    const got = await t.get(`/api/v1/scan/${body.jobs[0].job_id}`);
    expect(got.status).toBe(200);
    expect((await got.json()).status).toBe('completed');
  });

  test('wait=0 returns 202 unless the job is already done', async () => {
    const res = await t.post({ text: 'hello '.repeat(3000) }, { prefer: 'wait=0' });
    expect([200, 202]).toContain(res.status);
  });
});

describe('GET /api/v1/scan/{job_id}', () => {
  test.each([
    ['malformed id', '/api/v1/scan/job_XYZ', 400, 'malformed_request'],
    ['uppercase hex', `/api/v1/scan/job_${'A'.repeat(32)}`, 400, 'malformed_request'],
    ['unknown id', `/api/v1/scan/job_${'0'.repeat(32)}`, 404, 'not_found'],
    ['query parameter', `/api/v1/scan/job_${'0'.repeat(32)}?verbose=1`, 400, 'query_not_supported'],
  ])('%s → %i', async (_n, path, status, code) => {
    const res = await t.get(path);
    expect(res.status).toBe(status);
    const body = await res.json();
    expectSchema(ErrorBody, body);
    expect(body.error.code).toBe(code);
    expect(body.error.request_id).toBe(res.headers.get('x-request-id')!);
  });
});

describe('lifecycle limits', () => {
  test('jobs expire after SCANWARD_JOB_TTL_S', async () => {
    const short = await startTestApp({ jobTtlS: 1 });
    try {
      // The TTL runs from submission: a cold worker's first scan (rule and name tables, ~1-2 s) could outlast
      // it, so a warm-up scan comes first and the timed job completes at once.
      await short.post({ text: 'warm-up' }, { prefer: 'wait=30' });
      const res = await short.post({ text: 'ephemeral' }, { prefer: 'wait=1' });
      const id = (await res.json()).jobs[0].job_id;
      expect((await short.get(`/api/v1/scan/${id}`)).status).toBe(200);
      await Bun.sleep(1100);
      expect((await short.get(`/api/v1/scan/${id}`)).status).toBe(404);
    } finally {
      await short.close();
    }
  });

  test('a full queue answers 503 queue_full and stores nothing for refused submissions', async () => {
    const small = await startTestApp({ queueMax: 2 });
    try {
      const big = { text: 'lorem ipsum dolor sit amet. '.repeat(3500) };
      const results = await Promise.all(Array.from({ length: 12 }, () => small.post(big, { prefer: 'respond-async' })));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
      expect(statuses.every((s) => s === 202 || s === 503)).toBe(true);
      for (const r of results.filter((x) => x.status === 503)) {
        const body = await r.json();
        expect(body.error.code).toBe('queue_full');
      }
      const accepted = await Promise.all(results.filter((r) => r.status === 202).map((r) => r.json()));
      for (const a of accepted) expect((await pollUntilDone(small, a.jobs[0].job_id, 30_000)).status).toBe('completed');
    } finally {
      await small.close();
    }
  });
});
