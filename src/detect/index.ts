/** Builds the default detector registry inside each worker thread. */
import { createL1Detectors } from './l1/engine.ts';
import { createL2InjectionDetector, l2InjectionDir } from './l2/injection-l2.ts';
import { loadRuleSet } from './l1/rule-set.ts';
import { createL3InjectionDetector } from './l3/injection-l3.ts';
import { bundledModelsDir } from './model-files.ts';
import type { ModelDetector } from './model-types.ts';
import { createRegistry, type DetectorRegistry } from './registry.ts';

export interface DetectorOptions {
  /** Extra rule-pack directory (SCANWARD_RULES_DIR), layered over the bundled packs. */
  rulesDir?: string;
  /** Rule ids disabled for every request (SCANWARD_DISABLED_RULES). */
  disabledRules?: string[];
  /** Folder of the model files (SCANWARD_MODELS_DIR); default the bundled models. */
  modelsDir?: string;
  /** Threads of each L3 model's inference (SCANWARD_MODEL_THREADS). */
  modelThreads?: number;
  /** false: rules only (unit tests of the rule engine and the L1 eval rows). */
  models?: boolean;
}

/**
 * All detectors this build ships. Throws, naming the pack and rule, if a rule pack is invalid. Models are
 * registered even when their files are missing: their load then fails per job with a clear Failure.
 */
export function createDefaultRegistry(opts: DetectorOptions = {}): DetectorRegistry {
  const rules = loadRuleSet({ extraDir: opts.rulesDir, disabledRules: opts.disabledRules });
  const models = opts.models === false ? [] : createModelDetectors(opts.modelsDir ?? bundledModelsDir(), opts.modelThreads ?? 1);
  return createRegistry([...createL1Detectors(rules), ...models]);
}

/** The L2 and L3 models, in cascade order. */
export function createModelDetectors(modelsDir: string, threads: number): ModelDetector[] {
  return [createL2InjectionDetector(l2InjectionDir(modelsDir)), createL3InjectionDetector(modelsDir, threads)];
}
