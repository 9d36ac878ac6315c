/**
 * A fixed pool of worker threads fed from a bounded in-process queue. A full queue is refused at once
 * (the API answers 503) rather than growing memory; a task that overruns its hard time limit fails at once and
 * a fresh worker takes its place, so a hostile input cannot hang the service. The old worker is terminated as
 * soon as it is outside a native call (src/lib/native-gate.ts): terminating inside one aborts the process.
 */
import type { ProgressT } from '../contract/spec.ts';
import type { Logger } from '../lib/log.ts';
import type { ExtractedDocument, ExtractOptions } from '../extract/extract-file.ts';
import type { SniffInput } from '../extract/sniff.ts';
import type { FromWorker, ToWorker, WorkerInit, Work } from './messages.ts';
import type { ScanOutcome, ScanTask } from './pipeline.ts';
import { workerUrl } from './worker-url.ts';
import { NativeGate } from '../lib/native-gate.ts';

/**
 * Longest a retiring worker may stay inside a guarded span before it is terminated anyway. A span is one model
 * load (about a second) or one inference batch (tens of milliseconds); reaching this means the runtime is stuck.
 */
const RETIRE_CAP_MS = 30_000;
const RETIRE_POLL_MS = 10;

export class QueueFullError extends Error {}
export class TaskTimeoutError extends Error {}
export class WorkerFailedError extends Error {
  /** The ApiError code the work failed with inside the worker, when it was a client-facing refusal. */
  constructor(message: string, readonly code?: string) {
    super(message);
  }
}
/** The pool closed before the task ran: the job is left to resume at the next start. */
export class PoolClosedError extends Error {}

export interface PoolOptions {
  size: number;
  queueMax: number;
  hardTimeoutMs: number;
  init: WorkerInit;
  log: Logger;
  /** The worker script; unset = the job worker. Tests pass a scripted one to drive the start-up messages. */
  workerUrl?: string | URL;
}

export interface TaskResult {
  outcome: ScanOutcome;
  queueWaitMs: number;
}

interface Pending {
  taskId: number;
  work: Work;
  onProgress?: (p: Record<string, ProgressT>) => void;
  resolve: (r: { value: unknown; queueWaitMs: number }) => void;
  reject: (e: Error) => void;
  enqueuedAt: number;
  startedAt?: number;
}

interface Slot {
  worker: Worker;
  /** Native calls in flight in this worker; it is terminated only when none is (src/lib/native-gate.ts). */
  gate: NativeGate;
  current?: Pending;
  timer?: ReturnType<typeof setTimeout>;
  /** Being terminated: its messages and errors no longer count. */
  retired?: boolean;
  /** The thread has ended (crashed or terminated): nothing is in flight any more, whatever the count says. */
  exited?: boolean;
  /**
   * The worker's warm-up is done. Only then does it get work: a hard limit never starts during a model load, and a
   * hostile task's regexes never run inside the warm-up's guarded load, where they would hold off termination.
   */
  warm?: boolean;
}

