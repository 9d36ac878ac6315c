/**
 * Time budgets: a job past its soft budget completes `degraded` with what it scanned; a job past the hard
 * limit fails at once (sync → 504, async → failed, retryable) and its worker is replaced, the old one terminated
 * once it is outside a model call; the service keeps answering. Chunks are slowed with the test-only chunk delay
 * so the limits are reached on purpose.
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

describe('terminating a worker inside a model call', () => {
  // Before the native gate this aborted the process ("terminate called after throwing an instance of
  // 'Napi::Error'", exit 134) or left it unable to exit; the driver runs as its own process so either shows here.
  test('workers timed out inside a model call are retired without taking the process down', async () => {
    const rounds = 8;
    const proc = Bun.spawn([process.execPath, 'test/helpers/kill-during-inference.ts', String(rounds)], { stdout: 'pipe', stderr: 'pipe' });
    const killer = setTimeout(() => proc.kill(), 90_000);
    const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
    clearTimeout(killer);
    expect(err).not.toContain('terminate called');
    expect(code).toBe(0);
    const m = /survived (\d+) timed_out (\d+) waited (\d+)/.exec(out);
    expect(m?.[1]).toBe(String(rounds));
    // The limits are short enough that most rounds end in a terminated worker; that they do is what is tested.
    expect(Number(m?.[2])).toBeGreaterThanOrEqual(rounds / 2);
    // And at least one retirement found the worker inside a model call and waited for it to end.
    expect(Number(m?.[3])).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
