/**
 * The one scan pipeline, used by sync and async scans alike: chunk → run the selected detectors per category
 * chunk by chunk → fuse → decide. It runs inside a worker thread; progress is reported through a callback.
 */
import type { CategoryResultT, CompletionT, FailureT, ProgressT, SafetyStatusT, UrlSegmentT } from '../contract/spec.ts';
import type { DetectorRegistry } from '../detect/registry.ts';
import { cascadeChunk, type CascadeCounters, type CascadeEnv } from '../detect/cascade/cascade.ts';
import type { ModelRuntime } from '../detect/cascade/model-runtime.ts';
import type { ModelDetector } from '../detect/model-types.ts';
import type { Category, Chunk, Finding, Level, RuleDetector, ScanPlan } from '../detect/types.ts';
import type { SegmentRange } from '../extract/document.ts';
import { betterPlacedNeighbour, judgingChunk, readWindows, type RuleWindow, ruleWindows } from '../detect/chunk-edges.ts';
import { decide, fuseCategory, overruledByL3 } from '../fuse/fuse.ts';
import { fuseSegments } from '../fuse/segments.ts';
import type { Policy } from '../fuse/policy.ts';
import { chunkText } from '../lib/chunker.ts';
import { OffsetMap } from '../lib/offsets.ts';

export interface ScanTask {
  jobId: string;
  text: string;
  plan: ScanPlan;
  budgetMs: number;
  /** Extracted surfaces (page parts, MCP tools…), each reported with its own results. UTF-16 ranges of `text`. */
  segments?: SegmentRange[];
}

export interface ScanOutcome {
  categories: Record<string, CategoryResultT>;
  progress: Record<string, ProgressT>;
  detectors: Record<string, string[]>;
  completion: CompletionT;
  decision: string;
  safety_status: SafetyStatusT;
  segments?: UrlSegmentT[];
  worker_ms: number;
  /** Time spent in L2 inference (cache hits excluded); null when no L2 model scored a chunk. */
  l2_ms: number | null;
  /** Share of L2 chunk scores served from the chunk cache, 0–1; null when no L2 model scored a chunk. */
  l2_cache_hit: number | null;
}

export type ProgressSink = (progress: Record<string, ProgressT>) => void;

/** What a worker thread holds across jobs: detectors, policy, loaded models and their score cache. */
export interface ScanEnv {
  registry: DetectorRegistry;
  policy: Policy;
  runtime: ModelRuntime;
}

export interface RunOptions {
  onProgress?: ProgressSink;
  /** Test-only fault injection: sleep per chunk. */
  chunkDelayMs?: number;
}

/** Progress is sent at most this often, so a large job doesn't flood the store with writes. */
const PROGRESS_INTERVAL_MS = 100;

/**
 * Chunks whose rule windows the L1 detectors scan together (RuleDetector.scanChunks: each regex over all of them
 * in turn, so its machine code stays warm): ~30 KB of text. Bounded so that a scan stopped by its deadline loses
 * at most one block's findings, and the first chunks' model cascade does not wait for a whole large document.
 */
export const RULE_BLOCK = 32;

/**
 * Runs one job's scan. Never throws for detector failures: they degrade the job and are listed.
 * Per block of RULE_BLOCK chunks the L1 rules of every category scan the block's rule windows; then per chunk its
 * rule findings are judged at the chunk's edges (scanChunkWith), and the model cascade (cascade.ts) runs on it for the
 * categories not yet decided.
 * A category is decided (early exit) once it holds an accepted finding at or above the block threshold in a
 * blocking category: its later chunks still get L1 (cheap, and evidence), but no model inference.
 */
