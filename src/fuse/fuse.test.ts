import { describe, expect, test } from 'bun:test';
import { sampleFinding } from '../detect/test-findings.ts';
import type { Finding } from '../detect/types.ts';
import { OffsetMap } from '../lib/offsets.ts';
import { decide, fuseCategory, worstDecision } from './fuse.ts';
import { DEFAULT_POLICY } from './policy.ts';

const text = '😀 héllo SECRET123 end';
const at = (s: string) => text.indexOf(s);
const finding = (over: Partial<Finding>): Finding => sampleFinding({
  detectorId: 'l1.dlp', ruleId: 'r1', category: 'dlp', label: 'token',
  start: at('SECRET123'), end: at('SECRET123') + 9, score: 0.9, explanation: { source: 'p0', baseScore: 0.9 }, ...over,
});
const fuse = (findings: Finding[]) =>
  fuseCategory({ category: 'dlp', findings, levels: ['L1'], durationMs: 1 }, text, new OffsetMap(text), DEFAULT_POLICY);

describe('fuseCategory', () => {
  test('an accepted detection reports its span in bytes and code points, text equal to the slice', () => {
    const r = fuse([finding({})]);
    expect(r).toMatchObject({ class_name: 'token', confidence: 0.9, accepted: true, level: 'L1', model: 'l1.dlp' });
    expect(r.final_result).toEqual({ class_name: 'token', confidence: 0.9, source: 'l1.dlp:r1' });
    // 😀 is 4 UTF-8 bytes, 1 code point, 2 UTF-16 units; é is 2 bytes.
    expect(r.evidence_spans).toEqual([{ label: 'token', text: 'SECRET123', score: 0.9, start_byte: 12, end_byte: 21, start_char: 8, end_char: 17 }]);
    expect(new TextEncoder().encode(text).slice(12, 21)).toEqual(new TextEncoder().encode('SECRET123'));
    expect([...text].slice(8, 17).join('')).toBe('SECRET123');
    expect(r.decision_evidence!.decisive_chunks![0].span).toEqual({ start: 8, end: 17 });
  });

  test('a candidate rejected by its detector is benign with accepted=false and the reason', () => {
    const r = fuse([finding({ accepted: false, score: 0.7, explanation: { source: 'p0', baseScore: 0.7, rejectedBecause: 'luhn checksum failed' } })]);
    expect(r).toMatchObject({ class_name: 'token', accepted: false, evidence_spans: [] });
    expect(r.final_result!.class_name).toBe('benign');
    expect(r.decision_evidence!.stage).toBe('rejected: luhn checksum failed');
  });

  test('an accepted candidate below the review threshold is reported as rejected for its score', () => {
    const r = fuse([finding({ score: 0.3 })]);
    expect(r.accepted).toBe(false);
    expect(r.decision_evidence!.stage).toMatch(/below review threshold 0.5/);
    expect(r.final_result).toEqual({ class_name: 'benign', confidence: 0.7, source: 'fusion' });
  });

  test('no findings is benign with full confidence', () => {
    expect(fuse([])).toMatchObject({ class_name: 'benign', confidence: 1, accepted: true, evidence_spans: [] });
  });

  test('the strongest hit decides; spans are listed in text order', () => {
    const r = fuse([finding({ start: 0, end: 2, score: 0.6, label: 'weak' }), finding({ score: 0.95, label: 'strong' })]);
    expect(r.class_name).toBe('strong');
    expect(r.evidence_spans.map((s) => s.label)).toEqual(['weak', 'strong']);
  });
});

describe('decide', () => {
  const hit = (confidence: number) => ({ evidence_spans: [], accepted: true, confidence, final_result: { class_name: 'x', confidence, source: 's' } });
  const benign = { evidence_spans: [], accepted: true, confidence: 1, final_result: { class_name: 'benign', confidence: 1, source: 'fusion' } };

  test.each([
    [{ injection: hit(0.9) }, 'block', 'attack'],
    [{ injection: hit(0.6) }, 'review', 'review'],
    [{ pii: hit(0.99) }, 'review', 'review'],
    [{ dlp: benign, injection: benign }, 'allow', 'benign'],
    [{ pii: hit(0.99), threat: hit(0.85) }, 'block', 'attack'],
  ])('%j → %s / %s', (results, decision, safety) => {
    expect(decide(results as never, DEFAULT_POLICY)).toEqual({ decision, safety_status: safety } as never);
  });

  test('a requested category left unanalysed keeps the verdict at review', () => {
    expect(decide({ dlp: benign }, DEFAULT_POLICY, true)).toEqual({ decision: 'review', safety_status: 'review' });
    expect(decide({ dlp: hit(0.95) }, DEFAULT_POLICY, true).decision).toBe('block');
  });

  test('a rejected candidate does not raise the decision', () => {
    expect(decide({ dlp: { ...hit(0.9), accepted: false } }, DEFAULT_POLICY).decision).toBe('allow');
  });

  test('worstDecision', () => {
    expect(worstDecision(['allow', 'review', 'allow'])).toBe('review');
    expect(worstDecision([])).toBe('allow');
  });
});
