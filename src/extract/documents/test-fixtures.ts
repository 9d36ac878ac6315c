/**
 * Builders for the extractor tests and the extraction benchmark: minimal PDFs written by hand and DOCX packages
 * zipped in memory, so no binary fixture needs committing and each case says exactly what it contains.
 */
import { createHash } from 'node:crypto';
import { writeZip, type ZipInput } from './zip.ts';

/** One page of a hand-built PDF. */
export interface PdfPage {
  lines?: string[];
  /** Draws a 1×1 image, the way a scanned page looks to a text extractor. */
  image?: boolean;
  /** Text annotations (sticky notes) and link targets on the page. */
  notes?: string[];
  links?: string[];
}

/** Escapes a PDF literal string. */
export function pdfString(s: string): string {
  return `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Serialises numbered objects (1-based) with a correct xref table; `trailer` adds trailer keys. */
export function pdfFromObjects(objects: string[], trailer = ''): Uint8Array {
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

function stream(dict: string, body: string): string {
  return `<< ${dict} /Length ${body.length} >>\nstream\n${body}\nendstream`;
}

function pageContent(p: PdfPage): string {
  const text = (p.lines ?? []).map((l, i) => `BT /F1 12 Tf 72 ${720 - 14 * i} Td ${pdfString(l)} Tj ET`);
  return [...text, ...(p.image ? ['q 200 0 0 200 72 300 cm /Im1 Do Q'] : [])].join('\n');
}

function annotations(p: PdfPage): string {
  const notes = (p.notes ?? []).map((n) => `<< /Type /Annot /Subtype /Text /Rect [10 10 30 30] /Contents ${pdfString(n)} >>`);
  const links = (p.links ?? []).map((u) => `<< /Type /Annot /Subtype /Link /Rect [10 40 90 60] /A << /S /URI /URI ${pdfString(u)} >> >>`);
  const all = [...notes, ...links];
  return all.length ? ` /Annots [${all.join(' ')}]` : '';
}

/** Builds a PDF: 1 catalog, 2 pages, 3 font, 4 image, 5 info, then a page and a content stream per page. */
export function buildPdf(pages: PdfPage[], opts: { info?: Record<string, string>; catalog?: string } = {}): Uint8Array {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${opts.catalog ?? ''}>>`,
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${6 + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    stream('/Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8', '\x80'),
    `<< ${Object.entries(opts.info ?? {}).map(([k, v]) => `/${k} ${pdfString(v)}`).join(' ')} >>`,
  ];
  pages.forEach((p, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> /XObject << /Im1 4 0 R >> >> /Contents ${7 + 2 * i} 0 R${annotations(p)} >>`,
      stream('', pageContent(p)),
    );
  });
  return pdfFromObjects(objects, '/Info 5 0 R ');
}

function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const S = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + S[i] + key[i % key.length]) & 255;
    [S[i], S[j]] = [S[j], S[i]];
  }
  const out = new Uint8Array(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 255; j = (j + S[i]) & 255;
    [S[i], S[j]] = [S[j], S[i]];
    out[k] = data[k] ^ S[(S[i] + S[j]) & 255];
  }
  return out;
}

const md5 = (...parts: Uint8Array[]) => new Uint8Array(createHash('md5').update(Buffer.concat(parts)).digest());
const PAD = Buffer.from('28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A', 'hex');
const hex = (b: Uint8Array) => `<${Buffer.from(b).toString('hex')}>`;

/**
 * An RC4 40-bit (R2) encrypted PDF with one page of text. With `knownUser` the user password is empty, so any
 * reader opens it (permissions-only encryption); without, the /U entry matches no password a reader can try.
 */
export function buildEncryptedPdf(opts: { knownUser?: boolean; line?: string } = {}): Uint8Array {
  const id = Buffer.from('0123456789abcdef0123456789abcdef', 'hex');
  const O = rc4(md5(Buffer.from('owner-secret'.padEnd(32, '\0')).subarray(0, 32)).subarray(0, 5), PAD);
  const P = Buffer.alloc(4);
  P.writeInt32LE(-4);
  const key = md5(PAD, O, P, id).subarray(0, 5);
  const U = opts.knownUser ? rc4(key, PAD) : new Uint8Array(32).fill(0xcd);
  const objectKey = (num: number) => md5(key, new Uint8Array([num, 0, 0, 0, 0])).subarray(0, 10);
  const content = Buffer.from(`BT /F1 12 Tf 72 720 Td ${pdfString(opts.line ?? 'encrypted text')} Tj ET`, 'latin1');
  const body = Buffer.from(rc4(objectKey(4), content)).toString('latin1');
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    stream('', body),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Filter /Standard /V 1 /R 2 /O ${hex(O)} /U ${hex(U)} /P -4 >>`,
  ], `/Encrypt 6 0 R /ID [${hex(id)} ${hex(id)}] `);
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** A paragraph with one run; `hidden` adds `<w:vanish/>`, `deleted` writes it as a tracked deletion. */
export function wordParagraph(text: string, opts: { hidden?: boolean; deleted?: boolean } = {}): string {
  const esc = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const props = opts.hidden ? '<w:rPr><w:vanish/></w:rPr>' : '';
  const run = opts.deleted ? `<w:del w:id="9" w:author="x"><w:r><w:delText>${esc}</w:delText></w:r></w:del>` : `<w:r>${props}<w:t xml:space="preserve">${esc}</w:t></w:r>`;
  return `<w:p>${run}</w:p>`;
}

/** Wraps paragraphs in a part's root element (`w:document`/`w:body`, `w:hdr`, `w:ftr`, …). */
export function wordPart(root: 'document' | 'hdr' | 'ftr', paragraphs: string): string {
  const inner = root === 'document' ? `<w:body>${paragraphs}</w:body>` : paragraphs;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:${root} ${W}>${inner}</w:${root}>`;
}

/** A comments.xml, footnotes.xml or endnotes.xml part holding one item per text. */
export function wordNotes(root: 'comments' | 'footnotes' | 'endnotes', texts: string[]): string {
  const item = root === 'comments' ? 'comment' : root.slice(0, -1);
  const attrs = root === 'comments' ? ' w:author="A" w:initials="A"' : '';
  const items = texts.map((t, i) => `<w:${item} w:id="${i + 1}"${attrs}>${wordParagraph(t)}</w:${item}>`).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:${root} ${W}>${items}</w:${root}>`;
}

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The package around the given parts: content types and the relationships Word and mammoth look for. */
export function buildDocx(parts: Record<string, string | Uint8Array>, opts: { deflate?: boolean; links?: string[] } = {}): Uint8Array {
  const rels = Object.keys(parts).flatMap((name) => {
    const m = /^word\/(header|footer|footnotes|endnotes|comments)\d*\.xml$/.exec(name);
    return m ? [`<Relationship Id="r${name.length}${m[1]}" Type="${REL}/${m[1]}" Target="${name.slice(5)}"/>`] : [];
  });
  (opts.links ?? []).forEach((u, i) => rels.push(`<Relationship Id="l${i}" Type="${REL}/hyperlink" Target="${u}" TargetMode="External"/>`));
  const files: ZipInput[] = [
    { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>' },
    { name: '_rels/.rels', data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>` },
    { name: 'word/_rels/document.xml.rels', data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>` },
    ...Object.entries(parts).map(([name, data]) => ({ name, data })),
  ];
  return writeZip(files.map((f) => ({ ...f, deflate: opts.deflate ?? true })));
}
