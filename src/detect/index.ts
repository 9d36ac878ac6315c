/** Builds the default detector registry inside each worker thread. */
import type { WorkerInit } from '../jobs/messages.ts';
import { createRegistry, type DetectorRegistry } from './registry.ts';

/** All detectors this build ships, configured from the worker's init message. */
export function createDefaultRegistry(_init: Pick<WorkerInit, 'rulesDir' | 'disabledRules'>): DetectorRegistry {
  return createRegistry([]);
}
