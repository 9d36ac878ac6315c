/** Typed messages between the scheduler (main thread) and its worker threads. */
import type { ProgressT } from '../contract/spec.ts';
import type { Policy } from '../fuse/policy.ts';
import type { ScanOutcome, ScanTask } from './pipeline.ts';

export interface WorkerInit {
  policy: Policy;
  /** Extra rule-pack directory from SCANWARD_RULES_DIR, loaded after the bundled packs. */
  rulesDir?: string;
  disabledRules?: string[];
  /** Test-only fault injection (SCANWARD_TEST_CHUNK_DELAY_MS): sleep per chunk so crash tests can kill mid-job. */
  chunkDelayMs?: number;
}

export type ToWorker =
  | { type: 'init'; init: WorkerInit }
  | { type: 'scan'; taskId: number; task: ScanTask };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'init_error'; message: string }
  | { type: 'progress'; taskId: number; progress: Record<string, ProgressT> }
  | { type: 'result'; taskId: number; outcome: ScanOutcome }
  | { type: 'error'; taskId: number; message: string };
