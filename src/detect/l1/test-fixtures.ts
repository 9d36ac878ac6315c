/** Helpers shared by the L1 tests: a minimal valid rule/pack and a DetectContext. */
import type { Chunk, DetectContext, InputKind, ScanPlan } from '../types.ts';
import type { PackSource } from './rule-types.ts';

/** A valid dlp rule that finds "tok_<12 alnum>"; override any field. */
export function sampleRule(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'test-token',
    category: 'dlp',
    level: 'L1',
    description: 'test token',
    keywords: ['tok_'],
    patterns: [{ regex: '\\btok_([A-Za-z0-9]{12})\\b' }],
    score: 0.8,
    tests: { tp: [{ text: 'x tok_Ab3dE5gH7jK9 y', match: 'tok_Ab3dE5gH7jK9' }], fp: [{ text: 'tok_short', reason: 'too short' }] },
    ...overrides,
  };
}

/** A pack source at rules/<category>/test.json holding the given rules. */
export function samplePack(rules: unknown[], file = 'rules/dlp/test.json', extra: Record<string, unknown> = {}): PackSource {
  return { file, pack: { pack: 'test', description: 'test pack', rules, ...extra } };
}

/** A DetectContext over `text` with default gates; override plan gates or deadline. */
export function contextFor(
  text: string,
  { rules = {}, deadline = Date.now() + 10_000, l1 = true, inputKind }: { rules?: Record<string, boolean>; deadline?: number; l1?: boolean; inputKind?: InputKind } = {},
): DetectContext {
  const plan: ScanPlan = { categories: ['dlp', 'pii', 'injection', 'threat'], maxLevel: 'L3', gates: { l1, l2: true, l3: true, rules, models: {} }, ...(inputKind ? { inputKind } : {}) };
  return { text, plan, deadline };
}

/** The whole text as one chunk. */
export function wholeChunk(text: string): Chunk {
  return { id: 0, start: 0, end: text.length, text };
}
