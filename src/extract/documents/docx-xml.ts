/**
 * Text out of WordprocessingML parts in one linear pass (indexOf-driven, no regex backtracking, no tree), so a
 * huge or deeply nested part costs time proportional to its size. Besides all run text it collects what Word
 * does not show: runs marked `<w:vanish/>` and tracked deletions (`<w:delText>`).
 */

/** Text of one part: all runs, plus the hidden and deleted runs on their own. */
export interface WordText {
  text: string;
  hidden: string;
  deleted: string;
}

const ENTITY = /&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/gi;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes the five XML entities and numeric character references; anything else is left as written. */
export function decodeXmlEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(ENTITY, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const cp = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : whole;
  });
}

interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  raw: string;
}

/** Calls `onTag` for each tag and `onText` for the text between tags; comments and PIs are skipped. */
function walkXml(xml: string, onTag: (t: Tag) => void, onText: (s: string, cdata: boolean) => void): void {
  let pos = 0;
  while (pos < xml.length) {
    const lt = xml.indexOf('<', pos);
    if (lt < 0) { onText(xml.slice(pos), false); return; }
    if (lt > pos) onText(xml.slice(pos, lt), false);
    if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt);
      onText(xml.slice(lt + 9, end < 0 ? xml.length : end), true);
      pos = end < 0 ? xml.length : end + 3;
      continue;
    }
    const close = xml.startsWith('<!--', lt) ? '-->' : '>';
    const gt = xml.indexOf(close, lt + 1);
    if (gt < 0) return;
    pos = gt + close.length;
    const c = xml.charCodeAt(lt + 1);
    if (c === 33 || c === 63) continue; // <! and <? carry no text
    const raw = xml.slice(lt, gt + 1);
    const closing = c === 47;
    const m = /^<\/?([^\s/>]+)/.exec(raw);
    if (m) onTag({ name: m[1], closing, selfClosing: raw.endsWith('/>'), raw });
  }
}

/** True for `<w:vanish/>` unless its w:val switches it off. */
function vanishOn(raw: string): boolean {
  return !/w:val\s*=\s*["'](false|0|off)["']/i.test(raw);
}

/** State of one pass over a part: the run being read and where its text goes. */
class RunCollector {
  readonly out: WordText = { text: '', hidden: '', deleted: '' };
  private inRun = false;
  private inRunProps = false;
  private hiddenRun = false;
  private capture: 'text' | 'deleted' | null = null;
  private run = '';

  /** Ends the current run; called on every boundary so never-closed runs keep their text. */
  flush(): void {
    this.out.text += this.run;
    if (this.hiddenRun) this.out.hidden += this.run;
    this.inRun = false; this.hiddenRun = false; this.run = '';
  }

  private endParagraph(): void {
    this.flush();
    const o = this.out;
    o.text += '\n';
    if (o.hidden && !o.hidden.endsWith('\n')) o.hidden += '\n';
    if (o.deleted && !o.deleted.endsWith('\n')) o.deleted += '\n';
  }

  tag(t: Tag): void {
    const opening = !t.closing && !t.selfClosing;
    switch (t.name) {
      case 'w:r': this.flush(); this.inRun = opening; return;
      case 'w:rPr': this.inRunProps = this.inRun && opening; return;
      case 'w:vanish': if (this.inRunProps && vanishOn(t.raw)) this.hiddenRun = true; return;
      case 'w:t': this.capture = opening ? 'text' : null; return;
      case 'w:delText': this.capture = opening ? 'deleted' : null; return;
      case 'w:tab': if (this.inRun && !t.closing) this.run += '\t'; return;
      case 'w:br': case 'w:cr': if (this.inRun && !t.closing) this.run += '\n'; return;
      case 'w:p': if (t.closing) this.endParagraph(); return;
    }
  }

  text(s: string): void {
    if (this.capture === 'text') this.run += s;
    else if (this.capture === 'deleted') this.out.deleted += s;
  }
}

/** Extracts run text, hidden runs and deleted text from a WordprocessingML part. */
export function scanWordXml(xml: string): WordText {
  const c = new RunCollector();
  walkXml(xml, (t) => c.tag(t), (s, cdata) => c.text(cdata ? s : decodeXmlEntities(s)));
  c.flush();
  return c.out;
}

/** All text nodes of any XML part, one per line (document properties and the like). */
export function plainXmlText(xml: string): string {
  const lines: string[] = [];
  walkXml(xml, () => {}, (s, cdata) => {
    const t = (cdata ? s : decodeXmlEntities(s)).trim();
    if (t) lines.push(t);
  });
  return lines.join('\n');
}
