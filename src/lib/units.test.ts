import { expect, test } from 'bun:test';
import { usageFor } from './units.ts';

test.each([
  [0, 1], [1, 1], [999, 1], [1000, 1], [1001, 2], [25_000, 25], [25_001, 26],
])('%i tokens → %i scan units', (tokens, units) => {
  expect(usageFor(tokens)).toEqual({ input_tokens: tokens, scan_units: units, request_units: units, unit_version: 'scan-unit-v1' });
});
