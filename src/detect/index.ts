/** Builds the default detector registry inside each worker thread. */
import { createL1Detectors } from './l1/engine.ts';
import { loadRuleSet } from './l1/rule-set.ts';
import { createRegistry, type DetectorRegistry } from './registry.ts';

export interface DetectorOptions {
  /** Extra rule-pack directory (SCANWARD_RULES_DIR), layered over the bundled packs. */
  rulesDir?: string;
  /** Rule ids disabled for every request (SCANWARD_DISABLED_RULES). */
  disabledRules?: string[];
}

/** All detectors this build ships. Throws, naming the pack and rule, if a rule pack is invalid. */
export function createDefaultRegistry(opts: DetectorOptions = {}): DetectorRegistry {
  const rules = loadRuleSet({ extraDir: opts.rulesDir, disabledRules: opts.disabledRules });
  return createRegistry(createL1Detectors(rules));
}