/** The worker pool. `start()` resolves once every worker has loaded its detectors. */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  /** Workers waiting for their native call to end before they are terminated. */
  private readonly retiring = new Set<Promise<void>>();
  /** Workers spawned but not yet ready, with the way to fail their start (close() retires them). */
  private readonly starting = new Map<Slot, (err: Error) => void>();
  private reserved = 0;
  private nextId = 1;
  private closed = false;

  constructor(private readonly opts: PoolOptions) {}

  async start(): Promise<void> {
    await Promise.all(Array.from({ length: this.opts.size }, () => this.spawn()));
  }

  /** Free queue places, counting reservations. */
  capacityLeft(): number {
    return this.opts.queueMax - this.queue.length - this.reserved;
  }

  /** Holds `n` queue places for a submission that is still writing its records. */
  reserve(n: number): boolean {
    if (this.closed || this.capacityLeft() < n) return false;
    this.reserved += n;
    return true;
  }

  release(n: number): void {
    this.reserved = Math.max(0, this.reserved - n);
  }

  /** Runs a scan; `reserved` says a place was reserved for it beforehand. */
  async run(task: ScanTask, opts: { onProgress?: Pending['onProgress']; reserved?: boolean } = {}): Promise<TaskResult> {
    const { value, queueWaitMs } = await this.enqueue({ type: 'scan', task }, opts);
    return { outcome: value as ScanOutcome, queueWaitMs };
  }

  /** Extracts one uploaded file in a worker (hostile documents never run on the event loop). */
  async extract(input: SniffInput, opts: ExtractOptions = {}): Promise<ExtractedDocument & { tokens: number }> {
    return (await this.enqueue({ type: 'extract', input, opts }, {})).value as ExtractedDocument & { tokens: number };
  }

  private enqueue(work: Work, opts: { onProgress?: Pending['onProgress']; reserved?: boolean }): Promise<{ value: unknown; queueWaitMs: number }> {
    if (opts.reserved) this.release(1);
    else if (this.closed) return Promise.reject(new PoolClosedError('scheduler is shutting down'));
    else if (this.capacityLeft() < 1) return Promise.reject(new QueueFullError('scan queue is full'));
    return new Promise((resolve, reject) => {
      this.queue.push({ taskId: this.nextId++, work, onProgress: opts.onProgress, resolve, reject, enqueuedAt: performance.now() });
      this.dispatch();
    });
  }

  /** Stops taking tasks; waits up to `graceMs` for running ones, then terminates the workers. */
  async close(graceMs = 0): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new PoolClosedError('scheduler is shutting down'));
    const until = Date.now() + graceMs;
    while (this.slots.some((s) => s.current) && Date.now() < until) await Bun.sleep(20);
    for (const s of this.slots) {
      if (s.current) this.finish(s, new PoolClosedError('scheduler is shutting down'));
      this.retire(s);
    }
    this.slots.length = 0;
    // A replacement still starting is retired too; its start fails instead of waiting for a 'ready' nobody reads.
    for (const slot of [...this.starting.keys()]) this.failStart(slot, new PoolClosedError('scheduler is shutting down'));
    // A worker loading its models at shutdown (the warm-up) is inside a native call: wait for it.
    while (this.retiring.size) await Promise.all([...this.retiring]);
  }

  private spawn(): Promise<void> {
    const gate = new NativeGate();
    const worker = new Worker(this.opts.workerUrl ?? workerUrl());
    const slot: Slot = { worker, gate };
    worker.addEventListener('close', () => {
      slot.exited = true;
    });
    return new Promise<void>((resolve, reject) => {
      this.starting.set(slot, reject);
      worker.onmessage = (e: MessageEvent<FromWorker>) => {
        const m = e.data;
        if (slot.retired) return;
        if (m.type === 'ready') {
          this.starting.delete(slot);
          this.slots.push(slot);
          resolve();
          this.dispatch();
        } else if (m.type === 'warm') {
          slot.warm = true;
          this.dispatch();
        } else if (m.type === 'init_error') this.failStart(slot, new Error(`worker failed to start: ${m.message}`));
        else if (m.type === 'model_unavailable') this.opts.log.error('model could not be loaded; its level is skipped and jobs complete degraded', { detector_id: m.detectorId, error: m.message });
        else this.onWorkerMessage(slot, m);
      };
      worker.onerror = (e) => {
        if (slot.retired) return;
        // A worker that dies while loading fails start-up instead of being respawned in a loop.
        if (!this.starting.has(slot)) this.onWorkerCrash(slot, e.message ?? 'worker error');
        else this.failStart(slot, new Error(`worker failed to start: ${e.message}`));
      };
      worker.postMessage({ type: 'init', init: { ...this.opts.init, nativeGate: gate.buffer } } satisfies ToWorker);
    });
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.current || !slot.warm || this.queue.length === 0) continue;
      const p = this.queue.shift()!;
      p.startedAt = performance.now();
      slot.current = p;
      slot.timer = setTimeout(() => this.onTimeout(slot), this.opts.hardTimeoutMs);
      slot.worker.postMessage({ taskId: p.taskId, ...p.work } satisfies ToWorker);
    }
  }

  private onWorkerMessage(slot: Slot, m: FromWorker): void {
    const p = slot.current;
    if (!p || !('taskId' in m) || m.taskId !== p.taskId) return;
    if (m.type === 'progress') p.onProgress?.(m.progress);
    else if (m.type === 'result') this.finish(slot, undefined, m.value);
    else if (m.type === 'error') this.finish(slot, new WorkerFailedError(m.message, m.code));
  }

  private finish(slot: Slot, err?: Error, value?: unknown): void {
    const p = slot.current;
    clearTimeout(slot.timer);
    slot.current = undefined;
    if (p) {
      if (err) p.reject(err);
      else p.resolve({ value, queueWaitMs: (p.startedAt ?? p.enqueuedAt) - p.enqueuedAt });
    }
    if (!this.closed) queueMicrotask(() => this.dispatch());
  }

  private onTimeout(slot: Slot): void {
    this.opts.log.warn('work overran its hard time limit; replacing the worker', { work: slot.current?.work.type, job_id: jobIdOf(slot.current) });
    this.replace(slot, new TaskTimeoutError('scan exceeded its time limit'));
  }

  private onWorkerCrash(slot: Slot, message: string): void {
    this.opts.log.error('worker crashed; replacing it', { error: message, work: slot.current?.work.type, job_id: jobIdOf(slot.current) });
    this.replace(slot, new WorkerFailedError('worker crashed'));
  }

  private replace(slot: Slot, err: Error): void {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    this.finish(slot, err);
    this.retire(slot);
    if (!this.closed) {
      this.spawn().catch((e) => {
        if (!(e instanceof PoolClosedError)) this.opts.log.error('could not replace worker', { error: e });
      });
    }
  }

  /** Fails the start of a worker that is not ready yet, and retires it. */
  private failStart(slot: Slot, err: Error): void {
    const reject = this.starting.get(slot);
    this.starting.delete(slot);
    this.retire(slot);
    reject?.(err);
  }

  /**
   * Terminates a worker, but never inside a native call (that aborts the process, see native-gate.ts): no new
   * call may start, and the thread ends as soon as the one in flight returns. The caller does not wait.
   */
  private retire(slot: Slot): void {
    if (slot.retired) return;
    slot.retired = true;
    slot.gate.stop();
    const since = Date.now();
    const busy = () => !slot.exited && slot.gate.inFlight() > 0;
    if (busy()) this.opts.log.debug('retiring worker waits for its native call to end', { in_flight: slot.gate.inFlight() });
    const done = new Promise<void>((resolve) => {
      const check = () => {
        const inCall = busy();
        if (inCall && Date.now() - since < RETIRE_CAP_MS) {
          setTimeout(check, RETIRE_POLL_MS);
          return;
        }
        if (inCall) this.opts.log.error('worker stayed inside a native call past the cap; terminating it anyway', { cap_ms: RETIRE_CAP_MS });
        slot.worker.terminate();
        resolve();
      };
      check();
    });
    this.retiring.add(done);
    void done.then(() => this.retiring.delete(done));
  }
}

function jobIdOf(p: Pending | undefined): string | undefined {
  return p?.work.type === 'scan' ? p.work.task.jobId : undefined;
}
