/**
 * The scan service: turns an admitted submission into jobs, runs them through the worker pool and keeps
 * async jobs in the store. Sync text scans take the same pipeline but are never stored.
 */
import type { AcceptedT, CompletedSubmissionT, FailureT, JobT } from '../contract/spec.ts';
import type { ScanPlan } from '../detect/types.ts';
import type { PreparedDocument } from '../extract/document.ts';
import type { ExtractedDocument, ExtractOptions } from '../extract/extract-file.ts';
import type { SniffInput } from '../extract/sniff.ts';
import { ApiError, ERROR_CODES, type ErrorCode } from '../lib/errors.ts';
import { newJobId } from '../lib/ids.ts';
import type { Logger } from '../lib/log.ts';
import { allocateUnits, usageFor } from '../lib/units.ts';
import type { JobCharge, JobRecord, JobStore } from '../store/job-store.ts';
import { AcquireError, type Acquirer } from '../extract/remote/acquirer.ts';
import { PoolClosedError, QueueFullError, TaskTimeoutError, WorkerFailedError, type TaskResult, type WorkerPool } from './pool.ts';
import type { ScanOutcome } from './pipeline.ts';
import { acceptedBody, completedBody, submissionMeta, toJob, toSubmissionJob } from './views.ts';

/**
 * The plan a worker runs: the job's input kind goes with it, since rules may be on by default for one kind (the
 * tool-poisoning pack for MCP metadata). Taken from the submission or the record, so it is never stored twice.
 */
