/**
 * The scan service: turns an admitted submission into jobs, runs them through the worker pool and keeps
 * async jobs in the store. Sync text scans take the same pipeline but are never stored.
 */
import type { AcceptedT, CompletedSubmissionT, FailureT, JobT } from '../contract/spec.ts';
import type { ScanPlan } from '../detect/types.ts';
import type { PreparedDocument } from '../extract/document.ts';
import { ApiError } from '../lib/errors.ts';
import { newJobId } from '../lib/ids.ts';
import type { Logger } from '../lib/log.ts';
import { allocateUnits, usageFor } from '../lib/units.ts';
import type { JobCharge, JobRecord, JobStore } from '../store/job-store.ts';
import { PoolClosedError, QueueFullError, TaskTimeoutError, type TaskResult, type WorkerPool } from './pool.ts';
import { acceptedBody, completedBody, submissionMeta, toJob, toSubmissionJob } from './views.ts';

export type Mode = { kind: 'sync' } | { kind: 'async' } | { kind: 'wait'; ms: number };

export interface Submission {
  owner: string;
  inputKind: JobRecord['input']['kind'];
  documents: PreparedDocument[];
  plan: ScanPlan;
  mode: Mode;
  /** The submission's charge, shared across its jobs so a failed job's part can be refunded. */
  charge?: Omit<JobCharge, 'tokens'> & { tokens?: number };
}

export type SubmitResult = { status: 200; body: CompletedSubmissionT } | { status: 202; body: AcceptedT };

export interface ServiceOptions {
  jobTtlS: number;
  scanBudgetMs: number;
  syncTimeoutMs: number;
  waitCapMs: number;
  maxResumeAttempts: number;
  /** Called once when a job ends failed, with its record (e.g. to refund its charge). */
  onJobFailed?: (r: JobRecord) => void;
}

const queueFull = () => new ApiError('queue_full', 'The scan queue is full; retry shortly.', { headers: { 'Retry-After': '1' } });

/** Scan orchestration over a pool and a job store. */
export class ScanService {
  private readonly inflight = new Set<Promise<void>>();

  constructor(
    private readonly pool: WorkerPool,
    private readonly store: JobStore,
    private readonly opts: ServiceOptions,
    private readonly log: Logger,
  ) {}

  async submit(sub: Submission): Promise<SubmitResult> {
    return sub.mode.kind === 'sync' ? this.runSync(sub) : this.runAsync(sub);
  }

  /** The job as its owner sees it, or undefined (missing, expired, or someone else's: all read as 404). */
  get(owner: string, jobId: string): JobT | undefined {
    const r = this.store.get(jobId);
    return r && r.owner === owner ? toJob(r) : undefined;
  }

  /** After a restart: resumes jobs whose input is stored, fails the rest with a retryable failure. */
  async recover(): Promise<{ resumed: number; failed: number }> {
    let resumed = 0, failed = 0;
    for (const r of [...this.store.running()]) {
      if (r.payload && r.attempts < this.opts.maxResumeAttempts && this.pool.reserve(1)) {
        const updated = await this.store.update(r.job_id, (x) => { x.attempts += 1; });
        if (updated) { this.track(this.execute(updated, true)); resumed++; continue; }
        this.pool.release(1);
      }
      await this.failJob(r.job_id, { stage: 'recovery', kind: 'interrupted', retryable: true });
      failed++;
    }
    return { resumed, failed };
  }

  /** Waits for running jobs up to `graceMs`; those not done stay stored as running and resume at next start. */
  async drain(graceMs: number): Promise<void> {
    await Promise.race([Promise.allSettled([...this.inflight]), Bun.sleep(graceMs)]);
  }

  private async runSync(sub: Submission): Promise<SubmitResult> {
    const doc = sub.documents[0];
    const jobId = newJobId();
    const started = performance.now();
    const result = await this.runWithTimeout(this.pool.run({ jobId, text: doc.text, plan: sub.plan, budgetMs: this.opts.scanBudgetMs }));
    const o = result.outcome;
    const job = toSubmissionJob({
      job_id: jobId, source: doc.source, status: 'completed', progress: o.progress, categories: o.categories,
      detectors: o.detectors, completion: o.completion, decision: o.decision, safety_status: o.safety_status,
      timings: { queue_wait_ms: round(result.queueWaitMs), worker_ms: round(o.worker_ms), total_ms: round(performance.now() - started) },
    });
    return { status: 200, body: completedBody(submissionMeta(sub.inputKind, sub.documents), [job]) };
  }

