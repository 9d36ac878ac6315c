import { expect, test } from 'bun:test';
import { WorkerPool } from './pool.ts';
import type { WorkerInit } from './messages.ts';
import type { ScanTask } from './pipeline.ts';
import { createLogger } from '../lib/log.ts';
import { DEFAULT_POLICY } from '../fuse/policy.ts';

const scripted = new URL('../../test/helpers/scripted-worker.ts', import.meta.url);
const task = { jobId: 'j1', text: 'hello', budgetMs: 1000 } as unknown as ScanTask;

test("a ready worker gets no work until its warm-up is announced ('warm'), then gets the queued task", async () => {
  const flags = new Int32Array(new SharedArrayBuffer(8)); // [0] test says "warm now", [1] tasks the worker received
  const init = { policy: DEFAULT_POLICY, testFlags: flags.buffer } as unknown as WorkerInit;
  const pool = new WorkerPool({ size: 1, queueMax: 4, hardTimeoutMs: 10_000, init, log: createLogger('error', () => {}), workerUrl: scripted });
  try {
    await pool.start(); // resolves on 'ready'
    const run = pool.run(task);
    await Bun.sleep(150); // ample time for a wrong dispatch to reach the worker
    expect(Atomics.load(flags, 1)).toBe(0);
    Atomics.store(flags, 0, 1);
    const { outcome } = await run;
    expect(outcome as unknown).toEqual({ warmBeforeWork: true });
    expect(Atomics.load(flags, 1)).toBe(1);
  } finally {
    await pool.close();
  }
});
