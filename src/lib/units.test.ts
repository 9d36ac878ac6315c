import { expect, test } from 'bun:test';
import { usageFor } from './units.ts';

test.each([
  [0, 1], [1, 1], [999, 1], [1000, 1], [1001, 2], [25_000, 25], [25_001, 26],
])('%i tokens → %i scan units', (tokens, units) => {
  expect(usageFor(tokens)).toEqual({ input_tokens: tokens, scan_units: units, request_units: units, unit_version: 'scan-unit-v1' });
});

import { allocateUnits } from './units.ts';

test.each([
  [1, [100, 100, 100], [1, 0, 0]],
  [3, [1000, 1000, 1000], [1, 1, 1]],
  [5, [4000, 500, 500], [4, 1, 0]],
  [2, [0, 0], [2, 0]],
  [7, [1, 2, 3, 4], [1, 1, 2, 3]],
])('allocateUnits(%i, %j) → %j, summing to the total', (total, tokens, expected) => {
  const got = allocateUnits(total, tokens);
  expect(got).toEqual(expected);
  expect(got.reduce((a, b) => a + b, 0)).toBe(total);
});
