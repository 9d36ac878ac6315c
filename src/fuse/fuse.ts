/**
 * Fusion: turns the findings of one category into the spec's CategoryResult, and category results into a
 * job decision and safety status. Category `confidence` is the confidence in `class_name`: for a detection
 * its score, for `benign` one minus the strongest candidate's score.
 */
import type { CategoryResultT, DecisionT, EvidenceSpanT, SafetyStatusT } from '../contract/spec.ts';
import type { Category, Finding, Level } from '../detect/types.ts';
import { OffsetMap } from '../lib/offsets.ts';
import type { Policy } from './policy.ts';

/** Evidence spans kept per category: enough to check a verdict without unbounded responses. */
export const MAX_SPANS = 100;
const MAX_DECISIVE = 10;

export interface CategoryRun {
  category: Category;
  findings: Finding[];
  levels: Level[];
  durationMs: number;
}

const byScore = (a: Finding, b: Finding) => b.score - a.score || a.start - b.start;
const sourceOf = (f: Finding) => `${f.detectorId}:${f.ruleId}`;

/** One category's result from its findings over `text` (offsets UTF-16 into it). */
export function fuseCategory(run: CategoryRun, text: string, offsets: OffsetMap, policy: Policy): CategoryResultT {
  const hits = run.findings.filter((f) => f.accepted && f.score >= policy.reviewThreshold).sort(byScore);
  const candidates = run.findings.filter((f) => !hits.includes(f)).sort(byScore);
  const level = run.levels.at(-1) ?? 'L1';
  const base = { category: run.category, level, duration_ms: round(run.durationMs) };
  if (hits.length > 0) {
    const top = hits[0];
    return {
      ...base,
      class_name: top.label,
      model: top.detectorId,
      confidence: round(top.score),
      accepted: true,
      final_result: { class_name: top.label, confidence: round(top.score), source: sourceOf(top) },
      decision_evidence: { stage: stageOf(hits), decisive_chunks: evidenceItems(hits.slice(0, MAX_DECISIVE), offsets) },
      evidence_spans: spans(hits, text, offsets),
    };
  }
  const risk = candidates[0]?.score ?? 0;
  const benign = {
    ...base,
    class_name: 'benign',
    confidence: round(1 - risk),
    final_result: { class_name: 'benign', confidence: round(1 - risk), source: 'fusion' },
    evidence_spans: [] as EvidenceSpanT[],
  };
  if (!candidates[0]) return { ...benign, accepted: true };
  const top = candidates[0];
  // A rejected risk candidate: reported so a person can see what was considered and why it was dropped.
  return {
    ...benign,
    class_name: top.label,
    model: top.detectorId,
    confidence: round(top.score),
    accepted: false,
    decision_evidence: {
      stage: `rejected: ${rejectionReason(top, policy)}`,
      decisive_chunks: evidenceItems(candidates.slice(0, MAX_DECISIVE), offsets),
    },
  };
}

function rejectionReason(f: Finding, policy: Policy): string {
  if (!f.accepted) return f.explanation.rejectedBecause ?? 'rejected by its detector';
  return `score ${round(f.score)} below review threshold ${policy.reviewThreshold}`;
}

function stageOf(hits: Finding[]): string {
  const levels = new Set(hits.map((h) => h.level));
  return levels.size > 1 ? 'union' : [...levels][0].toLowerCase();
}

/** Decisive items; `span` is in Unicode code points, like the evidence spans' start_char/end_char. */
function evidenceItems(fs: Finding[], offsets: OffsetMap) {
  const pos = offsets.convert(fs.flatMap((f) => [f.start, f.end]));
  return fs.map((f, i) => ({
    chunk_id: f.chunkId, source: sourceOf(f), class_name: f.label, confidence: round(f.score),
    span: { start: pos[2 * i][1], end: pos[2 * i + 1][1] },
  }));
}

function spans(hits: Finding[], text: string, offsets: OffsetMap): EvidenceSpanT[] {
  const kept = hits.slice(0, MAX_SPANS).sort((a, b) => a.start - b.start);
  const pos = offsets.convert(kept.flatMap((f) => [f.start, f.end]));
  return kept.map((f, i) => ({
    label: f.label,
    text: text.slice(f.start, f.end),
    score: round(f.score),
    start_byte: pos[2 * i][0],
    end_byte: pos[2 * i + 1][0],
    start_char: pos[2 * i][1],
    end_char: pos[2 * i + 1][1],
  }));
}

/**
 * The job decision and safety status from its category results. When a requested category has no result
 * (`incomplete`), the verdict is at least `review`: unanalysed content is never declared benign. Categories in
 * `dissenting` read benign although an L3 model called an attack that the cascade's combined score overruled
 * (spec §2.3: a differing decisive L3 attack chunk): inconclusive, so at least `review` too.
 */
export function decide(
  results: Record<string, CategoryResultT>, policy: Policy, incomplete = false, dissenting: string[] = [],
): { decision: DecisionT; safety_status: SafetyStatusT } {
  let decision: DecisionT = incomplete || dissenting.length > 0 ? 'review' : 'allow';
  for (const [category, r] of Object.entries(results)) {
    if (r.accepted !== true || r.final_result?.class_name === 'benign') continue;
    const conf = r.confidence ?? 0;
    if (conf >= policy.blockThreshold && !policy.reviewOnly.includes(category)) decision = 'block';
    else if (decision === 'allow') decision = 'review';
  }
  const safety_status: SafetyStatusT = decision === 'block' ? 'attack' : decision === 'review' ? 'review' : 'benign';
  return { decision, safety_status };
}

/** A category fused at L3 whose benign verdict overruled an L3 attack verdict (kept by the cascade as a dissent). */
export function overruledByL3(result: CategoryResultT, findings: Finding[]): boolean {
  return result.level === 'L3' && result.final_result?.class_name === 'benign' && findings.some((f) => f.dissent && f.level === 'L3' && f.score > 0.1);
}

const DECISION_RANK: Record<DecisionT, number> = { allow: 0, review: 1, block: 2 };

/** The worst of several decisions (a submission is as risky as its riskiest job). */
export function worstDecision(ds: DecisionT[]): DecisionT {
  return ds.reduce<DecisionT>((w, d) => (DECISION_RANK[d] > DECISION_RANK[w] ? d : w), 'allow');
}

function round(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}
