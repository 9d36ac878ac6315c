/** A one-line description of the machine a benchmark ran on, for docs/benchmarks.md. */
import { readFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';

/** CPU model, core count, memory, Bun version. */
export function describeMachine(): string {
  let cpu = 'unknown CPU';
  try {
    cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.+)/)?.[1]?.trim() ?? cpu;
  } catch { /* not Linux */ }
  return `${cpu}, ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Bun ${Bun.version}, ${process.platform}-${process.arch}`;
}
