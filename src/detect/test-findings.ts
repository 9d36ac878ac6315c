/** A Finding for tests of what consumes findings (chunk edges, the pipeline, fusion): an accepted L1 pii hit. */
import type { Finding } from './types.ts';

export function sampleFinding(over: Partial<Finding> = {}): Finding {
  return {
    detectorId: 'l1.pii', ruleId: 'r', category: 'pii', level: 'L1', label: 'X', start: 0, end: 1, score: 1,
    accepted: true, chunkId: 0, explanation: { source: 'r', baseScore: 1 }, ...over,
  };
}
