/**
 * HTTP benchmark of the real path: a server process (`bun src/main.ts serve`, default config) loaded over
 * loopback by autocannon with 1 KB synchronous text scans. Writes the "sync-text" section of docs/benchmarks.md.
 *
 * Usage: bun scripts/bench.ts [--duration 15] [--connections 1,4,16]
 * Targets (issue 2): p50 ≤ 5 ms and ≥ 1,500 req/s on 2 cores. The load generator shares the machine's cores
 * with the server, as it would on a laptop; say so when quoting the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServerProcess } from '../test/helpers/server-process.ts';
import { describeMachine } from './bench/machine.ts';
import { writeSection } from './bench/results.ts';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '15' }, connections: { type: 'string', default: '1,4,16' } } });
const duration = Number(values.duration);
const connectionSets = values.connections!.split(',').map(Number);

/** ~1 KB of ordinary business text with an email address and a URL, the common case. */
const TEXT_1KB = ('Hi team, the quarterly report is attached. Revenue grew 4% and churn fell slightly. ' +
  'Please review the figures before Friday and send comments to finance@example.com. ' +
  'The meeting notes are at https://intranet.example.com/notes/q3 and the slides follow. ').repeat(4).slice(0, 1024);

interface Row { connections: number; rps: number; p50: number; p90: number; p99: number; errors: number; non2xx: number }

/** One autocannon run in a Node child process (see scripts/bench/load.mjs). */
async function run(url: string, connections: number, seconds: number): Promise<Row> {
  const opts = {
    url: `${url}/api/v1/scan`, method: 'POST', connections, duration: seconds, pipelining: 1,
    headers: { 'content-type': 'application/json', ...AUTH }, body: JSON.stringify({ text: TEXT_1KB }),
  };
  const proc = Bun.spawn(['node', join(import.meta.dir, 'bench', 'load.mjs'), JSON.stringify(opts)], { stdout: 'pipe', stderr: 'inherit' });
  const out = await new Response(proc.stdout).text();
  if ((await proc.exited) !== 0) throw new Error('load generator failed');
  return { connections, ...JSON.parse(out) };
}

/** Sequential request latency with sub-millisecond resolution (autocannon rounds to whole ms). */
async function sequentialLatency(url: string, n: number): Promise<{ p50: number; p99: number; mean: number }> {
  const body = JSON.stringify({ text: TEXT_1KB });
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/v1/scan`, { method: 'POST', headers: { 'content-type': 'application/json', ...AUTH }, body });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { p50: q(0.5), p99: q(0.99), mean: times.reduce((a, b) => a + b, 0) / n };
}

/** Runs the admin CLI against the bench's data directory and returns its stdout. */
function admin(args: string[]): string {
  const r = Bun.spawnSync([process.execPath, 'src/main.ts', ...args, '--data', dataDir], { cwd: join(import.meta.dir, '..') });
  if (r.exitCode !== 0) throw new Error(`scanward ${args.join(' ')} failed: ${r.stderr.toString()}`);
  return r.stdout.toString();
}

const dataDir = mkdtempSync(join(tmpdir(), 'scanward-bench-'));
// The real path: a keyed Business account, so authentication and the quota check-and-charge run per request;
// limits are raised so the load measures the service, not the quota refusing it.
admin(['account', 'create', 'bench', '--plan', 'business']);
const KEY = JSON.parse(admin(['key', 'create', '--account', 'bench', '--name', 'bench', '--json'])).secret as string;
const AUTH = { authorization: `Bearer ${KEY}` };
const server = await startServerProcess(dataDir, { SCANWARD_MONTHLY_UNITS_BUSINESS: '1000000000', SCANWARD_TOKEN_RATE_PER_MIN: '1000000000000' });
try {
  const probe = await server.post({ text: TEXT_1KB }, AUTH);
  if (probe.status !== 200) throw new Error(`probe scan failed: ${probe.status} ${await probe.text()}`);
  await run(server.url, 4, 3); // warm-up: JIT, worker caches
  const seq = await sequentialLatency(server.url, 3000);
  console.log(`sequential: p50 ${seq.p50.toFixed(3)} ms, p99 ${seq.p99.toFixed(3)} ms`);
  const rows: Row[] = [];
  for (const c of connectionSets) {
    const row = await run(server.url, c, duration);
    rows.push(row);
    console.log(`connections=${c}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, non-2xx ${row.non2xx}`);
  }
  writeSection('sync-text', [
    '## Sync text scan, 1 KB, over loopback',
    '',
    `Command: \`npm run bench\` (\`bun scripts/bench.ts --duration ${duration}\`). Server: \`bun src/main.ts serve\`, default config`,
    `(workers = cores, categories injection + dlp, all levels, the full bundled rule packs), requests with a Business`,
    `API key (authentication and quota check-and-charge on every request; limits raised so they do not refuse the load).`,
    `Load: autocannon ${duration} s per row, same machine.`,
    `Machine: ${describeMachine()}. Date: ${new Date().toISOString().slice(0, 10)}.`,
    '',
    `Sequential latency (one client, 3,000 requests, fetch with microsecond timing): **p50 ${seq.p50.toFixed(2)} ms**,`,
    `p99 ${seq.p99.toFixed(2)} ms, mean ${seq.mean.toFixed(2)} ms.`,
    '',
    'Throughput under concurrent load (autocannon; its latency percentiles are whole milliseconds, 0 = under 1 ms):',
    '',
    '| connections | req/s (mean) | p50 ms | p90 ms | p99 ms | errors | non-2xx |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.errors} | ${r.non2xx} |`),
    '',
    'Targets (issue 2): p50 ≤ 5 ms and ≥ 1,500 req/s on 2 cores.',
  ].join('\n'));
} finally {
  server.proc.kill('SIGTERM');
  await server.proc.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