export async function runScan(task: ScanTask, env: ScanEnv, opts: RunOptions = {}): Promise<ScanOutcome> {
  const { registry, policy } = env;
  const started = performance.now();
  const deadline = Date.now() + task.budgetMs;
  const chunks = chunkText(task.text);
  // The rules read nearly disjoint windows (chunk-edges.ts readWindows); a finding still names the chunk whose
  // overlapping rule window would judge it (judgingChunk), the chunk its decision evidence points at.
  const judged = ruleWindows(chunks, task.text);
  const windows = readWindows(chunks, judged, task.text);
  const selected = registry.select(task.plan);
  const progress = initialProgress(task.plan.categories, chunks.length);
  const failures: FailureT[] = [];
  const cascade: CascadeEnv = { runtime: env.runtime, reviewThreshold: policy.reviewThreshold, blockThreshold: policy.blockThreshold, failures, l2: { ms: 0, scored: 0, cacheHits: 0 } };
  const runs = new Map<Category, CategoryRunState>();
  for (const c of task.plan.categories) {
    const all = selected.get(c) ?? [];
    runs.set(c, {
      findings: [], seen: new Set(), deferred: [], ms: 0, ran: new Set(),
      rules: all.filter((d): d is RuleDetector => d.kind === 'rules'),
      models: all.filter((d): d is ModelDetector => d.kind === 'model'),
      counters: { inferred: 0, cacheHits: 0, reported: new Set() },
      decided: false,
    });
  }

  let lastReport = performance.now();
  let stopped = false;
  let block = new Map<RuleDetector, Finding[][]>();
  for (const [i, chunk] of chunks.entries()) {
    if (Date.now() > deadline) {
      stopped = true;
      keepBlockRest(block, i, runs);
      break;
    }
    const neighbours = [windows[i - 1], windows[i + 1]].filter((c): c is RuleWindow => c !== undefined);
    if (opts.chunkDelayMs) Bun.sleepSync(opts.chunkDelayMs);
    if (i % RULE_BLOCK === 0) block = scanBlock(windows.slice(i, i + RULE_BLOCK), runs, task, deadline, judged);
    for (const category of task.plan.categories) {
      const run = runs.get(category)!;
      const before = run.findings.length;
      const ruleFindings = scanChunkWith(windows[i], neighbours, run, task, deadline, failures, block, i % RULE_BLOCK, judged);
      if (!run.decided) run.decided = decides(run.findings.slice(before), category, policy);
      const p = progress[category];
      if (run.models.length > 0) {
        if (run.decided) p.propagated_chunks = (p.propagated_chunks ?? 0) + 1;
        else await modelsOnChunk(chunk, run, cascade, p, policy, category, ruleFindings);
      }
      p.completed_chunks! += 1;
      p.coverage = p.completed_chunks! / Math.max(1, p.total_chunks!);
    }
    if (opts.onProgress && performance.now() - lastReport > PROGRESS_INTERVAL_MS) {
      lastReport = performance.now();
      opts.onProgress(progress);
    }
  }
  if (stopped) failures.push({ stage: 'detection', kind: 'time_budget_exceeded', retryable: true });
  // Findings left to a chunk the scan never reached are the best verdict there is.
  for (const run of runs.values()) for (const f of run.deferred.splice(0)) keep(run, f);

  const offsets = new OffsetMap(task.text);
  const categories: Record<string, CategoryResultT> = {};
  const detectors: Record<string, string[]> = {};
  const dissenting: string[] = [];
  for (const [category, run] of runs) {
    const p = progress[category];
    if (run.models.length > 0) {
      p.inferred_chunks = run.counters.inferred;
      p.cache_hits = run.counters.cacheHits;
      p.propagated_chunks ??= 0;
      p.early_exit = p.propagated_chunks > 0;
    }
    const ran = [...run.ran].map((d) => d.id).concat([...run.counters.reported]);
    if (ran.length === 0) {
      // Nothing analysed this category: report no result rather than a "benign" nobody checked (the spec: a
      // missing category result does not establish clean input). Gates leaving no detector get their own
      // failure; running out of time is already reported as time_budget_exceeded.
      if ((selected.get(category) ?? []).length === 0) {
        failures.push({ stage: 'detection', kind: 'no_detector_ran', retryable: false, detector_id: category });
      }
      p.stage = 'skipped';
      continue;
    }
    const result = fuseCategory({ category, findings: run.findings, levels: levelsOf(run), durationMs: run.ms }, task.text, offsets, policy);
    categories[category] = result;
    if (overruledByL3(result, run.findings)) dissenting.push(category);
    detectors[category] = ran;
    p.stage = 'done';
  }
  const missing = task.plan.categories.length > Object.keys(categories).length;
  const { decision, safety_status } = decide(categories, policy, missing, dissenting);
  const analysed = [...runs].filter(([c]) => categories[c])
    .map(([category, r]) => ({ category, findings: r.findings, levels: levelsOf(r) }));
  const segments = task.segments && fuseSegments(task.segments, analysed, task.text, offsets, policy, missing);
  const l2Ran = cascade.l2.scored > 0;
  return {
    ...(segments ? { segments } : {}),
    categories,
    progress,
    detectors,
    completion: failures.length ? { state: 'degraded', failures: dedupeFailures(failures) } : { state: 'complete' },
    decision,
    safety_status,
    worker_ms: performance.now() - started,
    l2_ms: l2Ran ? cascade.l2.ms : null,
    l2_cache_hit: l2Ran ? cascade.l2.cacheHits / cascade.l2.scored : null,
  };
}

