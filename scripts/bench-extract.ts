/**
 * Extraction benchmark: generates ~10 MB PDFs and DOCX packages (and HTML/Markdown for comparison), then extracts
 * each in a fresh child process so peak RSS belongs to that file alone. Writes the "extract" section of
 * docs/benchmarks.md.
 *
 * Usage: bun scripts/bench-extract.ts [--runs 3] [--only pdf-text,docx-text] (with --only, prints rows, writes nothing)
 * Target (issue 4): ≤ 2 s per ~10 MB document, bounded memory.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildDocx, buildPdf, pdfFromObjects, wordParagraph, wordPart } from '../src/extract/documents/test-fixtures.ts';
import { extractFile } from '../src/extract/extract-file.ts';
import { describeMachine } from './bench/machine.ts';
import { writeSection } from './bench/results.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, only: { type: 'string' }, child: { type: 'string' }, full: { type: 'boolean', default: false } } });

/** Pseudo-random words (fixed seed) so text compresses like prose, not like one repeated line; `rare` sets how often a word is a random token. */
function prose(words: number, seed = 1, rare = 13): string {
  const vocab = 'the of report revenue quarter growth customer account invoice payment policy review team market product risk data system'.split(' ');
  let x = seed;
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out.push(i % rare === 0 ? x.toString(36) : vocab[x % vocab.length]);
  }
  return out.join(' ');
}

function randomBytes(n: number): Uint8Array {
  const b = new Uint8Array(n);
  for (let i = 0; i < n; i += 65536) crypto.getRandomValues(b.subarray(i, Math.min(n, i + 65536)));
  return b;
}

