/**
 * False alarms on text no rule, model or threshold was built from: the manual pages installed on this machine,
 * rendered to plain text. Nothing here is a labelled set: manual pages hold no attacks and no secrets, so every
 * injection, dlp or threat flag is a false alarm (the PII column is mostly real: authors' names and e-mail
 * addresses). The training data (scripts/ml/dataset.ts) reads README, changelog and copyright files and Python
 * sources, never /usr/share/man, so the genre is unseen by the models as well as by the rules.
 *
 * Pages: every second page of man1, man5, man7 and man8 in sorted order (gcloud's generated pages skipped but
 * for one in 300), at most --pages, rendered with `man -l` at 100 columns and cached in build/unseen/man.
 * Each page is cut at blank lines into documents of at most --doc characters. Every document goes through
 * runScan once per level cap (L1, L1+L2, L1+L2+L3), all four categories, and the flagged share is reported
 * per category, with the rules and models that decided. A second table does the same for the raw HTML pages under
 * /usr/share/doc (sliced, markup and all), the way web content reaches a scanner as text, and a third for
 * synthetic machine output (eval/machine-output.ts: floats and integers in JSON and logs, seeded).
 *
 * Usage: bun scripts/eval-unseen.ts [--pages 700] [--doc 6000] [--out docs/unseen.md]
 * Needs `man` (Debian's man-db); without it, says so and exits 2.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ModelRuntime } from '../src/detect/cascade/model-runtime.ts';
import { createDefaultRegistry } from '../src/detect/index.ts';
import type { Level } from '../src/detect/types.ts';
import { DEFAULT_POLICY } from '../src/fuse/policy.ts';
import { describeMachine } from './bench/machine.ts';
import { type FlagDoc, flagCountsByLevel, flagDeciders, flagTable } from './eval/flag-counts.ts';
import { machineOutputDocs } from './eval/machine-output.ts';

const { values } = parseArgs({ options: { pages: { type: 'string', default: '700' }, doc: { type: 'string', default: '6000' }, out: { type: 'string', default: 'docs/unseen.md' } } });
const ROOT = resolve(import.meta.dir, '..');
const CACHE = join(ROOT, 'build/unseen/man');
const MAN = '/usr/share/man';
const DOC_CHARS = Number(values.doc);

function pageList(): string[] {
  const sections = ['man1', 'man5', 'man7', 'man8'].filter((s) => existsSync(join(MAN, s)));
  const all = sections.flatMap((s) => readdirSync(join(MAN, s)).filter((f) => f.endsWith('.gz')).map((f) => `${s}/${f}`)).sort();
  const plain = all.filter((p) => !p.includes('gcloud_')).filter((_, i) => i % 2 === 1).slice(0, Number(values.pages));
  return [...plain, ...all.filter((p) => p.includes('gcloud_')).filter((_, i) => i % 300 === 299)];
}

const DOC_ROOT = '/usr/share/doc';

/** Every .html file under /usr/share/doc below 200 KB, sorted, cut into slices of DOC_CHARS (the first ten of a page). */
function htmlDocuments(): { files: number; docs: FlagDoc[] } {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && e.name.endsWith('.html') && statSync(p).size < 200_000) files.push(p);
    }
  };
  if (existsSync(DOC_ROOT)) walk(DOC_ROOT);
  const docs: FlagDoc[] = [];
  for (const f of files) {
    const t = readFileSync(f, 'utf8');
    for (let i = 0; i < t.length && i < 10 * DOC_CHARS; i += DOC_CHARS) docs.push({ id: `${f}@${i}`, text: t.slice(i, i + DOC_CHARS) });
  }
  return { files: files.length, docs };
}

function render(page: string): string {
  const cached = join(CACHE, `${page.replace('/', '_')}.txt`);
  if (existsSync(cached)) return readFileSync(cached, 'utf8');
  const out = spawnSync('sh', ['-c', `man -l ${JSON.stringify(join(MAN, page))} 2>/dev/null | col -b`], { env: { ...process.env, MANWIDTH: '100' }, encoding: 'utf8', timeout: 10_000 });
  const text = out.stdout ?? '';
  writeFileSync(cached, text);
  return text;
}

/** A page cut at blank lines into documents of at most DOC_CHARS (a paragraph longer than that stays whole). */
function documents(page: string, text: string): FlagDoc[] {
  const docs: FlagDoc[] = [];
  let cur = '';
  const flush = () => {
    if (cur.trim().length > 200) docs.push({ id: `${page}#${docs.length}`, text: cur });
    cur = '';
  };
  for (const para of text.replace(/[ \t]+/g, ' ').split(/\n\s*\n/)) {
    if (cur && cur.length + para.length > DOC_CHARS) flush();
    cur += (cur ? '\n\n' : '') + para;
  }
  flush();
  return docs;
}

