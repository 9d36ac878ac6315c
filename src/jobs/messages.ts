/** Typed messages between the scheduler (main thread) and its worker threads. */
import type { ProgressT } from '../contract/spec.ts';
import type { Policy } from '../fuse/policy.ts';
import type { ExtractOptions } from '../extract/extract-file.ts';
import type { SniffInput } from '../extract/sniff.ts';
import type { ScanTask } from './pipeline.ts';

export interface WorkerInit {
  policy: Policy;
  /** Extra rule-pack directory from SCANWARD_RULES_DIR, loaded after the bundled packs. */
  rulesDir?: string;
  disabledRules?: string[];
  /** Chunk scores each worker thread keeps (SCANWARD_SCORE_CACHE_ENTRIES); 0 turns the cache off. */
  scoreCacheEntries?: number;
  /** The server's data dir: the single binary unpacks its embedded models and native libraries under it. */
  dataDir?: string;
  /** Folder of the model files (SCANWARD_MODELS_DIR); unset = the bundled models. */
  modelsDir?: string;
  /** Threads of each worker's L3 inference (SCANWARD_MODEL_THREADS). */
  modelThreads?: number;
  /** Test-only fault injection (SCANWARD_TEST_CHUNK_DELAY_MS): sleep per chunk so crash tests can kill mid-job. */
  chunkDelayMs?: number;
  /** Shared with the pool: native calls in flight and the stop flag (src/lib/native-gate.ts). Set per worker. */
  nativeGate?: SharedArrayBuffer;
}

/** Work a worker thread does: a scan, or the extraction of one uploaded file. */
export type Work =
  | { type: 'scan'; task: ScanTask }
  | { type: 'extract'; input: SniffInput; opts: ExtractOptions };

export type ToWorker =
  | { type: 'init'; init: WorkerInit }
  | ({ taskId: number } & Work);

export type FromWorker =
  | { type: 'ready' }
  /** The warm-up has loaded the models: the pool sends work only now, so no hard limit runs during a model load. */
  | { type: 'warm' }
  | { type: 'init_error'; message: string }
  /** Once per worker and model: why the model did not load (the file path, not content). */
  | { type: 'model_unavailable'; detectorId: string; message: string }
  | { type: 'progress'; taskId: number; progress: Record<string, ProgressT> }
  | { type: 'result'; taskId: number; value: unknown }
  /** `code` carries an ApiError code (e.g. unprocessable_document) across the thread boundary. */
  | { type: 'error'; taskId: number; message: string; code?: string };
