/**
 * Markdown extraction: the prose a reader sees, then the surfaces rendering hides or sets apart — link and image
 * targets, image alt text and titles, HTML comments, fenced code blocks. Each removed piece goes to its surface,
 * so nothing is lost; syntax the scanner does not recognise simply stays in the visible text. Work is linear:
 * lines are found with indexOf and every regex quantifier is bounded, so one 10 MB line cannot backtrack.
 */
import { DocumentBuilder } from './builder.ts';
import type { Budget } from './budget.ts';
import { decodeUtf8 } from './text.ts';
import type { ExtractedDocument } from './types.ts';

type Surfaces = Map<string, string[]>;

const FENCE = /^ {0,3}(`{3,}|~{3,})([^\n]*)$/;
const titlePattern = (space: string) => `(?:${space}{1,20}("[^"\\n]{0,1000}"|'[^'\\n]{0,1000}'|\\([^()\\n]{0,1000}\\)))?`;
const TARGET = '(<[^<>\\n]{0,2000}>|[^\\s()<>]{0,2000})';
const INLINE_LINK = new RegExp(`(!?)\\[([^\\[\\]\\n]{0,1000})\\]\\([ \\t]{0,20}${TARGET}${titlePattern('[ \\t\\n]')}[ \\t]{0,20}\\)`, 'g');
const REFERENCE = new RegExp(`^ {0,3}\\[([^\\]\\n]{1,999})\\]:[ \\t]{0,20}(<[^<>\\n]{0,2000}>|\\S{1,2000})${titlePattern('[ \\t]')}[ \\t]{0,20}$`, 'gm');

function add(s: Surfaces, kind: string, text: string | undefined): void {
  const t = text?.trim();
  if (!t) return;
  if (!s.has(kind)) s.set(kind, []);
  s.get(kind)!.push(t);
}

/** Strips the <…> around a target or the quotes/parentheses around a title. */
function unwrap(s: string | undefined): string | undefined {
  return s && s.length >= 2 && '<"\'('.includes(s[0]) ? s.slice(1, -1) : s;
}

/** Splits fenced code blocks (with their info strings) from the prose, line by line. */
function splitFences(src: string, s: Surfaces): string {
  const prose: string[] = [];
  let fence: { mark: string; lines: string[] } | null = null;
  for (let pos = 0; pos <= src.length;) {
    const nl = src.indexOf('\n', pos);
    const line = src.slice(pos, nl < 0 ? src.length : nl);
    pos = nl < 0 ? src.length + 1 : nl + 1;
    // A fence line is short; testing only its head keeps a 10 MB line from being matched in full.
    const m = line.length < 1000 ? FENCE.exec(line.replace(/\r$/, '')) : null;
    if (fence) {
      if (m && m[1][0] === fence.mark[0] && m[1].length >= fence.mark.length && !m[2].trim()) {
        add(s, 'markdown:code', fence.lines.join('\n'));
        fence = null;
      } else fence.lines.push(line);
    } else if (m && !(m[1][0] === '`' && m[2].includes('`'))) {
      fence = { mark: m[1], lines: m[2].trim() ? [m[2].trim()] : [] };
    } else prose.push(line);
  }
  if (fence) add(s, 'markdown:code', fence.lines.join('\n'));
  return prose.join('\n');
}

/** Moves HTML comments out of the prose. */
function splitComments(src: string, s: Surfaces): string {
  const out: string[] = [];
  let pos = 0;
  for (let open = src.indexOf('<!--'); open >= 0; open = src.indexOf('<!--', pos)) {
    const close = src.indexOf('-->', open + 4);
    out.push(src.slice(pos, open));
    add(s, 'comment', src.slice(open + 4, close < 0 ? src.length : close));
    pos = close < 0 ? src.length : close + 3;
  }
  out.push(src.slice(pos));
  return out.join('');
}

/** Replaces links with their text and images with nothing, sending targets, alt text and titles to surfaces. */
function splitLinks(src: string, s: Surfaces): string {
  const inline = src.replace(INLINE_LINK, (_all, bang: string, text: string, target: string, title?: string) => {
    add(s, 'markdown:link-target', unwrap(target));
    add(s, 'attribute:title', unwrap(title));
    if (bang) add(s, 'attribute:alt', text);
    return bang ? '' : text;
  });
  return inline.replace(REFERENCE, (_all, _label: string, target: string, title?: string) => {
    add(s, 'markdown:link-target', unwrap(target));
    add(s, 'attribute:title', unwrap(title));
    return '';
  });
}

const BLOCKS = ['comment', 'markdown:link-target', 'attribute:alt', 'attribute:title', 'markdown:code'];

/** Extracts a Markdown file. */
export function extractMarkdown(data: Uint8Array, budget: Budget): ExtractedDocument {
  const surfaces: Surfaces = new Map();
  const prose = splitLinks(splitComments(splitFences(decodeUtf8(data, budget.label), surfaces), surfaces), surfaces);
  const b = new DocumentBuilder(budget.maxChars);
  b.visible('visible', prose.replace(/\n{3,}/g, '\n\n').trim());
  for (const kind of BLOCKS) b.block(kind, kind === 'comment' ? 'markdown:comment' : kind, (surfaces.get(kind) ?? []).join('\n'));
  return b.finish('markdown');
}
