/**
 * The detector registry: every detector keyed by id, category and level, and the per-request selection that
 * honours max_level and the l1/l2/l3 and models gates (rule switches are applied inside rule engines).
 */
import { LEVELS, type Category, type Detector, type Level, type ScanPlan } from './types.ts';

const levelRank = (l: Level) => LEVELS.indexOf(l);

export interface DetectorRegistry {
  readonly all: readonly Detector[];
  /** Detectors to run for each requested category, in level order (L1 first). */
  select(plan: ScanPlan): Map<Category, Detector[]>;
}

/** Builds a registry; duplicate ids are a programming error and throw at start. */
export function createRegistry(detectors: Detector[]): DetectorRegistry {
  const seen = new Set<string>();
  for (const d of detectors) {
    if (seen.has(d.id)) throw new Error(`duplicate detector id '${d.id}'`);
    seen.add(d.id);
  }
  const sorted = [...detectors].sort((a, b) => levelRank(a.level) - levelRank(b.level));
  return {
    all: sorted,
    select(plan) {
      const out = new Map<Category, Detector[]>();
      for (const category of plan.categories) {
        out.set(category, sorted.filter((d) => d.category === category && allowed(d, plan)));
      }
      return out;
    },
  };
}

function allowed(d: Detector, plan: ScanPlan): boolean {
  if (levelRank(d.level) > levelRank(plan.maxLevel)) return false;
  const levelGate = { L1: plan.gates.l1, L2: plan.gates.l2, L3: plan.gates.l3 }[d.level];
  if (!levelGate) return false;
  if (d.kind === 'model' && plan.gates.models[d.id] === false) return false;
  return true;
}
