/**
 * HTML extraction with linkedom: the visible text, then every surface a reader does not see but a model reading
 * the page might — comments, hidden elements, alt, title, aria-*, placeholder and data-* attributes, link targets,
 * <meta>, <noscript>, and script and style contents as text. Nothing is executed: linkedom runs no scripts and
 * fetches nothing. The tree is walked iteratively, and html-bound caps its depth and size before parsing.
 */
import { parseHTML } from 'linkedom';
import { DocumentBuilder } from './builder.ts';
import type { Budget } from './budget.ts';
import { boundHtml } from './html-bound.ts';
import { collectAttributes, elementSurface, type HtmlElement, type Sink } from './html-surfaces.ts';
import { decodeUtf8 } from './text.ts';
import type { ExtractedDocument } from './types.ts';

/** Surface kinds in the order their blocks follow the visible text. */
const BLOCK_ORDER = [
  'comment', 'hidden-element', 'noscript', 'script', 'style', 'meta', 'link-target', 'attribute:alt', 'attribute:title',
  'attribute:aria', 'attribute:placeholder', 'attribute:value', 'attribute:data', 'attribute:srcdoc', 'unparsed',
];
const BLOCK = /^(address|article|aside|blockquote|br|dd|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tr|td|th|ul|title|option)$/;

interface WalkNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  firstChild: WalkNode | null;
  nextSibling: WalkNode | null;
  parentNode: WalkNode | null;
}

function sinkFor(): Sink {
  const parts = new Map<string, string[]>();
  return { parts, add: (kind, text) => { if (!parts.has(kind)) parts.set(kind, []); parts.get(kind)!.push(text); } };
}

/** Walks the subtree of `top` without recursion; `ctx` holds the surface of the text, popped on leaving its element. */
function walk(top: WalkNode, sink: Sink): void {
  const ctx: Array<[WalkNode, string]> = [];
  const current = () => ctx[ctx.length - 1]?.[1] ?? 'visible';
  const isBlock = (n: WalkNode) => n.nodeType === 1 && BLOCK.test(n.nodeName.toLowerCase());
  let node: WalkNode | null = top;
  while (node) {
    if (node.nodeType === 1) {
      const kind = elementSurface(node as unknown as HtmlElement, current());
      if (kind !== current()) ctx.push([node, kind]);
      collectAttributes(node as unknown as HtmlElement, sink);
      if (isBlock(node)) sink.add(current(), '\n');
      if (node.firstChild) { node = node.firstChild; continue; }
    } else if (node.nodeType === 3 || node.nodeType === 4) sink.add(current(), node.textContent ?? '');
    else if (node.nodeType === 8) sink.add('comment', `${node.textContent ?? ''}\n`);
    // Leave `node` and every ancestor whose subtree is now done, then step to the next sibling.
    let leaving: WalkNode | null = node;
    node = null;
    while (leaving) {
      if (ctx[ctx.length - 1]?.[0] === leaving) ctx.pop();
      if (isBlock(leaving)) sink.add(current(), '\n');
      if (leaving === top) break;
      if (leaving.nextSibling) { node = leaving.nextSibling; break; }
      leaving = leaving.parentNode;
    }
  }
}

/** Collapses runs of spaces and blank lines, which markup produces in bulk and scanning does not need. */
function tidy(s: string): string {
  return s.replace(/[ \t\f\r\u00a0]+/g, ' ').replace(/ ?\n[\s]*/g, '\n').trim();
}

/** Extracts an HTML file. */
export function extractHtml(data: Uint8Array, budget: Budget): ExtractedDocument {
  const b = new DocumentBuilder(budget.maxChars);
  const bounded = boundHtml(decodeUtf8(data, budget.label));
  if (bounded.flattened > 0) b.warn(`html: ${bounded.flattened} tags nested too deep were flattened (their text is kept)`, false);
  const sink = sinkFor();
  const { document } = parseHTML(bounded.html);
  // linkedom keeps the doctype outside the sibling chain, so each top-level node is walked on its own.
  for (const top of Array.from((document as unknown as { childNodes: ArrayLike<WalkNode> }).childNodes)) walk(top, sink);
  b.visible('visible', tidy((sink.parts.get('visible') ?? []).join('')));
  if (bounded.rest) {
    b.warn('html: too many elements; the remainder was scanned as raw markup, not parsed');
    sink.add('unparsed', bounded.rest);
  }
  for (const kind of BLOCK_ORDER) b.block(kind, `html:${kind}`, tidy((sink.parts.get(kind) ?? []).join('')));
  return b.finish('html');
}
