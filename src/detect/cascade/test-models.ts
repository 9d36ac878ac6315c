/** Fake model detectors for cascade and pipeline tests: scores come from a function of the text. */
import type { ChunkScore, ModelDetector } from '../model-types.ts';

export interface FakeModel extends ModelDetector {
  /** Texts this model actually scored (cache hits excluded). */
  calls: string[];
}

export function fakeModel(
  id: string, level: 'L2' | 'L3', scoreOf: (text: string) => number | ChunkScore,
  opts: { band?: { low: number; high: number }; failLoad?: string; throwOnScore?: boolean } = {},
): FakeModel {
  const calls: string[] = [];
  return {
    id, level, category: 'injection', kind: 'model', version: 'test-1', label: 'injection',
    band: opts.band ?? { low: 0.1, high: 0.9 },
    calls,
    async load() {
      if (opts.failLoad) throw new Error(opts.failLoad);
      return {
        async score(texts) {
          if (opts.throwOnScore) throw new Error('boom');
          return texts.map((t) => {
            calls.push(t);
            const s = scoreOf(t);
            return typeof s === 'number' ? { score: s } : s;
          });
        },
      };
    },
  };
}