if (spawnSync('sh', ['-c', 'command -v man && command -v col']).status !== 0) {
  console.error('eval-unseen: needs `man` and `col` (Debian: man-db, bsdextrautils)');
  process.exit(2);
}
mkdirSync(CACHE, { recursive: true });
const started = performance.now();
const pages = pageList();
const docs = pages.flatMap((p) => documents(p, render(p)));
const chars = docs.reduce((n, d) => n + d.text.length, 0);
console.error(`${pages.length} pages, ${docs.length} documents, ${(chars / 1e6).toFixed(1)} M characters`);

const registry = createDefaultRegistry();
const runtime = new ModelRuntime(0);
const levels: Level[] = ['L1', 'L2', 'L3'];

/** Flagged documents per level cap and category, and which rule or model decided them. */
async function measure(set: FlagDoc[], name: string): Promise<{ table: string; deciders: string[] }> {
  const counts = await flagCountsByLevel(set, levels, { registry, policy: DEFAULT_POLICY, runtime }, name);
  return { table: flagTable(counts, 1), deciders: counts.map(flagDeciders) };
}

const man = await measure(docs, 'man');
const web = htmlDocuments();
const html = await measure(web.docs, 'html');
const machineDocs = machineOutputDocs();
const machine = await measure(machineDocs, 'machine');

const report = `# False alarms on unseen text: manual pages

Command: \`bun scripts/eval-unseen.ts --pages ${values.pages} --doc ${values.doc}\` (script header: how pages are chosen,
rendered and cut). ${pages.length} pages of this machine's /usr/share/man (Debian), ${docs.length} documents of at most
${DOC_CHARS} characters, ${(chars / 1e6).toFixed(1)} M characters. No rule, model or threshold was built from manual pages,
but some rule fixes were made after seeing false alarms here, so for those rules the pages are no longer fully unseen:
adversarial-suffix (quoted word lists and escape lists allowlisted), threat command-substitution (only probe commands),
the bare national-id rules' required context words, adversarial-suffix-soup's command-line-option code marker,
generic-api-key's hex entropy floor (lower-case hex only: openssl-mac's upper-case example key), secret-in-prose's
algorithm names ("key encryption is 3DES_CBC") and threat value-then-probe's rule that the value before the chain is not itself
a command (man unshare's \`sh -c 'whoami; cat /proc/self/uid_map'\`) (the issue notes of sessions 4, 5, 10 and 14 say what each flagged).
They hold no attacks or secrets, so an injection, dlp or threat flag is a false alarm; PII flags are mostly real
(authors' names and e-mail addresses). Documents flagged per category (share of all documents), all four categories
requested, default policy:

${man.table}

Which rule or model decided the flagged documents (final_result.source):

${man.deciders.join('\n')}

## Web pages read as text

The same measurement on raw HTML: ${web.docs.length} documents (${web.files} .html files under ${DOC_ROOT}), each a slice of at most ${DOC_CHARS} characters
of a page, markup and all, the way a tool result or a pasted page reaches a scanner (not through the HTML extractor).
Not unseen for every rule: session 11 read their flags and narrowed threat xss (script-breakout), xss-extended
(javascript data: URIs), path-traversal-read (file:///C:/ URLs) and injection adversarial-suffix (markup as token
soup), and made the normaliser read <br>/<p>/<div> as line breaks; before that, L1 flagged 66 documents for
injection and 60 for threat (session 11, the same slices). Session 12 narrowed pii ipv4-address here (SVG path
data, heading numbers, sonames; it decided 74 flags before) and had L3 read markup-heavy chunks without their
markup, a change designed on these pages (full-cascade injection flags 72 before); the models were trained on
none of them. Documents flagged per category:

${html.table}

Which rule or model decided:

${html.deciders.join('\n')}

## Machine output: numbers in JSON and logs

${machineDocs.length} synthetic documents (scripts/eval/machine-output.ts, seeded): JSON arrays and tab-separated rows of
floats as JavaScript prints doubles (embeddings, probabilities), and JSON or logfmt records of integers of 9 to 19
digits and epoch timestamps under field names (ts, offset, bytes, elapsed_ns, user_id…, and the generic id and
value). None of it is personal data, but one random fraction or integer in ten passes a check digit, so a
checksum-only rule flags it. Not unseen: session 13 built this set after finding such flags in third-party
package sources, and changed the rules for it (credit-card and international phone numbers are not read in a
decimal's digits; a rule match where two chunks overlap is judged by the chunk that reads it with more context;
context.fieldNames: a bare number under a field named for something else is rejected). Before those changes
(7bb30ad, the same 360 documents) L1 flagged 268 for pii, 173 of them decided by credit-card. Integers under the generic names id and value stay
flagged where their digits pass a rule's checksum: nothing in the text says they are not ids. Documents flagged
per category:

${machine.table}

Which rule or model decided:

${machine.deciders.join('\n')}

Machine: ${describeMachine()}. Date: ${new Date().toISOString().slice(0, 10)}. Run time ${((performance.now() - started) / 1e3).toFixed(0)} s.
`;
writeFileSync(resolve(ROOT, values.out!), report);
console.log(report);
