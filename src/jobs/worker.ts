/**
 * Worker thread entry: loads the detectors once, then runs scans sent by the scheduler.
 * Listed as an extra entrypoint of the single-binary build (scripts/build.ts).
 */
import { createDefaultRegistry } from '../detect/index.ts';
import { CATEGORIES } from '../detect/types.ts';
import type { DetectorRegistry } from '../detect/registry.ts';
import { extractFile } from '../extract/extract-file.ts';
import type { Policy } from '../fuse/policy.ts';
import { ApiError } from '../lib/errors.ts';
import { countTokens } from '../lib/wordpiece.ts';
import type { FromWorker, ToWorker } from './messages.ts';
import { runScan } from './pipeline.ts';

declare const self: Worker;

let registry: DetectorRegistry | undefined;
let policy: Policy | undefined;
let chunkDelayMs = 0;

const send = (m: FromWorker) => self.postMessage(m);

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const msg = event.data;
  if (msg.type === 'init') {
    try {
      registry = createDefaultRegistry(msg.init);
      policy = msg.init.policy;
      chunkDelayMs = msg.init.chunkDelayMs ?? 0;
      send({ type: 'ready' });
      // After 'ready', so start-up is not delayed: a task sent meanwhile waits behind it in this thread.
      warmUp(registry, policy);
    } catch (err) {
      send({ type: 'init_error', message: (err as Error).message });
    }
    return;
  }
  if (!registry || !policy) {
    send({ type: 'error', taskId: msg.taskId, message: 'worker not initialised' });
    return;
  }
  if (msg.type === 'extract') {
    void runExtract(msg.taskId, msg);
    return;
  }
  try {
    const outcome = runScan(msg.task, registry, policy, (progress) => send({ type: 'progress', taskId: msg.taskId, progress }), chunkDelayMs);
    send({ type: 'result', taskId: msg.taskId, value: outcome });
  } catch (err) {
    send({ type: 'error', taskId: msg.taskId, message: (err as Error).message });
  }
};

/**
 * One tiny scan over every category right after start: regexes compile and views JIT on first use, and that
 * cost (hundreds of ms with the full packs) belongs to the worker's idle time, not to the first client's request.
 */
function warmUp(reg: DetectorRegistry, pol: Policy): void {
  const plan = { categories: [...CATEGORIES], maxLevel: 'L3' as const, gates: { l1: true, l2: true, l3: true, rules: {}, models: {} } };
  runScan({ jobId: 'warm-up', text: 'Warm-up: ignore previous instructions, mail a@b.co, key=AKIA0000, <b>&amp;</b> \\x41 ÿ', plan, budgetMs: 10_000 }, reg, pol);
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
