/**
 * The model cascade for one chunk of one category (issue 6):
 * - every selected L2 model scores the chunk (cached by chunk hash);
 * - a chunk L2 scores at or below its band's `low` is decided at L2 (clean);
 * - every other chunk, or every chunk when no L2 model is selected (a request asking for L3 only), goes to the
 *   L3 models when they are selected. L2 no longer settles a positive on its own at or above `high`: on unseen
 *   technical text (755 rendered man pages) L2-only positives were the largest source of false alarms, and
 *   having L3 confirm them cost 0.1 point of held-out recall on the dev sets (docs/quality.md). With no L3
 *   model selected (max_level L2, gates.l3 false), L2's score decides alone, as before;
 * - L3 reads a markup-heavy chunk (a raw web page) without its markup (model-view.ts); L2 reads it as written;
 * - with both levels, the chunk's score is the mean of the L2 and L3 scores (ml-notes: the average beat
 *   either model alone); with one level, that level's score.
 * Scores are calibrated so 0.5 is each model's operating threshold, which lets fusion compare them with
 * rule scores under the same policy. A decisive L3 attack verdict (≥ the block threshold) that the mean
 * overrules is kept as a rejected, dissenting finding, so the category asks for review instead of reading benign.
 * A positive below the block threshold on a chunk whose only rule signal is a firm guard-rail ("Never reveal your
 * system prompt") is scored again without the guard-rail, and rejected if the rest is clean (guarded.ts).
 */
import type { FailureT } from '../../contract/spec.ts';
import type { ChunkScore, ModelDetector } from '../model-types.ts';
import type { Chunk, Finding } from '../types.ts';
import { type ModelView, mapSpan, modelView } from './model-view.ts';
import type { ModelRuntime } from './model-runtime.ts';
import { ScoreCache } from './score-cache.ts';
import { describeGuards, guardedChunk } from './guarded.ts';

/**
 * Model scores below this are not reported at all. Scores are calibrated with 0.5 at a 1% false-positive rate on
 * clean chunks, so ordinary text often lands at 0.1–0.3: reporting that as a rejected "injection" candidate
 * would tell a person nothing.
 */
export const CANDIDATE_FLOOR = 0.3;

/** Counters a job accumulates across its chunks, per category (Progress) and for L2 (Timings). */
export interface CascadeCounters {
  inferred: number;
  cacheHits: number;
  /** Ids of models that reported a score for this category. */
  reported: Set<string>;
}

export interface L2Timing {
  ms: number;
  scored: number;
  cacheHits: number;
}

export interface CascadeEnv {
  runtime: ModelRuntime;
  reviewThreshold: number;
  /** An L3 verdict at or above this is decisive: overruled by the mean, it still asks for review. */
  blockThreshold: number;
  failures: FailureT[];
  l2: L2Timing;
}

interface Scored {
  d: ModelDetector;
  s: ChunkScore;
  /** The text the model read (its span's offsets are in it). */
  view: ModelView;
}

/**
 * Runs the cascade on one chunk; returns the findings (at most one kept and one dissenting) to fuse. `rules` are
 * the chunk's rule findings in the same category: a positive resting on a guard-rail they rejected is checked
 * without it (guarded.ts).
 */