/** Whether a category holds an accepted finding strong enough to block: nothing later can change its verdict. */
function decides(findings: Finding[], category: Category, policy: Policy): boolean {
  if (policy.reviewOnly.includes(category)) return false;
  return findings.some((f) => f.accepted && f.score >= policy.blockThreshold);
}

async function modelsOnChunk(
  chunk: Chunk, run: CategoryRunState, env: CascadeEnv, p: ProgressT, policy: Policy, category: Category, ruleFindings: Finding[],
): Promise<void> {
  const t0 = performance.now();
  const found = await cascadeChunk(chunk, run.models, env, run.counters, ruleFindings);
  for (const f of found) run.findings.push(f);
  run.ms += performance.now() - t0;
  const last = [...run.counters.reported].at(-1);
  if (last) p.model = last;
  run.decided = decides(found, category, policy) || run.decided;
}

function levelsOf(run: CategoryRunState): Level[] {
  const models = run.models.filter((d) => run.counters.reported.has(d.id)).map((d) => d.level);
  return [...new Set([...[...run.ran].map((d) => d.level), ...models])].sort() as Level[];
}

interface CategoryRunState {
  findings: Finding[];
  /** Keys of findings already kept: chunks overlap, so the same match can be seen twice. */
  seen: Set<string>;
  /** Rule findings of the previous chunk that the next one sees with more context (chunk-edges.ts): its verdict replaces them. */
  deferred: Finding[];
  ms: number;
  /** Rule detectors that ran without error. */
  ran: Set<RuleDetector>;
  rules: RuleDetector[];
  models: ModelDetector[];
  counters: CascadeCounters;
  /** Early exit: an accepted finding at block strength already settles this category. */
  decided: boolean;
}

/**
 * The findings of every rule detector that can batch (RuleDetector.scanChunks) on a block of rule windows, one
 * entry per window; run per window, they are the same (both stop reading at the deadline, which a block meets at a
 * later window than a chunk-by-chunk scan would: keepBlockRest keeps what the block read past it). A detector that
 * fails here is left out: scanChunkWith then runs it window by window, and reports its failure there.
 */
function scanBlock(
  windows: RuleWindow[], runs: Map<Category, CategoryRunState>, task: ScanTask, deadline: number, judged: readonly RuleWindow[],
): Map<RuleDetector, Finding[][]> {
  const out = new Map<RuleDetector, Finding[][]>();
  for (const run of runs.values()) {
    const t0 = performance.now();
    for (const d of run.rules) {
      if (!d.scanChunks) continue;
      try {
        const found = d.scanChunks(windows, { text: task.text, plan: task.plan, deadline });
        for (let k = 0; k < found.length; k++) for (const f of found[k]) f.chunkId = judgingChunk(f, windows[k].id, judged, task.text.length);
        out.set(d, found);
      } catch {
        // scanChunkWith runs it chunk by chunk and reports the failure
      }
    }
    run.ms += performance.now() - t0;
  }
  return out;
}

