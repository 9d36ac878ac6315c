/**
 * Bounds the work linkedom will do before it parses the markup. linkedom's parser (htmlparser2) searches its
 * open-element stack on every end tag, so parse time grows with nesting depth × tags. One linear pre-scan mirrors
 * that stack — void elements, implied end tags, self-closing tags inside SVG/MathML — and drops tags that would
 * nest deeper than `maxDepth` (their text stays, as browsers flatten absurd nesting). After `maxTags` tags the
 * rest is split off, so the caller scans it as raw text instead of parsing it.
 */

/** Limits of the pre-scan. */
export interface HtmlLimits {
  maxDepth: number;
  maxTags: number;
}

/** Default limits: far beyond real pages (Chromium itself flattens past 512 levels). */
export const HTML_LIMITS: HtmlLimits = { maxDepth: 512, maxTags: 100_000 };

/** The markup to parse, the unparsed remainder, and how many tags were dropped for depth. */
export interface BoundedHtml {
  html: string;
  rest: string;
  flattened: number;
}

const words = (s: string) => new Set(s.split(' '));
const VOID = words('area base basefont br col command embed frame hr img input isindex keygen link meta param source track wbr');
const RAW_TEXT = words('script style title textarea xmp');
const FOREIGN = words('svg math');
const INTEGRATION = words('mi mo mn ms mtext annotation-xml foreignobject desc title');
const P = words('p');
const FORM = words('input option optgroup select button datalist textarea');
// htmlparser2's openImpliesClose table: opening the key closes these elements while they are on top.
const IMPLIES_CLOSE = new Map<string, Set<string>>([
  ['tr', words('tr th td')], ['th', words('th')], ['td', words('thead th td')], ['body', words('head link script')],
  ['li', words('li')], ['option', words('option')], ['optgroup', words('optgroup option')], ['dd', words('dd dt')],
  ['dt', words('dd dt')], ['rt', words('rt rp')], ['rp', words('rt rp')], ['tbody', words('thead tbody')],
  ['tfoot', words('thead tbody')], ...[...words('select input output button datalist textarea')].map((t) => [t, FORM] as [string, Set<string>]),
  ...[...words('p h1 h2 h3 h4 h5 h6 address article aside blockquote details div dl fieldset figcaption figure footer form header hr main nav ol pre section table ul')]
    .map((t) => [t, P] as [string, Set<string>]),
]);

interface ScanState {
  stack: string[];
  /** How many of each name are open, so an end tag matching nothing costs O(1), not a stack search. */
  open: Map<string, number>;
  /** Stack positions of SVG/MathML and integration elements, innermost last. */
  contexts: number[];
  tags: number;
  drops: Array<[number, number]>;
  limits: HtmlLimits;
}

/** True when the innermost SVG/MathML or integration element on the stack makes `/>` self-closing. */
function inForeignContext(s: ScanState): boolean {
  const at = s.contexts[s.contexts.length - 1];
  return at !== undefined && FOREIGN.has(s.stack[at]);
}

function push(name: string, s: ScanState): void {
  if (FOREIGN.has(name) || INTEGRATION.has(name)) s.contexts.push(s.stack.length);
  s.stack.push(name);
  s.open.set(name, (s.open.get(name) ?? 0) + 1);
}

function popTo(depth: number, s: ScanState): void {
  while (s.stack.length > depth) {
    const name = s.stack.pop()!;
    s.open.set(name, s.open.get(name)! - 1);
    if (s.contexts[s.contexts.length - 1] === s.stack.length) s.contexts.pop();
  }
}

function openTag(name: string, selfClosing: boolean, range: [number, number], s: ScanState): void {
  const closes = IMPLIES_CLOSE.get(name);
  while (closes && s.stack.length > 0 && closes.has(s.stack[s.stack.length - 1])) popTo(s.stack.length - 1, s);
  if (VOID.has(name) || (selfClosing && inForeignContext(s))) return;
  if (s.stack.length >= s.limits.maxDepth) s.drops.push(range);
  else push(name, s);
}

function closeTag(name: string, range: [number, number], s: ScanState): void {
  if (VOID.has(name)) return;
  if ((s.open.get(name) ?? 0) > 0) popTo(s.stack.lastIndexOf(name), s);
  // An end tag matching nothing open is ignored by the parser, unless its open tag was one we dropped.
  else if (name !== 'p' && name !== 'br') s.drops.push(range);
}

/** Finds the `>` ending the tag at `lt`; quotes count only after `=`, as in the tokenizer. -1 if none. */
function tagEnd(src: string, lt: number): number {
  let quote = 0, prev = 0;
  for (let i = lt + 1; i < src.length; i++) {
    const c = src.charCodeAt(i);
    if (quote) { if (c === quote) quote = 0; continue; }
    if ((c === 34 || c === 39) && prev === 61) quote = c;
    else if (c === 62) return i;
    if (c > 32) prev = c;
  }
  return -1;
}

/** Handles the markup at `lt`; returns where scanning continues, or -1 to stop. */
function step(src: string, lt: number, s: ScanState): number {
  if (src.startsWith('<!--', lt)) { const e = src.indexOf('-->', lt + 4); return e < 0 ? src.length : e + 3; }
  const next = src.charCodeAt(lt + 1);
  if (next === 33 || next === 63) { const e = src.indexOf('>', lt); return e < 0 ? src.length : e + 1; }
  const closing = src.charCodeAt(lt + 1) === 47;
  const first = (src.charCodeAt(lt + (closing ? 2 : 1)) | 32);
  if (first < 97 || first > 122) return lt + 1;
  const gt = tagEnd(src, lt);
  if (gt < 0) return -1;
  const name = /^<\/?([^\s/>]+)/.exec(src.slice(lt, Math.min(gt + 1, lt + 128)))![1].toLowerCase();
  if (closing) { closeTag(name, [lt, gt + 1], s); return gt + 1; }
  s.tags++;
  openTag(name, src.charCodeAt(gt - 1) === 47, [lt, gt + 1], s);
  if (!RAW_TEXT.has(name)) return gt + 1;
  const end = new RegExp(`</${name}[\\s/>]`, 'gi');
  end.lastIndex = gt + 1;
  return end.exec(src)?.index ?? src.length;
}

/** Pre-scans `src` in linear time and returns the bounded markup. */
export function boundHtml(src: string, limits: HtmlLimits = HTML_LIMITS): BoundedHtml {
  const s: ScanState = { stack: [], open: new Map(), contexts: [], tags: 0, drops: [], limits };
  let pos = 0, cut = src.length;
  while (pos < src.length) {
    const lt = src.indexOf('<', pos);
    if (lt < 0) break;
    if (s.tags >= limits.maxTags && src.charCodeAt(lt + 1) !== 47) { cut = lt; break; }
    pos = step(src, lt, s);
    if (pos < 0) break;
  }
  return { html: applyDrops(src.slice(0, cut), s.drops), rest: src.slice(cut), flattened: s.drops.length };
}

function applyDrops(src: string, drops: Array<[number, number]>): string {
  if (drops.length === 0) return src;
  const pieces: string[] = [];
  let at = 0;
  for (const [a, b] of drops) { pieces.push(src.slice(at, a)); at = b; }
  pieces.push(src.slice(at));
  return pieces.join('');
}
