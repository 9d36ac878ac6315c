/**
 * Builds the RuleSet the engine runs: bundled packs, then operator packs from a directory (a rule whose id
 * already exists replaces it), minus rules the operator disabled. Operator rules must pass their own tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundledPacks } from './bundled-packs.ts';
import { RulePackError, compilePack } from './rule-pack.ts';
import { ruleCaseFailures } from './rule-cases.ts';
import type { CompiledRule, PackSource, RuleSet } from './rule-types.ts';

export interface RuleSetOptions {
  /** Bundled packs; defaults to the repository's rules/ directory (inlined in the single binary). */
  bundled?: PackSource[];
  /** Operator packs layered on top (SCANWARD_RULES_DIR), laid out as <dir>/<category>/<pack>.json. */
  extraDir?: string;
  /** Rule ids removed entirely (SCANWARD_DISABLED_RULES); a request cannot switch them back on. */
  disabledRules?: string[];
}

/** Reads the rule-set options from the environment (SCANWARD_RULES_DIR, SCANWARD_DISABLED_RULES). */
export function ruleSetOptionsFromEnv(env: Record<string, string | undefined> = process.env): RuleSetOptions {
  const disabled = (env.SCANWARD_DISABLED_RULES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return { extraDir: env.SCANWARD_RULES_DIR || undefined, disabledRules: disabled };
}

/** Loads, validates and layers all packs; throws RulePackError naming the file and rule on any problem. */
export function loadRuleSet({ bundled = bundledPacks(), extraDir, disabledRules = [] }: RuleSetOptions = {}): RuleSet {
  const rules = layer(bundled, true);
  if (extraDir) {
    const extra = layer(readPackDir(extraDir));
    const failures = ruleCaseFailures({ rules: [...extra.values()] });
    if (failures.length) throw new RulePackError(failures);
    for (const [id, rule] of extra) rules.set(id, rule);
  }
  const off = new Set(disabledRules);
  return { rules: [...rules.values()].filter((r) => !off.has(r.id)) };
}

/** Compiles one layer of packs; an id defined twice within the same layer is an error. */
function layer(sources: PackSource[], trusted = false): Map<string, CompiledRule> {
  const rules = new Map<string, CompiledRule>();
  const issues: string[] = [];
  for (const source of sources) {
    try {
      for (const rule of compilePack(source, { trusted })) {
        const prev = rules.get(rule.id);
        if (prev) issues.push(`${rule.file}: rule "${rule.id}": duplicate id, already defined in ${prev.file}`);
        else rules.set(rule.id, rule);
      }
    } catch (e) {
      if (!(e instanceof RulePackError)) throw e;
      issues.push(...e.issues);
    }
  }
  if (issues.length) throw new RulePackError(issues);
  return rules;
}

/** Reads every <dir>/<category>/<pack>.json (schema files skipped); a JSON syntax error names the file. */
export function readPackDir(dir: string): PackSource[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
    .sort();
  return files.map((f) => {
    const file = join(dir, f);
    try {
      return { file, pack: JSON.parse(readFileSync(file, 'utf8')) };
    } catch (e) {
      throw new RulePackError([`${file}: cannot read pack: ${(e as Error).message}`]);
    }
  });
}
