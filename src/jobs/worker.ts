/**
 * Worker thread entry: loads the detectors once, then runs scans sent by the scheduler.
 * Listed as an extra entrypoint of the single-binary build (scripts/build.ts).
 */
import { setRuntimeDataDir } from '../detect/bundled-models.ts';
import { createDefaultRegistry } from '../detect/index.ts';
import { CATEGORIES } from '../detect/types.ts';
import { ModelRuntime } from '../detect/cascade/model-runtime.ts';
import { extractFile } from '../extract/extract-file.ts';
import { ApiError } from '../lib/errors.ts';
import { countTokens } from '../lib/wordpiece.ts';
import { installNativeGate } from '../lib/native-gate.ts';
import type { FromWorker, ToWorker } from './messages.ts';
import { runScan, type ScanEnv, type ScanTask } from './pipeline.ts';

declare const self: Worker;

let env: ScanEnv | undefined;
let chunkDelayMs = 0;

const send = (m: FromWorker) => self.postMessage(m);

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const msg = event.data;
  if (msg.type === 'init') {
    try {
      if (msg.init.nativeGate) installNativeGate(msg.init.nativeGate);
      setRuntimeDataDir(msg.init.dataDir);
      const runtime = new ModelRuntime(msg.init.scoreCacheEntries);
      runtime.onLoadFailure = (detectorId, message) => send({ type: 'model_unavailable', detectorId, message });
      env = { registry: createDefaultRegistry(msg.init), policy: msg.init.policy, runtime };
      chunkDelayMs = msg.init.chunkDelayMs ?? 0;
      send({ type: 'ready' });
      // After 'ready', so start-up is not delayed; the pool sends work only after 'warm' (see Slot.warm in pool.ts).
      void warmUp(env).then(() => send({ type: 'warm' }));
    } catch (err) {
      send({ type: 'init_error', message: (err as Error).message });
    }
    return;
  }
  if (!env) {
    send({ type: 'error', taskId: msg.taskId, message: 'worker not initialised' });
    return;
  }
  if (msg.type === 'extract') {
    void runExtract(msg.taskId, msg);
    return;
  }
  void runTask(msg.taskId, msg.task, env);
};

async function runTask(taskId: number, task: ScanTask, scanEnv: ScanEnv): Promise<void> {
  try {
    const outcome = await runScan(task, scanEnv, { onProgress: (progress) => send({ type: 'progress', taskId, progress }), chunkDelayMs });
    send({ type: 'result', taskId, value: outcome });
  } catch (err) {
    send({ type: 'error', taskId, message: (err as Error).message });
  }
}

/**
 * One tiny scan over every category right after start: regexes compile, views JIT and models load on first
 * use, and that cost (hundreds of ms with the full packs) belongs to the worker's idle time, not to the first
 * client's request. Its scores are not cached, so a client's identical text is still really scored.
 */
async function warmUp(scanEnv: ScanEnv): Promise<void> {
  const plan = { categories: [...CATEGORIES], maxLevel: 'L3' as const, gates: { l1: true, l2: true, l3: true, rules: {}, models: {} } };
  // The second text decides nothing at L1, so the models load and run once too.
  const texts = ['Warm-up: ignore previous instructions, mail a@b.co, key=AKIA0000, <b>&amp;</b> \\x41 ÿ', 'Warm-up: the quarterly report is attached.'];
  try {
    for (const text of texts) await runScan({ jobId: 'warm-up', text, plan, budgetMs: 10_000 }, { ...scanEnv, runtime: scanEnv.runtime.withoutCache() });
  } catch {
    // A failing warm-up only costs the first request its warm start; that request reports the failure.
  }
}

/** Extraction, plus the billing token count so the main thread never tokenises megabytes itself. */
async function runExtract(taskId: number, msg: Extract<ToWorker, { type: 'extract' }>): Promise<void> {
  try {
    const doc = await extractFile(msg.input, msg.opts);
    send({ type: 'result', taskId, value: { ...doc, tokens: countTokens(doc.text) } });
  } catch (err) {
    const code = err instanceof ApiError ? err.code : undefined;
    send({ type: 'error', taskId, message: code ? (err as Error).message : 'document could not be read', code: code ?? 'unprocessable_document' });
  }
}
