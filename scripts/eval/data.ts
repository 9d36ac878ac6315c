/** Reading the labelled JSONL sets (format: ../shared/data/README.md) and sampling them for `--limit`. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InputKind } from '../../src/detect/types.ts';

/** One record as stored in ../shared/data (only the fields the evaluation uses). */
export interface DataRow {
  id: string;
  text: string;
  label: string;
  category: string;
  source: string;
  /** The row's licence, where the set records one (e.g. "MIT", "UNLICENSED (project-owned)"). */
  license?: string;
  meta?: Record<string, unknown>;
}

/** A row ready to score: `positive` = the family should flag it; `set` names the source it came from. */
export interface EvalRow {
  id: string;
  text: string;
  label: string;
  positive: boolean;
  set: string;
  /** The L2/L3 models were trained on this row (scripts/ml/split.ts); held-out figures leave these out. */
  trained?: boolean;
  /** Scanned as this kind of input (e.g. MCP tool metadata), which switches rules on by kind; default: text. */
  inputKind?: InputKind;
}

/** The shared data folder beside the checkout (this file is scripts/eval/data.ts). */
export const DEFAULT_DATA_DIR = join(import.meta.dir, '..', '..', '..', 'shared', 'data');

const cache = new Map<string, DataRow[]>();

/** Reads a JSONL file once per run; several categories draw on the same file (benign prompts, BIPIA). */
export function readJsonl(path: string): DataRow[] {
  const hit = cache.get(path);
  if (hit) return hit;
  if (!existsSync(path)) throw new Error(`labelled set not found: ${path} (pass --data DIR)`);
  const rows = readFileSync(path, 'utf8').split('\n').filter((l) => l.trim()).map((l, i) => {
    try {
      return JSON.parse(l) as DataRow;
    } catch (e) {
      throw new Error(`${path}:${i + 1}: ${(e as Error).message}`);
    }
  });
  cache.set(path, rows);
  return rows;
}

/**
 * At most `limit` rows, spread evenly over the list: the files are ordered (by rule, by probe family, by
 * task), so taking the first N would evaluate one corner of a set. Deterministic, so runs compare.
 */
export function sample<T>(rows: T[], limit?: number): T[] {
  if (!limit || rows.length <= limit) return rows;
  const out: T[] = [];
  const step = rows.length / limit;
  for (let i = 0; i < limit; i++) out.push(rows[Math.floor(i * step)]);
  return out;
}
