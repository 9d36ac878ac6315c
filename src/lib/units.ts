/** Scan Unit metering (spec §1, §8): one formula for every input type. */
import type { ScanUsageT } from '../contract/spec.ts';

/** Usage for `inputTokens` billing tokens: scan_units = max(1, ceil(tokens / 1000)). */
export function usageFor(inputTokens: number): ScanUsageT {
  const units = Math.max(1, Math.ceil(inputTokens / 1000));
  return { input_tokens: inputTokens, scan_units: units, request_units: units, unit_version: 'scan-unit-v1' };
}
