/**
 * Worker thread entry: loads the detectors once, then runs scans sent by the scheduler.
 * Listed as an extra entrypoint of the single-binary build (scripts/build.ts).
 */
import { createDefaultRegistry } from '../detect/index.ts';
import type { DetectorRegistry } from '../detect/registry.ts';
import type { Policy } from '../fuse/policy.ts';
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
    } catch (err) {
      send({ type: 'init_error', message: (err as Error).message });
    }
    return;
  }
  if (!registry || !policy) {
    send({ type: 'error', taskId: msg.taskId, message: 'worker not initialised' });
    return;
  }
  try {
    const outcome = runScan(msg.task, registry, policy, (progress) => send({ type: 'progress', taskId: msg.taskId, progress }), chunkDelayMs);
    send({ type: 'result', taskId: msg.taskId, outcome });
  } catch (err) {
    send({ type: 'error', taskId: msg.taskId, message: (err as Error).message });
  }
};
