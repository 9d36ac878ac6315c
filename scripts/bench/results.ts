/** Writes one benchmark's section into docs/benchmarks.md between its own markers, keeping the other sections. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const FILE = join(import.meta.dir, '..', '..', 'docs', 'benchmarks.md');
const HEADER = '# Benchmarks\n\nMeasured figures, never targets: each section says the command that reproduces it and the machine.\n';

/** Replaces (or appends) the section named `name` in `file` (default docs/benchmarks.md). */
export function writeSection(name: string, markdown: string, file = FILE): void {
  const begin = `<!-- bench:${name}:begin -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${begin}\n${markdown.trim()}\n${end}`;
  let doc = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const i = doc.indexOf(begin);
  const j = doc.indexOf(end);
  doc = i >= 0 && j > i ? doc.slice(0, i) + block + doc.slice(j + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, doc);
}