/** A scanned-looking PDF: a few text pages and one page that is a 10 MB uncompressed image. */
function scannedPdf(): Uint8Array {
  const side = 3200;
  const image = Buffer.from(randomBytes(side * side)).toString('latin1');
  const text = 'BT /F1 12 Tf 72 720 Td (Cover page of a scanned contract) Tj ET';
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 5 0 R] /Count 2 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 7 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 6 0 R >> >> /Contents 8 0 R >>',
    `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${image.length} >>\nstream\n${image}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Length 33 >>\nstream\nq 612 0 0 792 0 0 cm /Im1 Do Q\nendstream',
  ]);
}

const CASES: Record<string, { name: string; describe: string; make: () => Uint8Array }> = {
  'pdf-text': {
    name: 'text.pdf', describe: 'PDF, 2,300 pages of text (~4 KB each)',
    make: () => buildPdf(Array.from({ length: 2_300 }, (_, p) => ({ lines: Array.from({ length: 50 }, (_, l) => prose(12, p * 100 + l)) }))),
  },
  'pdf-scan': { name: 'scan.pdf', describe: 'PDF, 1 text page + 1 page holding a 10 MB image', make: scannedPdf },
  'docx-text': {
    name: 'text.docx', describe: 'DOCX, 28 MB of body XML (text with many random tokens, deflated)',
    make: () => buildDocx({ 'word/document.xml': wordPart('document', Array.from({ length: 60_000 }, (_, i) => wordParagraph(prose(60, i, 2))).join('')) }),
  },
  'docx-media': {
    name: 'media.docx', describe: 'DOCX, 1 MB of body XML + 9.5 MB of embedded images',
    make: () => buildDocx({
      'word/document.xml': wordPart('document', Array.from({ length: 2_000 }, (_, i) => wordParagraph(prose(60, i))).join('')),
      ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`word/media/image${i + 1}.png`, randomBytes(950_000)])),
    }),
  },
  'html': {
    name: 'page.html', describe: 'HTML, 10 MB: 80,000 paragraphs with attributes and comments',
    make: () => new TextEncoder().encode(`<!doctype html><html><body>${Array.from({ length: 80_000 }, (_, i) => `<p title="t${i}">${prose(18, i)}</p><!-- c${i} -->`).join('\n')}</body></html>`),
  },
};

interface Result { ms: number; warmMs: number; baseRss: number; peakRss: number; chars: number; state: string; pages?: string; warnings: number }

/** The process's own peak RSS (VmHWM) on Linux; elsewhere resourceUsage's maxRSS. */
function peakRssBytes(): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kb) return Number(kb) * 1024;
  } catch { /* not Linux */ }
  return process.resourceUsage().maxRSS * 1024;
}

/** Child: extract one prepared file, report time and memory as JSON. */
async function child(path: string, name: string, full: boolean): Promise<void> {
  const data = new Uint8Array(readFileSync(path));
  const baseRss = process.memoryUsage().rss;
  const opts = full ? { maxChars: 100_000_000, deadlineMs: 120_000 } : {};
  const t0 = performance.now();
  const doc = await extractFile({ name, data }, opts);
  const ms = performance.now() - t0;
  // A second call shows the steady state of a worker that has already loaded pdf.js, mammoth and linkedom.
  const t1 = performance.now();
  await extractFile({ name, data }, opts);
  const warmMs = performance.now() - t1;
  const peakRss = peakRssBytes();
  const pages = doc.pagesTotal ? `${doc.pagesScanned}/${doc.pagesTotal}` : undefined;
  console.log(JSON.stringify({ ms, warmMs, baseRss, peakRss, chars: doc.text.length, state: doc.state, pages, warnings: doc.warnings.length } satisfies Result));
}

async function runChild(path: string, name: string, full: boolean): Promise<Result> {
  const args = ['run', import.meta.path, '--child', `${path}::${name}`, ...(full ? ['--full'] : [])];
  const proc = Bun.spawn([process.execPath, ...args], { stdout: 'pipe', stderr: 'inherit' });
  const out = await new Response(proc.stdout).text();
  if ((await proc.exited) !== 0) throw new Error(`child failed for ${name}`);
  return JSON.parse(out.trim().split('\n').pop()!);
}

const mb = (n: number) => (n / 2 ** 20).toFixed(0);

async function main(): Promise<void> {
  const runs = Number(values.runs);
  const load = loadavg()[1].toFixed(1);
  const dir = mkdtempSync(join(tmpdir(), 'scanward-bench-extract-'));
  const rows: string[] = [];
  try {
    for (const [id, c] of Object.entries(CASES).filter(([id]) => !values.only || values.only.split(',').includes(id))) {
      const path = join(dir, c.name);
      writeFileSync(path, c.make());
      for (const full of [false, true]) {
        const results: Result[] = [];
        for (let i = 0; i < runs; i++) results.push(await runChild(path, c.name, full));
        const median = (f: (r: Result) => number) => results.map(f).sort((a, b) => a - b)[Math.floor(runs / 2)].toFixed(0);
        const r = results[0];
        rows.push(`| ${c.describe} | ${mb(statSync(path).size)} | ${full ? 'no cap' : 'defaults'} | ${median((x) => x.ms)} | ${median((x) => x.warmMs)} | ${mb(r.baseRss)} → ${median((x) => x.peakRss / 2 ** 20)} | ${r.chars.toLocaleString('en')} | ${r.state}${r.pages ? `, pages ${r.pages}` : ''} |`);
        console.error(id, full ? 'full' : 'default', results.map((r) => r.ms.toFixed(0)).join(' '));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (values.only) return console.log(rows.join('\n'));
  writeSection('extract', `## Document extraction, ~10 MB files

Command: \`bun scripts/bench-extract.ts --runs ${runs}\`. Each run is a fresh \`bun\` process that reads the file and
times two \`extractFile\` calls: cold (the first, loading pdf.js / mammoth / linkedom and warming the JIT) and warm
(the second, as in a worker that has handled a file before). Medians of ${runs} runs. "defaults": maxChars
1,000,000 and a 10 s deadline; "no cap": maxChars 100,000,000, deadline 120 s, to show the cost of reading
everything. RSS: after reading the file → peak of the process (VmHWM, MiB), both calls included.
Machine: ${describeMachine()}, 5-minute load average ${load} at the start (the machine is shared; figures
taken under load are slower). Date: ${new Date().toISOString().slice(0, 10)}.

| file | MiB | options | cold ms | warm ms | RSS MiB | chars out | state |
|---|---:|---|---:|---:|---:|---:|---|
${rows.join('\n')}

Target (issue 4): ≤ 2 s per ~10 MB document.`);
}

if (values.child) {
  const [path, name] = values.child.split('::');
  await child(path, name, values.full ?? false);
} else {
  await main();
}
