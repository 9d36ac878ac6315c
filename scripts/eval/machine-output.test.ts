import { expect, test } from 'bun:test';
import { machineOutputDocs } from './machine-output.ts';

test('machine output is the same on every run and covers each shape', () => {
  const a = machineOutputDocs(2);
  expect(machineOutputDocs(2)).toEqual(a);
  expect(a.length).toBe(2 * (4 + 3 + 11));
  expect(a[0].text).toMatch(/^(?:-?[0-9.e-]+\t){2}-?[0-9.e-]+\n/);
  expect(a.find((d) => d.id === 'ints-epoch_ms#1')!.text).toMatch(/^\[\{"[a-z_]+": 1[67][0-9]{11}, "status": "ok"\}/);
});