/**
 * Out of time at chunk `i` inside a block: the block already holds the rule findings of its later windows (some
 * perhaps read only in part, as the detectors watch the same deadline). They are the best verdict there is for
 * text the scan will not reach chunk by chunk, so they are kept as they stand, without the edge judgements.
 */
function keepBlockRest(block: Map<RuleDetector, Finding[][]>, i: number, runs: Map<Category, CategoryRunState>): void {
  if (i % RULE_BLOCK === 0) return; // the block in hand is the previous one, already read to its end
  for (const run of runs.values()) {
    for (const d of run.rules) {
      const rest = block.get(d)?.slice(i % RULE_BLOCK);
      if (!rest) continue;
      for (const f of rest.flat()) keep(run, f);
      run.ran.add(d);
    }
  }
}

/**
 * Runs the category's rule detectors on one chunk's read window (the chunk from the previous chunk's end less a short
 * carry, and a margin past its own end: chunk-edges.ts readWindows). A finding that a neighbouring window holds
 * farther from its edges, margins included, is that chunk's to judge: dropped when the previous chunk had it,
 * deferred until the next one has been scanned otherwise. Returns the findings on this chunk (starting before its
 * end), for its cascade.
 */
function scanChunkWith(
  chunk: RuleWindow, neighbours: RuleWindow[], run: CategoryRunState, task: ScanTask, deadline: number, failures: FailureT[],
  block: Map<RuleDetector, Finding[][]>, inBlock: number, judged: readonly RuleWindow[],
): Finding[] {
  const t0 = performance.now();
  const waiting = run.deferred.splice(0);
  const all: Finding[] = [];
  for (const d of run.rules) {
    try {
      for (const f of block.get(d)?.[inBlock] ?? alone(d, chunk, task, deadline, judged)) {
        if (f.start < (chunk.ownEnd ?? chunk.end)) all.push(f);
        const better = betterPlacedNeighbour(f, chunk, neighbours, task.text.length);
        if (!better) keep(run, f);
        else if (better.start > chunk.start) run.deferred.push(f);
      }
      run.ran.add(d);
    } catch {
      // One broken detector must not sink the job: it is named in the failures and the rest still run.
      failures.push({ stage: 'detection', kind: 'detector_error', retryable: false, level: d.level, detector_id: d.id });
      // Its findings deferred to this chunk got no verdict here: keep them.
      for (const f of waiting) if (f.detectorId === d.id) keep(run, f);
    }
  }
  // Out of time during this chunk: the detectors may have stopped before judging them.
  if (Date.now() > deadline) for (const f of waiting) keep(run, f);
  run.ms += performance.now() - t0;
  return all;
}

/** A detector's findings on one window, outside a block (scanBlock), naming their judging chunks as it does. */
function alone(d: RuleDetector, chunk: RuleWindow, task: ScanTask, deadline: number, judged: readonly RuleWindow[]): Finding[] {
  const found = d.scanChunk(chunk, { text: task.text, plan: task.plan, deadline });
  for (const f of found) f.chunkId = judgingChunk(f, chunk.id, judged, task.text.length);
  return found;
}

/** Adds a rule finding unless an identical one (same detector, rule and span) is already kept. */
function keep(run: CategoryRunState, f: Finding): void {
  const key = `${f.detectorId}|${f.ruleId}|${f.start}|${f.end}`;
  if (run.seen.has(key)) return;
  run.seen.add(key);
  run.findings.push(f);
}

function initialProgress(categories: Category[], total: number): Record<string, ProgressT> {
  const out: Record<string, ProgressT> = {};
  for (const c of categories) out[c] = { category: c, stage: 'detection', completed_chunks: 0, total_chunks: total, coverage: 0 };
  return out;
}

function dedupeFailures(fs: FailureT[]): FailureT[] {
  const seen = new Map<string, FailureT>();
  for (const f of fs) seen.set(`${f.stage}|${f.kind}|${f.detector_id ?? ''}`, f);
  return [...seen.values()];
}
