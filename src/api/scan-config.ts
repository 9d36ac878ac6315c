/**
 * ScanConfig validation (spec §2.1): structure is checked by the TypeBox schema the OpenAPI document shows,
 * the cross-field rules here. Every refusal is a 422 whose message names the offending field.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { DETECTOR_ID_PATTERN, RESERVED_IDS, ScanConfig } from '../contract/spec.ts';
import { CATEGORIES, type Category, type Level, type ScanPlan } from '../detect/types.ts';
import { ApiError } from '../lib/errors.ts';
import { firstError } from './schema-errors.ts';

const checkConfig = TypeCompiler.Compile(ScanConfig);
const DETECTOR_ID = new RegExp(DETECTOR_ID_PATTERN);
const RESERVED_KEYS: ReadonlySet<string> = new Set(RESERVED_IDS);
const MAX_SWITCHES = 512;
const DEFAULT_CATEGORIES: Category[] = ['injection', 'dlp'];

const invalid = (message: string) => new ApiError('invalid_config', message);

/** Validates a ScanConfig value (undefined = service defaults) and returns the normalised plan. */
export function parseScanConfig(value: unknown, path = 'config'): ScanPlan {
  if (value === undefined) return defaultPlan();
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalid(`${path} must be a JSON object`);
  checkSwitchMaps(value as Record<string, unknown>, path);
  if (!checkConfig.Check(value)) throw invalid(firstError(checkConfig.Errors(value), path));
  const cfg = value as { categories?: string[]; max_level?: Level; gates?: Record<string, unknown> };
  const categories = normaliseCategories(cfg.categories, path);
  const gates = (cfg.gates ?? {}) as { l1?: boolean; l2?: boolean; l3?: boolean; rules?: Record<string, boolean>; models?: Record<string, boolean> };
  const plan: ScanPlan = {
    categories,
    maxLevel: cfg.max_level ?? 'L3',
    gates: { l1: gates.l1 ?? true, l2: gates.l2 ?? true, l3: gates.l3 ?? true, rules: { ...gates.rules }, models: { ...gates.models } },
  };
  checkLevelRules(plan, cfg, path);
  return plan;
}

/** The plan used when a request has no config. */
export function defaultPlan(): ScanPlan {
  return { categories: [...DEFAULT_CATEGORIES], maxLevel: 'L3', gates: { l1: true, l2: true, l3: true, rules: {}, models: {} } };
}

function normaliseCategories(raw: string[] | undefined, path: string): Category[] {
  if (raw === undefined) return [...DEFAULT_CATEGORIES];
  const out: Category[] = [];
  for (const [i, name] of raw.entries()) {
    const lower = name.toLowerCase();
    if (!(CATEGORIES as readonly string[]).includes(lower)) {
      throw invalid(`${path}.categories[${i}]: unknown category '${name}' (allowed: ${CATEGORIES.join(', ')})`);
    }
    if (out.includes(lower as Category)) throw invalid(`${path}.categories[${i}]: duplicate category '${name}'`);
    out.push(lower as Category);
  }
  return out;
}

function checkLevelRules(plan: ScanPlan, cfg: { max_level?: string; gates?: object }, path: string): void {
  if (plan.categories.includes('threat') && (plan.maxLevel === 'L1' || !plan.gates.l2)) {
    throw invalid(`${path}: category 'threat' requires level L2; do not combine it with max_level L1 or gates.l2 false`);
  }
  if (plan.categories.length === CATEGORIES.length && cfg.max_level !== 'L3' && (cfg.max_level !== undefined || cfg.gates !== undefined)) {
    throw invalid(`${path}: for all four categories use max_level L3 or leave max_level and gates unset`);
  }
}

/** Key rules of gates.rules / gates.models, checked before the schema so messages name the exact key. */
function checkSwitchMaps(cfg: Record<string, unknown>, path: string): void {
  const gates = cfg.gates;
  if (gates === null || typeof gates !== 'object' || Array.isArray(gates)) return;
  for (const name of ['rules', 'models'] as const) {
    const map = (gates as Record<string, unknown>)[name];
    if (map === null || typeof map !== 'object' || Array.isArray(map)) continue;
    const keys = Object.keys(map);
    if (keys.length > MAX_SWITCHES) throw invalid(`${path}.gates.${name}: at most ${MAX_SWITCHES} entries, got ${keys.length}`);
    for (const key of keys) {
      const where = `${path}.gates.${name}[${JSON.stringify(key)}]`;
      if (RESERVED_KEYS.has(key)) throw invalid(`${where}: reserved name is not allowed`);
      if (!DETECTOR_ID.test(key)) throw invalid(`${where}: ids are 1 to 128 characters of A-Z a-z 0-9 _ : . / -`);
      if (typeof (map as Record<string, unknown>)[key] !== 'boolean') throw invalid(`${where}: value must be a JSON boolean`);
    }
  }
}
