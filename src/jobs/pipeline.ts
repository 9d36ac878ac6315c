/**
 * The one scan pipeline, used by sync and async scans alike: chunk → run the selected detectors per category
 * chunk by chunk → fuse → decide. It runs inside a worker thread; progress is reported through a callback.
 */
import type { CategoryResultT, CompletionT, FailureT, ProgressT, SafetyStatusT, UrlSegmentT } from '../contract/spec.ts';
import type { DetectorRegistry } from '../detect/registry.ts';
import type { Category, Chunk, Detector, Finding, Level, ScanPlan } from '../detect/types.ts';
import type { SegmentRange } from '../extract/document.ts';
import { decide, fuseCategory } from '../fuse/fuse.ts';
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
}

export type ProgressSink = (progress: Record<string, ProgressT>) => void;

/** Progress is sent at most this often, so a large job doesn't flood the store with writes. */
const PROGRESS_INTERVAL_MS = 100;

/** Runs one job's scan. Never throws for detector failures: they degrade the job and are listed. */
export function runScan(task: ScanTask, registry: DetectorRegistry, policy: Policy, onProgress?: ProgressSink, chunkDelayMs = 0): ScanOutcome {
  const started = performance.now();
  const deadline = Date.now() + task.budgetMs;
  const chunks = chunkText(task.text);
  const selected = registry.select(task.plan);
  const progress = initialProgress(task.plan.categories, chunks.length);
  const failures: FailureT[] = [];
  const runs = new Map<Category, CategoryRunState>();
  for (const c of task.plan.categories) runs.set(c, { findings: [], seen: new Set(), ms: 0, ran: new Set() });

  let lastReport = performance.now();
  let stopped = false;
  for (const chunk of chunks) {
    if (Date.now() > deadline) { stopped = true; break; }
    if (chunkDelayMs > 0) Bun.sleepSync(chunkDelayMs);
    for (const category of task.plan.categories) {
      scanChunkWith(chunk, selected.get(category) ?? [], task, deadline, runs.get(category)!, failures);
      const p = progress[category];
      p.completed_chunks! += 1;
      p.coverage = p.completed_chunks! / Math.max(1, p.total_chunks!);
    }
    if (onProgress && performance.now() - lastReport > PROGRESS_INTERVAL_MS) {
      lastReport = performance.now();
      onProgress(progress);
    }
  }
  if (stopped) failures.push({ stage: 'detection', kind: 'time_budget_exceeded', retryable: true });

  const offsets = new OffsetMap(task.text);
  const categories: Record<string, CategoryResultT> = {};
  const detectors: Record<string, string[]> = {};
  for (const [category, run] of runs) {
    if (run.ran.size === 0) {
      // Nothing analysed this category: report no result rather than a "benign" nobody checked (the spec: a
      // missing category result does not establish clean input). Gates leaving no detector get their own
      // failure; running out of time is already reported as time_budget_exceeded.
      if ((selected.get(category) ?? []).length === 0) {
        failures.push({ stage: 'detection', kind: 'no_detector_ran', retryable: false, detector_id: category });
      }
      progress[category].stage = 'skipped';
      continue;
    }
    categories[category] = fuseCategory({ category, findings: run.findings, levels: levelsOf(run), durationMs: run.ms }, task.text, offsets, policy);
    detectors[category] = [...run.ran].map((d) => d.id);
    progress[category].stage = 'done';
  }
  const missing = task.plan.categories.length > Object.keys(categories).length;
  const { decision, safety_status } = decide(categories, policy, missing);
  const analysed = [...runs].filter(([, r]) => r.ran.size > 0)
    .map(([category, r]) => ({ category, findings: r.findings, levels: levelsOf(r) }));
  const segments = task.segments && fuseSegments(task.segments, analysed, task.text, offsets, policy, missing);
  return {
    ...(segments ? { segments } : {}),
    categories,
    progress,
    detectors,
    completion: failures.length ? { state: 'degraded', failures: dedupeFailures(failures) } : { state: 'complete' },
    decision,
    safety_status,
    worker_ms: performance.now() - started,
  };
}

function levelsOf(run: CategoryRunState): Level[] {
  return [...new Set([...run.ran].map((d) => d.level))].sort() as Level[];
}

interface CategoryRunState {
  findings: Finding[];
  /** Keys of findings already kept: chunks overlap, so the same match can be seen twice. */
  seen: Set<string>;
  ms: number;
  ran: Set<Detector>;
}

function scanChunkWith(
  chunk: Chunk, detectors: Detector[], task: ScanTask, deadline: number, run: CategoryRunState, failures: FailureT[],
): void {
  const t0 = performance.now();
  for (const d of detectors) {
    try {
      for (const f of d.scanChunk(chunk, { text: task.text, plan: task.plan, deadline })) {
        const key = `${f.detectorId}|${f.ruleId}|${f.start}|${f.end}`;
        if (run.seen.has(key)) continue;
        run.seen.add(key);
        run.findings.push(f);
      }
      run.ran.add(d);
    } catch {
      // One broken detector must not sink the job: it is named in the failures and the rest still run.
      failures.push({ stage: 'detection', kind: 'detector_error', retryable: false, level: d.level, detector_id: d.id });
    }
  }
  run.ms += performance.now() - t0;
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