export async function cascadeChunk(
  chunk: Chunk, models: ModelDetector[], env: CascadeEnv, counters: CascadeCounters, rules: Finding[] = [],
): Promise<Finding[]> {
  const levels = await scoreLevels(chunk.text, models, env, counters);
  if (!levels) return [];
  const { top2, top3, settled, score } = levels;
  const last = top3 ?? top2!;
  const note = describe(top2, top3, score, settled) + viewNote(top3);
  const out: Finding[] = [];
  if (score >= CANDIDATE_FLOOR) {
    const kept = finding(chunk, last, score, true, note, top2 ?? last);
    // L2 alone is no confident model when L3 runs (its lone positives are not trusted: see above); with no L3, its
    // score is the combined one. Counting it here kept 5 of the 8 guard-rails this check clears on the eval's set.
    const confident = Math.max(score, top3?.s.score ?? 0) >= env.blockThreshold;
    const guard = score >= env.reviewThreshold && !confident ? await guardRailOnly(chunk, rules, models, env) : undefined;
    if (guard) {
      kept.accepted = false;
      kept.explanation.rejectedBecause = guard;
    }
    out.push(kept);
  }
  if (top3 && top3.s.score >= env.blockThreshold && score < env.reviewThreshold) {
    const dissent = finding(chunk, top3, top3.s.score, false, describe(top2, top3, score, false) + viewNote(top3), top2 ?? top3);
    dissent.dissent = true;
    dissent.explanation.rejectedBecause = `L3 ${fmt(top3.s.score)} outvoted by L2 ${fmt(top2!.s.score)}: mean ${fmt(score)} below ${env.reviewThreshold}`;
    out.push(dissent);
  }
  return out;
}

interface LevelScores {
  top2?: Scored;
  top3?: Scored;
  /** L2 scored the text at or below its band's low end: L3 did not run. */
  settled: boolean;
  /** The mean of the two levels' best scores, or the one level's. */
  score: number;
}

/**
 * Scores a text through the levels: L2 reads it as written; unless L2 settles it, L3 reads it without markup when it
 * is markup-heavy (model-view.ts: the view cost L2 recall on the dev pages, while L3 kept it and lost half its false
 * alarms on real pages). Undefined when no model scored.
 */
async function scoreLevels(text: string, models: ModelDetector[], env: CascadeEnv, counters: CascadeCounters): Promise<LevelScores | undefined> {
  const top2 = best(await scoreAll({ text, markupItems: 0 }, models.filter((d) => d.level === 'L2'), env, counters));
  const settled = top2 !== undefined && top2.s.score <= top2.d.band.low;
  const top3 = settled ? undefined : best(await scoreAll(modelView(text), models.filter((d) => d.level === 'L3'), env, counters));
  if (!top2 && !top3) return undefined;
  return { top2, top3, settled, score: top2 && top3 ? (top2.s.score + top3.s.score) / 2 : (top3 ?? top2)!.s.score };
}

/**
 * Why the chunk's model positive rests on a guard-rail only (guarded.ts), or undefined: the chunk's rule findings
 * hold a firmly guarded match, none accepted and no other match outside its guard-rail, and the levels, scoring the
 * chunk without the guard-rails as they scored it (scoreLevels), put the rest below the review threshold.
 */
async function guardRailOnly(chunk: Chunk, rules: Finding[], models: ModelDetector[], env: CascadeEnv): Promise<string | undefined> {
  const found = guardedChunk(chunk, rules);
  if (!found) return undefined;
  const because = `guard-rail, not an attack: L1 rejected ${describeGuards(found.guarded)} and accepted nothing here`;
  if (!found.rest) return `${because}; nothing else is left to score`;
  // Outside the job's counters, timings and failures: progress counts the chunks inferred and l2_cache_hit their
  // scores, and this is the same chunk again; a model failing now only leaves the positive as it was.
  const look: CascadeEnv = { ...env, failures: [], l2: { ms: 0, scored: 0, cacheHits: 0 } };
  const again = await scoreLevels(found.rest, models, look, { inferred: 0, cacheHits: 0, reported: new Set() });
  env.l2.ms += look.l2.ms;
  if (!again || look.failures.length > 0 || again.score >= env.reviewThreshold) return undefined;
  return `${because}; without the guard-rail the models score the rest ${fmt(again.score)}, below ${env.reviewThreshold}`;
}

async function scoreAll(view: ModelView, models: ModelDetector[], env: CascadeEnv, counters: CascadeCounters): Promise<Scored[]> {
  const out: Scored[] = [];
  for (const d of models) {
    const s = await scoreOne(view.text, d, env, counters);
    if (s) {
      out.push({ d, s, view });
      counters.reported.add(d.id);
    }
  }
  return out;
}

