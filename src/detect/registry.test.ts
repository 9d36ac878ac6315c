import { describe, expect, test } from 'bun:test';
import { createRegistry } from './registry.ts';
import type { Detector, ScanPlan } from './types.ts';

const det = (id: string, category: Detector['category'], level: Detector['level'], kind: Detector['kind'] = 'model'): Detector =>
  kind === 'rules'
    ? { id, category, level, kind, scanChunk: () => [] }
    : { id, category, level: level as 'L2' | 'L3', kind, version: '1', label: 'x', band: { low: 0.1, high: 0.9 }, load: () => Promise.reject(new Error('unused')) };

const plan = (over: Partial<ScanPlan> = {}): ScanPlan => ({
  categories: ['injection', 'dlp'],
  maxLevel: 'L3',
  gates: { l1: true, l2: true, l3: true, rules: {}, models: {} },
  ...over,
});

describe('detector registry', () => {
  const reg = createRegistry([det('m3', 'injection', 'L3'), det('r1', 'injection', 'L1', 'rules'), det('m2', 'injection', 'L2'), det('d1', 'dlp', 'L1', 'rules')]);

  test('orders by level and groups by requested category', () => {
    const sel = reg.select(plan());
    expect(sel.get('injection')!.map((d) => d.id)).toEqual(['r1', 'm2', 'm3']);
    expect(sel.get('dlp')!.map((d) => d.id)).toEqual(['d1']);
    expect(sel.has('pii')).toBe(false);
  });

  test('max_level caps the levels', () => {
    expect(reg.select(plan({ maxLevel: 'L1' })).get('injection')!.map((d) => d.id)).toEqual(['r1']);
  });

  test('level gates and model switches disable detectors; unknown ids are ignored', () => {
    const p = plan({ gates: { l1: false, l2: true, l3: true, rules: {}, models: { m3: false, nope: false } } });
    expect(reg.select(p).get('injection')!.map((d) => d.id)).toEqual(['m2']);
  });

  test('rule engines are not switched off by a models entry of the same id', () => {
    const p = plan({ gates: { l1: true, l2: true, l3: true, rules: {}, models: { r1: false } } });
    expect(reg.select(p).get('injection')!.map((d) => d.id)).toContain('r1');
  });

  test('duplicate ids throw', () => {
    expect(() => createRegistry([det('a', 'dlp', 'L1'), det('a', 'pii', 'L1')])).toThrow(/duplicate/);
  });
});
