/**
 * Run as its own process by time-limits.test.ts (an abort must fail that test, not the test runner): a pool of one
 * real worker scans with L2 off, so L3 scores every chunk, under hard limits short enough that the worker is
 * terminated while running the model (or, at close, while the replacement loads it). Prints
 * `survived N timed_out T waited W` (W: retirements that waited for a model call to end) and exits 0 when the
 * process lived through it.
 */
import { DEFAULT_POLICY } from '../../src/fuse/policy.ts';
import { TaskTimeoutError, WorkerPool } from '../../src/jobs/pool.ts';
import { createLogger } from '../../src/lib/log.ts';

const rounds = Number(process.argv[2] ?? 6);
const plan = { categories: ['injection' as const], maxLevel: 'L3' as const, gates: { l1: true, l2: false, l3: true, rules: {}, models: {} } };
// Every line differs, so no chunk is answered from the score cache: the model runs for seconds.
const text = Array.from({ length: 5000 }, (_, i) => `Paragraph ${i}: an ordinary note about the quarterly report.`).join('\n');
let timedOut = 0;
let survived = 0;
// Retirements that found the worker inside a model call (the pool logs each at debug level).
let waited = 0;
const log = createLogger('debug', (line) => {
  if (line.includes('waits for its native call')) waited++;
});
for (let i = 0; i < rounds; i++) {
  // Limits spread over the worker's model load (its warm-up) and its inference, fixed so a failure reproduces.
  const hardTimeoutMs = 300 + ((i * 397) % 1700);
  const pool = new WorkerPool({ size: 1, queueMax: 4, hardTimeoutMs, init: { policy: DEFAULT_POLICY, modelThreads: 1 }, log });
  await pool.start();
  try {
    await pool.run({ jobId: `kill-${i}`, text, plan, budgetMs: 60_000 });
  } catch (err) {
    if (!(err instanceof TaskTimeoutError)) throw err;
    timedOut++;
  }
  // Closing retires the replacement worker, which may be loading its models by now: a second chance to abort.
  await pool.close();
  survived++;
}
console.log(`survived ${survived} timed_out ${timedOut} waited ${waited}`);