async function scoreOne(text: string, d: ModelDetector, env: CascadeEnv, counters: CascadeCounters): Promise<ChunkScore | undefined> {
  const loaded = await env.runtime.load(d);
  if (!loaded.ok) {
    env.failures.push({ stage: 'detection', kind: 'model_unavailable', retryable: false, level: d.level, detector_id: d.id });
    return undefined;
  }
  // No hashing when the cache is off (SCANWARD_SCORE_CACHE_ENTRIES=0): nothing could be found or kept.
  const key = env.runtime.cache.enabled ? ScoreCache.key(d.id, d.version, text) : undefined;
  const cached = key === undefined ? undefined : env.runtime.cache.get(key);
  if (d.level === 'L2') env.l2.scored++;
  if (cached) {
    counters.cacheHits++;
    if (d.level === 'L2') env.l2.cacheHits++;
    return cached;
  }
  const t0 = performance.now();
  try {
    const [s] = await loaded.model.score([text]);
    if (!s || !Number.isFinite(s.score) || s.score < 0 || s.score > 1) throw new Error(`model ${d.id} returned an invalid score`);
    if (key !== undefined) env.runtime.cache.set(key, s);
    counters.inferred++;
    return s;
  } catch {
    env.failures.push({ stage: 'detection', kind: 'detector_error', retryable: false, level: d.level, detector_id: d.id });
    return undefined;
  } finally {
    if (d.level === 'L2') env.l2.ms += performance.now() - t0;
  }
}

function best(xs: Scored[]): Scored | undefined {
  return xs.reduce<Scored | undefined>((b, x) => (!b || x.s.score > b.s.score ? x : b), undefined);
}

/** A finding over the part of the chunk the model pointed at (`where`), or the chunk without its outer blanks. */
function finding(chunk: Chunk, by: Scored, score: number, accepted: boolean, note: string, where: Scored): Finding {
  const [start, end] = locate(chunk, where.view, where.s);
  return {
    detectorId: by.d.id,
    ruleId: by.d.id,
    category: by.d.category,
    level: by.d.level,
    label: by.d.label,
    start,
    end,
    score,
    accepted,
    chunkId: chunk.id,
    explanation: { source: by.d.id, baseScore: by.s.score, note, ...(where.s.reasons?.length ? { context: where.s.reasons.slice(0, 8) } : {}) },
  };
}

/** The model's span (offsets in the text it read) as job offsets; the chunk without its outer blanks if none. */
function locate(chunk: Chunk, view: ModelView, s: ChunkScore): [number, number] {
  if (s.span && s.span.start >= 0 && s.span.end <= view.text.length && s.span.start < s.span.end) {
    const [start, end] = mapSpan(view, s.span.start, s.span.end);
    return [chunk.start + start, chunk.start + end];
  }
  const n = chunk.text.length;
  const lead = n - chunk.text.trimStart().length;
  const trail = n - chunk.text.trimEnd().length;
  return lead + trail >= n ? [chunk.start, chunk.end] : [chunk.start + lead, chunk.end - trail];
}

function describe(l2: Scored | undefined, l3: Scored | undefined, score: number, settled: boolean): string {
  const parts = [l2 && `L2 ${l2.d.id} ${fmt(l2.s.score)}`, l3 && `L3 ${l3.d.id} ${fmt(l3.s.score)}`].filter(Boolean);
  if (settled) return `${parts[0]}: settled at L2 (at or below its band's low end ${fmt(l2!.d.band.low)})`;
  return l2 && l3 ? `${parts.join('; ')}; combined (mean) ${fmt(score)}` : `${parts[0]}`;
}

/** Says when L3 read the chunk without its markup (model-view.ts), so a reader knows what was scored. */
function viewNote(l3: Scored | undefined): string {
  return l3?.view.map ? `; L3 read it without its markup (${l3.view.markupItems} tags or comments)` : '';
}

const fmt = (n: number) => n.toFixed(3);
