/** Scan Unit metering (spec §1, §8): one formula for every input type. */
import type { ScanUsageT } from '../contract/spec.ts';

/** Usage for `inputTokens` billing tokens: scan_units = max(1, ceil(tokens / 1000)). */
export function usageFor(inputTokens: number): ScanUsageT {
  const units = Math.max(1, Math.ceil(inputTokens / 1000));
  return { input_tokens: inputTokens, scan_units: units, request_units: units, unit_version: 'scan-unit-v1' };
}

/**
 * Splits a submission's scan units across its jobs in proportion to their tokens (largest remainder), so the
 * parts add up to exactly the charge and a failed job can be refunded its own share.
 */
export function allocateUnits(total: number, tokens: number[]): number[] {
  const sum = tokens.reduce((a, b) => a + b, 0);
  if (tokens.length === 0) return [];
  if (sum === 0) return tokens.map((_, i) => (i === 0 ? total : 0));
  const exact = tokens.map((t) => (total * t) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) { if (left-- <= 0) break; out[i] += 1; }
  return out;
}
