// Load generator for scripts/bench.ts, run under Node: autocannon stalls under Bun at higher connection counts.
// Usage: node scripts/bench/load.mjs <json options>  → prints autocannon's result summary as one JSON line.
import autocannon from 'autocannon';

const opts = JSON.parse(process.argv[2]);
const r = await autocannon(opts);
process.stdout.write(JSON.stringify({
  rps: r.requests.average, p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99,
  errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx, total: r.requests.total,
}) + '\n');
