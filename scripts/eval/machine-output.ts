/**
 * Machine output as a tool hands it to a scanner: JSON arrays and tab-separated rows of floats (embeddings,
 * probabilities, metrics) and logfmt or JSON records of integers under field names (counters, offsets, epoch
 * timestamps, ids of 9 to 19 digits). None of it is personal data, yet random digits pass check digits: one
 * fraction or integer in ten passes Luhn, so these are the false alarms a checksum-only rule raises. Seeded
 * (mulberry32), so every run scans the same documents. Used by scripts/eval-unseen.ts.
 */
import { mulberry32, pick } from '../../src/lib/prng.ts';
import type { FlagDoc } from './flag-counts.ts';

/** Field names for integers: mostly ones that say what the number is, and two generic ones (id, value). */
const KEYS = ['id', 'ts', 'count', 'value', 'size', 'offset', 'seq', 'elapsed_ns', 'bytes', 'user_id', 'order', 'trace'];

/** `perShape` documents for each number shape (4 float shapes, 3 epoch shapes, integers of 9–19 digits). */
export function machineOutputDocs(perShape = 20, seed = 13): FlagDoc[] {
  const rnd = mulberry32(seed);
  const digits = (n: number) => String(1 + Math.floor(rnd() * 9)) + Array.from({ length: n - 1 }, () => Math.floor(rnd() * 10)).join('');
  // Floats printed the way JavaScript (and Python's repr) print doubles: 16-17 significant digits.
  const floats: Record<string, () => string> = {
    unit: () => String(rnd()),
    signed: () => String((rnd() - 0.5) * 2),
    scaled: () => String(rnd() * 1000),
    float32: () => String(Math.fround(rnd() * 10 - 5)),
  };
  const ints: Record<string, () => string> = {
    epoch_s: () => String(1_600_000_000 + Math.floor(rnd() * 2e8)),
    epoch_ms: () => String(1_600_000_000_000 + Math.floor(rnd() * 2e11)),
    epoch_us: () => String(1_600_000_000_000_000 + Math.floor(rnd() * 2e14)),
  };
  for (let n = 9; n <= 19; n++) ints[`int${n}`] = () => digits(n);
  const docs: FlagDoc[] = [];
  for (const [shape, gen] of Object.entries(floats)) {
    for (let d = 0; d < perShape; d++) {
      const text = d % 2
        ? `{"embedding": [${Array.from({ length: 200 }, gen).join(', ')}]}`
        : Array.from({ length: 100 }, () => `${gen()}\t${gen()}\t${gen()}`).join('\n');
      docs.push({ id: `floats-${shape}#${d}`, text });
    }
  }
  for (const [shape, gen] of Object.entries(ints)) {
    for (let d = 0; d < perShape; d++) {
      const text = d % 2
        ? `[${Array.from({ length: 40 }, () => `{"${pick(rnd, KEYS)}": ${gen()}, "status": "ok"}`).join(',\n')}]`
        : Array.from({ length: 40 }, () => `2024-05-0${1 + Math.floor(rnd() * 9)} INFO worker=${Math.floor(rnd() * 16)} ${pick(rnd, KEYS)}=${gen()} done`).join('\n');
      docs.push({ id: `ints-${shape}#${d}`, text });
    }
  }
  return docs;
}
