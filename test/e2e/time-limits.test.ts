/**
 * Time budgets: a job past its soft budget completes `degraded` with what it scanned; a job past the hard
 * limit gets its worker terminated and replaced (sync → 504, async → failed, retryable), and the service
 * keeps answering. Chunks are slowed with the test-only chunk delay so the limits are reached on purpose.
 */
import { describe, expect, test } from 'bun:test';
import { pollUntilDone, startTestApp } from '../helpers/app.ts';

const manyChunks = 'Plain sentence number one. Another plain sentence follows here.\n'.repeat(600);

describe('soft scan budget', () => {
  test('a job over its budget completes degraded with a time_budget_exceeded failure', async () => {
    const t = await startTestApp({ scanBudgetMs: 100, testChunkDelayMs: 20, hardTimeoutMs: 30_000 });
    try {
      const res = await t.post({ text: manyChunks });
      expect(res.status).toBe(200);
      const job = (await res.json()).jobs[0];
      expect(job.completion).toEqual({ state: 'degraded', failures: [{ stage: 'detection', kind: 'time_budget_exceeded', retryable: true }] });
      // How many chunks fit in 100 ms depends on the machine's load; that some did not is the point.
      const p = job.progress.injection;
      expect(p.completed_chunks).toBeLessThan(p.total_chunks);
      expect(p.coverage).toBeLessThan(1);
    } finally {
      await t.close();
    }
  });
});

describe('hard time limit', () => {
  test('sync scan over the hard limit is a 504 and the next scan still works', async () => {
    const t = await startTestApp({ scanBudgetMs: 60_000, testChunkDelayMs: 100, hardTimeoutMs: 2000 });
    try {
      const res = await t.post({ text: manyChunks });
      expect(res.status).toBe(504);
      expect((await res.json()).error.code).toBe('timeout');
      const after = await t.post({ text: 'short' });
      expect(after.status).toBe(200);
    } finally {
      await t.close();
    }
  });

  test('async job over the hard limit fails with a retryable timeout', async () => {
    const t = await startTestApp({ scanBudgetMs: 60_000, testChunkDelayMs: 100, hardTimeoutMs: 2000 });
    try {
      const res = await t.post({ text: manyChunks }, { prefer: 'respond-async' });
      const job = await pollUntilDone(t, (await res.json()).jobs[0].job_id);
      expect(job.status).toBe('failed');
      expect(job.completion).toEqual({ state: 'failed', failures: [{ stage: 'detection', kind: 'timeout', retryable: true }] });
    } finally {
      await t.close();
    }
  });
});