  private async runWithTimeout(p: Promise<TaskResult>): Promise<TaskResult> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ApiError('timeout', 'The scan did not finish in time.')), this.opts.syncTimeoutMs);
    });
    try {
      return await Promise.race([p, timeout]);
    } catch (err) {
      throw this.toApiError(err);
    } finally {
      clearTimeout(timer);
    }
  }

  private toApiError(err: unknown): unknown {
    if (err instanceof QueueFullError) return queueFull();
    if (err instanceof TaskTimeoutError) return new ApiError('timeout', 'The scan did not finish in time.');
    if (err instanceof PoolClosedError) return new ApiError('service_unavailable', 'The service is shutting down.');
    return err;
  }

  private async runAsync(sub: Submission): Promise<SubmitResult> {
    const n = sub.documents.length;
    if (!this.pool.reserve(n)) throw queueFull();
    const now = Date.now();
    const shares = sub.charge ? allocateUnits(sub.charge.units, sub.documents.map((d) => d.tokens)) : [];
    const records = sub.documents.map((d, i) => this.newRecord(sub, d, now, shares[i]));
    try {
      await this.store.createAll(records);
    } catch (err) {
      this.pool.release(n);
      throw err;
    }
    const done = records.map((r) => this.track(this.execute(r, true)));
    const meta = submissionMeta(sub.inputKind, sub.documents);
    if (sub.mode.kind === 'wait') {
      await Promise.race([Promise.allSettled(done), Bun.sleep(Math.min(sub.mode.ms, this.opts.waitCapMs))]);
      const stored = records.map((r) => this.store.get(r.job_id));
      if (stored.length === 1 && stored[0] && stored[0].status !== 'running') {
        return { status: 200, body: completedBody(meta, [toSubmissionJob(stored[0])]) };
      }
    }
    return { status: 202, body: acceptedBody(meta, records) };
  }

  private newRecord(sub: Submission, d: PreparedDocument, now: number, units?: number): JobRecord {
    const progress = Object.fromEntries(sub.plan.categories.map((c) => [c, { category: c, stage: 'queued', completed_chunks: 0, coverage: 0 }]));
    return {
      job_id: newJobId(), owner: sub.owner, source: d.source, status: 'running',
      created_at: now, updated_at: now, expires_at: now + this.opts.jobTtlS * 1000, attempts: 1,
      input: { kind: sub.inputKind, media_types: [d.mediaType] }, extraction: d.extraction, coverage: d.coverage,
      usage: usageFor(d.tokens), progress, categories: {}, payload: { text: d.text, plan: sub.plan },
      ...(sub.charge && units !== undefined ? { charge: { ...sub.charge, units, tokens: d.tokens } } : {}),
    };
  }

  /** Runs a stored job to a terminal state. Never rejects. */
  private async execute(r: JobRecord, reserved: boolean): Promise<void> {
    const started = performance.now();
    const task = { jobId: r.job_id, text: r.payload!.text, plan: r.payload!.plan, budgetMs: this.opts.scanBudgetMs };
    const onProgress = (progress: JobRecord['progress']) =>
      void this.store.update(r.job_id, (x) => { if (x.status === 'running') x.progress = progress; });
    try {
      const { outcome: o, queueWaitMs } = await this.pool.run(task, { reserved, onProgress });
      await this.store.update(r.job_id, (x) => {
        Object.assign(x, {
          status: 'completed', progress: o.progress, categories: o.categories, detectors: o.detectors,
          completion: o.completion, decision: o.decision, safety_status: o.safety_status,
          ...(o.segments ? { segments: o.segments } : {}),
          timings: { queue_wait_ms: round(queueWaitMs), worker_ms: round(o.worker_ms), total_ms: round(performance.now() - started) },
        });
        delete x.payload;
      });
    } catch (err) {
      if (err instanceof PoolClosedError) return; // checkpointed: still running with its payload, resumed at next start
      const failure: FailureT = err instanceof TaskTimeoutError
        ? { stage: 'detection', kind: 'timeout', retryable: true }
        : err instanceof QueueFullError
          ? { stage: 'queue', kind: 'queue_full', retryable: true }
          : { stage: 'detection', kind: 'worker_error', retryable: true };
      if (!(err instanceof TaskTimeoutError || err instanceof QueueFullError)) this.log.error('job failed', { job_id: r.job_id, error: err });
      await this.failJob(r.job_id, failure);
    }
  }

  private async failJob(jobId: string, failure: FailureT): Promise<void> {
    let failedNow = false;
    const r = await this.store.update(jobId, (x) => {
      failedNow = x.status === 'running';
      x.status = 'failed';
      x.completion = { state: 'failed', failures: [failure] };
      delete x.payload;
    });
    if (r && failedNow) this.opts.onJobFailed?.(r);
  }

  private track(p: Promise<void>): Promise<void> {
    this.inflight.add(p);
    void p.finally(() => this.inflight.delete(p));
    return p;
  }
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
