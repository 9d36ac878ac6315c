/**
 * Crash safety: after kill -9 no job stays running forever (stored input resumes, the rest fail retryably),
 * and SIGTERM stops the server cleanly with running jobs finished or checkpointed for the next start.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../../src/store/db.ts';
import { JobStore, type JobRecord } from '../../src/store/job-store.ts';
import { pollUntilDone, startTestApp } from '../helpers/app.ts';
import { startServerProcess } from '../helpers/server-process.ts';

const dirs: string[] = [];
const tempDir = () => { const d = mkdtempSync(join(tmpdir(), 'scanward-rec-')); dirs.push(d); return d; };
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

// Each chunk sleeps 5 ms, so a job of a few hundred chunks runs for seconds and can be killed mid-way.
const BIG = { SCANWARD_WORKERS: '1', SCANWARD_TEST_CHUNK_DELAY_MS: '5' };
const bigText = () => 'Quarterly numbers look fine. Contact the team for details.\n'.repeat(1_500);

async function waitForRunningProgress(get: (p: string) => Promise<Response>, id: string): Promise<Record<string, any>> {
  for (let i = 0; i < 500; i++) {
    const job = await (await get(`/api/v1/scan/${id}`)).json();
    if (job.status !== 'running') return job;
    if (Object.values(job.progress as Record<string, any>).some((p) => p.completed_chunks > 0)) return job;
    await Bun.sleep(10);
  }
  throw new Error('job never showed progress');
}

/** Polls a job over HTTP until it is terminal (30 s at most). */
async function pollTerminal(get: (p: string) => Promise<Response>, id: string): Promise<Record<string, any>> {
  let job: Record<string, any> = {};
  for (let i = 0; i < 600 && job.status !== 'completed' && job.status !== 'failed'; i++) {
    job = await (await get(`/api/v1/scan/${id}`)).json();
    await Bun.sleep(50);
  }
  return job;
}

describe('restart recovery', () => {
  test('a job interrupted by kill -9 resumes from its stored input after restart', async () => {
    const dir = tempDir();
    const first = await startServerProcess(dir, BIG);
    const res = await first.post({ text: bigText() }, { prefer: 'respond-async' });
    expect(res.status).toBe(202);
    const id = (await res.json()).jobs[0].job_id;
    const seen = await waitForRunningProgress(first.get, id);
    expect(seen.status).toBe('running'); // killed mid-job, with progress visible to GET
    first.proc.kill('SIGKILL');
    await first.proc.exited;

    const second = await startServerProcess(dir, BIG);
    try {
      const job = await pollTerminal(second.get, id);
      expect(job.status).toBe('completed');
      expect(job.completion.state).toBe('complete');
    } finally {
      second.proc.kill('SIGKILL');
      await second.proc.exited;
    }
  }, 60_000);

  test('a running job without stored input is failed with a retryable failure at start', async () => {
    const dir = tempDir();
    const db = openDb(dir);
    const now = Date.now();
    const orphan: JobRecord = {
      job_id: `job_${'a'.repeat(32)}`, owner: 'test-account', source: 'text', status: 'running',
      created_at: now, updated_at: now, expires_at: now + 60_000, attempts: 1,
      input: { kind: 'text', media_types: ['text/plain'] },
      extraction: { version: 'document-v1', state: 'complete', documents_total: 1, documents_scanned: 1, warnings: [] },
      coverage: { state: 'complete', input_tokens: 1, documents_total: 1, documents_scanned: 1 },
      usage: { input_tokens: 1, scan_units: 1, request_units: 1, unit_version: 'scan-unit-v1' },
      progress: {}, categories: {},
    };
    await new JobStore(db).createAll([orphan]);
    await db.close();

    const t = await startTestApp({}, dir);
    try {
      const job = await pollUntilDone(t, orphan.job_id);
      expect(job.status).toBe('failed');
      expect(job.completion).toEqual({ state: 'failed', failures: [{ stage: 'recovery', kind: 'interrupted', retryable: true }] });
    } finally {
      await t.close();
    }
  });
});

describe('graceful shutdown', () => {
  test('SIGTERM exits cleanly and the interrupted job completes after restart', async () => {
    const dir = tempDir();
    const env = { ...BIG, SCANWARD_SHUTDOWN_GRACE_MS: '200' };
    const first = await startServerProcess(dir, env);
    const res = await first.post({ text: bigText() }, { prefer: 'respond-async' });
    const id = (await res.json()).jobs[0].job_id;
    await waitForRunningProgress(first.get, id);
    const t0 = Date.now();
    first.proc.kill('SIGTERM');
    expect(await first.proc.exited).toBe(0);
    expect(Date.now() - t0).toBeLessThan(5_000);

    const second = await startServerProcess(dir, env);
    try {
      const job = await pollTerminal(second.get, id);
      expect(job.status).toBe('completed');
    } finally {
      second.proc.kill('SIGKILL');
      await second.proc.exited;
    }
  }, 60_000);
});
