/**
 * Start time of the built executable: wall time from spawn to its "listening on" line, in a fresh empty working
 * directory and data folder per start (what a user launching the binary for the first time sees), and again
 * with the data folder kept from the previous start. Each process is stopped with SIGTERM before the next one.
 * Models load only in the worker threads on first use, so they are not part of this figure by design.
 *
 * Usage: bun scripts/bench-start.ts [--binary dist/scanward] [--runs 7]
 * Prints medians and every sample; issue 6's target is ≤ 200 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { describeMachine } from './bench/machine.ts';
import { median } from './bench/stats.ts';

const { values } = parseArgs({ options: { binary: { type: 'string', default: 'dist/scanward' }, runs: { type: 'string', default: '7' } } });
const binary = resolve(values.binary!);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
const START_TIMEOUT_MS = 15_000;

/** Milliseconds from spawn to the "listening on" line; the process is stopped and awaited afterwards. */
async function oneStart(cwd: string, dataDir: string): Promise<number> {
  const t0 = performance.now();
  const child = Bun.spawn([binary, 'serve'], {
    cwd,
    env: { ...process.env, SCANWARD_PORT: '0', SCANWARD_DATA: dataDir, SCANWARD_LOG_LEVEL: 'info' },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), START_TIMEOUT_MS);
  try {
    const reader = child.stdout.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`binary exited before listening: ${seen.slice(-400)}${await new Response(child.stderr).text()}`);
      seen += decoder.decode(value, { stream: true });
      if (seen.includes('listening on')) return performance.now() - t0;
    }
  } finally {
    clearTimeout(timer);
    child.kill('SIGTERM');
    await child.exited;
  }
}

const fresh: number[] = [];
const reused: number[] = [];
const keptDir = mkdtempSync(join(tmpdir(), 'scanward-start-kept-'));
try {
  await oneStart(keptDir, join(keptDir, 'data')); // warm the page cache with the binary itself
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'scanward-start-'));
    try {
      fresh.push(await oneStart(dir, join(dir, 'data')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    reused.push(await oneStart(keptDir, join(keptDir, 'data')));
  }
} finally {
  rmSync(keptDir, { recursive: true, force: true });
}

const ms = (x: number) => x.toFixed(0);
console.log(`Machine: ${describeMachine()}. Binary: ${values.binary}. Runs: ${runs} each, interleaved.`);
console.log(`fresh data folder: median ${ms(median(fresh))} ms (${fresh.map(ms).join(', ')})`);
console.log(`data folder kept:  median ${ms(median(reused))} ms (${reused.map(ms).join(', ')})`);
