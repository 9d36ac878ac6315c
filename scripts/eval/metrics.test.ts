import { describe, expect, test } from 'bun:test';
import { sample } from './data.ts';
import { countBy, rates, tally, throughput, type Outcome } from './metrics.ts';

const rows = (n: number, positive: boolean, flagged: boolean): Outcome[] => Array.from({ length: n }, () => ({ positive, flagged }));

describe('eval metrics', () => {
  test('tally sorts each outcome into the confusion matrix', () => {
    const c = tally([...rows(8, true, true), ...rows(2, true, false), ...rows(3, false, true), ...rows(87, false, false)]);
    expect(c).toEqual({ tp: 8, fn: 2, fp: 3, tn: 87 });
  });

  test('precision, recall, F1 and FPR from known counts', () => {
    const r = rates({ tp: 8, fn: 2, fp: 3, tn: 87 });
    expect(r.precision).toBeCloseTo(8 / 11, 10);
    expect(r.recall).toBeCloseTo(0.8, 10);
    // Harmonic mean of 8/11 and 0.8.
    expect(r.f1).toBeCloseTo((2 * (8 / 11) * 0.8) / (8 / 11 + 0.8), 10);
    expect(r.fpr).toBeCloseTo(3 / 90, 10);
  });

  test('0/0 rates are null, not 0 or 1', () => {
    expect(rates({ tp: 0, fn: 0, fp: 0, tn: 5 })).toEqual({ precision: null, recall: null, f1: null, fpr: 0 });
    expect(rates({ tp: 4, fn: 0, fp: 0, tn: 0 })).toEqual({ precision: 1, recall: 1, f1: 1, fpr: null });
  });

  test('missing every positive gives F1 0 even though precision is undefined', () => {
    expect(rates({ tp: 0, fn: 5, fp: 0, tn: 5 })).toEqual({ precision: null, recall: 0, f1: 0, fpr: 0 });
  });

  test('countBy keeps groups apart, in first-seen order', () => {
    const items = [
      { set: 'b', positive: true, flagged: true },
      { set: 'a', positive: false, flagged: true },
      { set: 'b', positive: true, flagged: false },
    ];
    const by = countBy(items, (i) => i.set);
    expect([...by.keys()]).toEqual(['b', 'a']);
    expect(by.get('b')).toEqual({ tp: 1, fn: 1, fp: 0, tn: 0 });
    expect(by.get('a')).toEqual({ tp: 0, fn: 0, fp: 1, tn: 0 });
  });

  test('throughput is rows per second, null when untimed', () => {
    expect(throughput(500, 2)).toBe(250);
    expect(throughput(10, 0)).toBeNull();
  });

  test('sample spreads a limit evenly and keeps short lists whole', () => {
    expect(sample([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 5)).toEqual([0, 2, 4, 6, 8]);
    expect(sample([1, 2], 5)).toEqual([1, 2]);
    expect(sample([1, 2, 3])).toEqual([1, 2, 3]);
  });
});
