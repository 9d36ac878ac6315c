/**
 * DOCX extraction: mammoth reads the body (it handles lists, tables, fields and text boxes); the parts mammoth's
 * raw text leaves out — headers, footers, footnotes, endnotes, comments, hidden (`<w:vanish/>`) runs, tracked
 * deletions, link targets and document properties — are read from the package's XML by the linear scanner.
 */
import mammoth from 'mammoth';
import { DocumentBuilder } from './builder.ts';
import { cleanPackage, openDocxPackage } from './docx-package.ts';
import { decodeXmlEntities, plainXmlText, scanWordXml, type WordText } from './docx-xml.ts';
import { withDeadline, type Budget } from './budget.ts';
import type { ExtractedDocument } from './types.ts';

/** Parts read by the scanner, in the order their blocks follow the body. */
const NOTE_PARTS: Array<[RegExp, string]> = [
  [/^word\/header\d*\.xml$/, 'docx:header'],
  [/^word\/footer\d*\.xml$/, 'docx:footer'],
  [/^word\/footnotes\.xml$/, 'docx:footnote'],
  [/^word\/endnotes\.xml$/, 'docx:endnote'],
  [/^word\/comments\.xml$/, 'docx:comment'],
];

/**
 * mammoth builds a whole tree of the body: on a 30 MB body that is seconds and ~800 MB of memory. Above this
 * size the linear scanner reads the body instead; for scanning, its plain run text is as good.
 */
export const MAMMOTH_MAX_BODY_CHARS = 4 * 1024 * 1024;

async function readBody(parts: Map<string, string>, scanned: WordText, b: DocumentBuilder, deadline: number): Promise<void> {
  if ((parts.get('word/document.xml') ?? '').length > MAMMOTH_MAX_BODY_CHARS) {
    b.visible('docx:body', tidyBody(scanned.text));
    return;
  }
  try {
    const { value } = await withDeadline(mammoth.extractRawText({ buffer: Buffer.from(cleanPackage(parts)) }), deadline);
    b.visible('docx:body', tidyBody(value));
  } catch {
    // mammoth recurses over its tree: a pathological or slow body falls back to the linear scanner.
    b.warn('docx: body read with the fallback reader (mammoth failed or ran past the deadline)', false);
    b.visible('docx:body', tidyBody(scanned.text));
  }
}

function tidyBody(s: string): string {
  return s.replace(/\n{3,}/g, '\n\n').trim();
}

function readLinkTargets(parts: Map<string, string>, b: DocumentBuilder): string[] {
  const links: string[] = [];
  for (const [name, xml] of parts) {
    if (!name.endsWith('.rels')) continue;
    for (const m of xml.matchAll(/<Relationship\b[^>]*>/g)) {
      if (!/TargetMode\s*=\s*"External"/i.test(m[0])) continue;
      const target = /\bTarget\s*=\s*"([^"]*)"/.exec(m[0])?.[1] ?? '';
      if (/\/hyperlink"/.test(m[0])) links.push(decodeXmlEntities(target));
      else b.warn('docx: external references present (not fetched)', false);
    }
  }
  return links;
}

/** Reads the note-like parts into blocks and gathers hidden and deleted runs from every part. */
function readParts(parts: Map<string, string>, body: WordText, b: DocumentBuilder, deadline: number): void {
  const names = [...parts.keys()].sort((x, y) => x.localeCompare(y, 'en', { numeric: true }));
  const hidden = [body.hidden.trim()], deleted = [body.deleted.trim()];
  for (const [pattern, kind] of NOTE_PARTS) {
    for (const name of names.filter((n) => pattern.test(n))) {
      if (Date.now() >= deadline) return b.warn('docx: extraction deadline reached; some parts were not read');
      const scan = scanWordXml(parts.get(name) ?? '');
      b.block(kind, `${kind} ${name}`, scan.text.trim(), name);
      hidden.push(scan.hidden.trim());
      deleted.push(scan.deleted.trim());
    }
  }
  b.block('docx:hidden-run', 'docx:hidden-run', hidden.filter(Boolean).join('\n'));
  b.block('docx:deleted-text', 'docx:deleted-text', deleted.filter(Boolean).join('\n'));
}

/** Extracts a DOCX file: body first, then each hidden surface as its own block. */
export async function extractDocx(data: Uint8Array, budget: Budget): Promise<ExtractedDocument> {
  const pkg = openDocxPackage(data, budget.deadline);
  const b = new DocumentBuilder(budget.maxChars);
  for (const n of pkg.notices) b.warn(n.message, n.partial);
  const body = scanWordXml(pkg.parts.get('word/document.xml') ?? '');
  await readBody(pkg.parts, body, b, budget.deadline);
  readParts(pkg.parts, body, b, budget.deadline);
  b.block('docx:link-target', 'docx:link-target', readLinkTargets(pkg.parts, b).join('\n'));
  const props = ['docProps/core.xml', 'docProps/custom.xml'].map((n) => plainXmlText(pkg.parts.get(n) ?? ''));
  b.block('docx:properties', 'docx:properties', props.filter(Boolean).join('\n'));
  return b.finish('docx');
}
