/**
 * L1 throughput on mixed text (issue 5 target: ≥ 100 MB/s at the default rule set): ~5 MB of benign prompts
 * from ../shared/data with an injection every 50 lines, chunked as the pipeline does (chunking not timed),
 * every chunk through each category's rules, best of 3 runs. Reports the raw view alone and raw + derived
 * views (normalised, folded, decoded), so the cost of normalisation shows on its own; then the cost of building
 * the views alone on that text, on plain ASCII prose (which should cost the prescan and nothing more), and on
 * text where every line hides behind references, escapes, selectors or accents (the decoders' worst case).
 * Usage: bun src/detect/l1/normalize/l1-bench.ts [MB=5]   (SCANWARD_DATA overrides the data folder)
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chunkText } from '../../../lib/chunker.ts';
import { CATEGORIES, type Chunk, type DetectContext } from '../../types.ts';
import { loadRuleSet } from '../rule-set.ts';
import { type CategoryIndex, buildCategoryIndex, scanViews } from '../scan.ts';
import { chunkView } from '../text-view.ts';
import { derivedViews, startsLine } from './chunk-views.ts';
import { type VariantKind, makeVariant } from './test-variants.ts';

const DATA = process.env.SCANWARD_DATA ?? resolve(import.meta.dir, '../../../../../shared/data');

const lines = (file: string) => readFileSync(join(DATA, file), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).text as string);

/** Lines from `pick` joined until `chars` is reached. */
function joinLines(pick: (i: number) => string, chars: number): string {
  const parts: string[] = [];
  for (let i = 0, size = 0; size < chars; i++) {
    const t = pick(i);
    parts.push(t);
    size += t.length + 1;
  }
  return parts.join('\n');
}

/** Benign prompt lines with a jailbreak prompt every 50 lines, joined until `chars` is reached. */
export function mixedText(chars: number): string {
  const benign = lines('benign/benign_prompts_shared.jsonl');
  const attacks = lines('injection/jailbreakbench_prompts.jsonl').slice(0, 200);
  return joinLines((i) => (i % 50 === 49 ? attacks[Math.floor(i / 50) % attacks.length] : benign[i % benign.length]), chars);
}

/** The benign lines that are plain ASCII with no '&' or backslash: what the prescan alone should clear. */
export function asciiProse(chars: number): string {
  const plain = lines('benign/benign_prompts_shared.jsonl').filter((t) => /^[\x00-\x7f]*$/.test(t) && !/[&\\]/.test(t));
  return joinLines((i) => plain[i % plain.length], chars);
}

/** Benign lines, each hidden whole as one of the new decoders' variants in turn. */
export function hiddenText(chars: number): string {
  const kinds: VariantKind[] = ['entity-encoded', 'escaped', 'vs-smuggled', 'accented'];
  const hidden = lines('benign/benign_prompts_shared.jsonl').slice(0, 2000).map((t, i) => makeVariant(kinds[i % 4], t, t)?.text ?? t);
  return joinLines((i) => hidden[i % hidden.length], chars);
}

type Mode = 'raw' | 'views';

/**
 * MB/s (millions of UTF-16 units per second), best of 3: per category alone (building its own views), and all
 * four per chunk in turn as the pipeline runs them (views built once per chunk and shared).
 */
export function measure(text: string, mode: Mode): Record<string, number> {
  const ruleSet = loadRuleSet();
  const ctx: DetectContext = {
    text, deadline: Number.POSITIVE_INFINITY,
    plan: { categories: [...CATEGORIES], maxLevel: 'L1', gates: { l1: true, l2: false, l3: false, rules: {}, models: {} } },
  };
  const indexes = CATEGORIES.map((c) => buildCategoryIndex(c, ruleSet.rules.filter((r) => r.category === c)));
  const scan = (index: CategoryIndex, c: Chunk) =>
    scanViews(index, [chunkView(c), ...(mode === 'views' ? derivedViews(c, index.category, ctx.deadline, startsLine(c, text)) : [])], c.id, ctx);
  const mbps = (run: (chunks: Chunk[]) => void) => {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i++) {
      const chunks = chunkText(text).map((c): Chunk => ({ ...c })); // fresh objects: views are cached per chunk
      const t0 = performance.now();
      run(chunks);
      best = Math.min(best, performance.now() - t0);
    }
    return text.length / 1e3 / best;
  };
  const out: Record<string, number> = {};
  for (const index of indexes) out[index.category] = mbps((chunks) => chunks.forEach((c) => scan(index, c)));
  out.all = mbps((chunks) => chunks.forEach((c) => indexes.forEach((index) => scan(index, c))));
  return out;
}

/** MB/s of building the derived views alone (what the first category to see a chunk pays). */
export function measureViews(text: string): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const chunks = chunkText(text).map((c): Chunk => ({ ...c }));
    const t0 = performance.now();
    for (const c of chunks) derivedViews(c, 'injection', Number.POSITIVE_INFINITY, startsLine(c, text));
    best = Math.min(best, performance.now() - t0);
  }
  return text.length / 1e3 / best;
}

if (import.meta.main) {
  const text = mixedText(Number(process.argv[2] ?? 5) * 1e6);
  const show = (r: Record<string, number>) => Object.entries(r).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');
  console.log(`${(text.length / 1e6).toFixed(1)} M chars, ${loadRuleSet().rules.length} rules, MB/s`);
  // Alternate the modes and keep each one's best, so drift in machine load does not favour either.
  const best = (a: Record<string, number>, b: Record<string, number>) => Object.fromEntries(Object.keys(b).map((k) => [k, Math.max(a[k] ?? 0, b[k])]));
  let raw: Record<string, number> = {};
  let views: Record<string, number> = {};
  for (let round = 0; round < 2; round++) {
    raw = best(raw, measure(text, 'raw'));
    views = best(views, measure(text, 'views'));
  }
  console.log(`  raw view only:        ${show(raw)}`);
  console.log(`  raw + derived views:  ${show(views)}`);
  console.log(`  building views alone: ${measureViews(text).toFixed(1)}`);
  console.log(`  building views, plain ASCII prose: ${measureViews(asciiProse(text.length)).toFixed(1)}`);
  console.log(`  building views, every line entity-encoded, escaped, VS-smuggled or accented: ${measureViews(hiddenText(text.length / 5)).toFixed(1)}`);
}