function withInputKind(plan: ScanPlan, inputKind: JobRecord['input']['kind']): ScanPlan {
  return { ...plan, inputKind };
}

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
  /** Fetches remote sources (webpages, MCP servers) inside the job. */
  acquirer?: Acquirer;
  /** Charges the units a remote job needs beyond what was charged at acceptance; throws (429 ApiError) when over quota. */
  chargeExtra?: (r: JobRecord, units: number, tokens: number) => void;
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

  /** Extracts an uploaded file in a worker; refusals surface as ApiError (422, or 503 when the queue is full). */
  async extract(input: SniffInput, opts: ExtractOptions): Promise<ExtractedDocument & { tokens: number }> {
    try {
      return await this.pool.extract(input, opts);
    } catch (err) {
      if (err instanceof WorkerFailedError && err.code && err.code in ERROR_CODES) throw new ApiError(err.code as ErrorCode, err.message);
      if (err instanceof TaskTimeoutError) throw new ApiError('unprocessable_document', `'${input.name}' took too long to extract`);
      throw this.toApiError(err);
    }
  }

  /** Whether webpages (`url`) or MCP servers (`mcp_server`) can be scanned by this build. */
  acceptsRemote(kind: 'url' | 'mcp_server'): boolean {
    return this.opts.acquirer?.supports(kind) ?? false;
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
    const plan = withInputKind(sub.plan, sub.inputKind);
    const result = await this.runWithTimeout(this.pool.run({ jobId, text: doc.text, plan, budgetMs: this.opts.scanBudgetMs }));
    const o = result.outcome;
    const job = toSubmissionJob({
      job_id: jobId, source: doc.source, status: 'completed', progress: o.progress, categories: o.categories,
      detectors: o.detectors, completion: o.completion, decision: o.decision, safety_status: o.safety_status,
      timings: { queue_wait_ms: round(result.queueWaitMs), worker_ms: round(o.worker_ms), total_ms: round(performance.now() - started), ...l2Timings(o) },
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
      const one = stored.length === 1 ? stored[0] : undefined;
      if (one && one.status !== 'running') {
        // A remote job's metadata is only known once fetched: the stored record has the final figures.
        const final = { input: one.input, extraction: one.extraction, coverage: one.coverage, usage: one.usage };
        return { status: 200, body: completedBody(final, [toSubmissionJob(one)]) };
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
      usage: usageFor(d.tokens), progress, categories: {},
      payload: d.remote ? { plan: sub.plan, remote: d.remote } : { text: d.text, plan: sub.plan, ...(d.segments ? { segments: d.segments } : {}) },
      ...(sub.charge && units !== undefined ? { charge: { ...sub.charge, units, tokens: d.tokens } } : {}),
    };
  }

  /** Runs a stored job to a terminal state. Never rejects. */
  private async execute(record: JobRecord, reserved: boolean): Promise<void> {
    const started = performance.now();
    const r = record.payload?.text === undefined ? await this.acquireStage(record) : record;
    if (!r) { if (reserved) this.pool.release(1); return; }
    const p = r.payload!;
    const task = { jobId: r.job_id, text: p.text!, plan: withInputKind(p.plan, r.input.kind), budgetMs: this.opts.scanBudgetMs, ...(p.segments ? { segments: p.segments } : {}) };
    const onProgress = (progress: JobRecord['progress']) =>
      void this.store.update(r.job_id, (x) => { if (x.status === 'running') x.progress = progress; });
    try {
      const { outcome: o, queueWaitMs } = await this.pool.run(task, { reserved, onProgress });
      const earlier = r.completion?.failures ?? [];
      const completion = earlier.length
        ? { state: 'degraded' as const, failures: [...earlier, ...(o.completion.failures ?? [])] }
        : o.completion;
      await this.store.update(r.job_id, (x) => {
        Object.assign(x, {
          status: 'completed', progress: o.progress, categories: o.categories, detectors: o.detectors,
          completion, decision: o.decision, safety_status: o.safety_status,
          ...(o.segments ? { segments: o.segments } : {}),
          timings: { queue_wait_ms: round(queueWaitMs), worker_ms: round(o.worker_ms), total_ms: round(performance.now() - started), ...l2Timings(o) },
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

  /**
   * Fetches a remote job's content, charges what it needs beyond the acceptance minimum, and stores the
   * content as the payload (a restart then resumes without refetching or charging twice). Undefined = failed.
   */
  private async acquireStage(r: JobRecord): Promise<JobRecord | undefined> {
    const remote = r.payload?.remote;
    if (!remote || !this.opts.acquirer) {
      await this.failJob(r.job_id, { stage: 'extraction', kind: 'unsupported_input', retryable: false });
      return undefined;
    }
    try {
      const got = await this.opts.acquirer.acquire(remote, { owner: r.owner, plan: r.charge?.plan ?? 'anonymous' });
      const extra = Math.max(0, usageFor(got.tokens).scan_units - (r.charge?.units ?? 0));
      if (extra > 0) this.opts.chargeExtra?.(r, extra, got.tokens);
      return await this.store.update(r.job_id, (x) => {
        Object.assign(x, { input: { kind: x.input.kind, media_types: got.mediaTypes }, extraction: got.extraction, coverage: got.coverage, usage: usageFor(got.tokens) });
        if (x.charge) x.charge = { ...x.charge, units: x.charge.units + extra, tokens: got.tokens };
        if (got.failures?.length) x.completion = { state: 'degraded', failures: got.failures };
        x.payload = { plan: x.payload!.plan, remote, text: got.text, segments: got.segments };
      });
    } catch (err) {
      const failure: FailureT = err instanceof AcquireError ? err.failure
        : err instanceof ApiError && err.status === 429 ? { stage: 'admission', kind: 'quota_exceeded', retryable: true }
          : { stage: 'extraction', kind: 'fetch_error', retryable: true };
      if (!(err instanceof AcquireError || err instanceof ApiError)) this.log.error('acquisition failed', { job_id: r.job_id, error: err });
      await this.failJob(r.job_id, failure);
      return undefined;
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

/** L2 timings of a scan: l2_ms is inference time, l2_cache_hit the share of L2 chunk scores from the cache (0–1). */
function l2Timings(o: ScanOutcome): { l2_ms: number | null; l2_cache_hit: number | null } {
  return { l2_ms: o.l2_ms === null ? null : round(o.l2_ms), l2_cache_hit: o.l2_cache_hit === null ? null : round(o.l2_cache_hit) };
}
