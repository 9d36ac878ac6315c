/**
 * Which surface an HTML element's text belongs to, and which of its attributes carry text a reader never sees
 * on the page. Hiding is judged from markup alone (the hidden attribute, inline styles): stylesheet rules are
 * not evaluated, but their text is scanned as the `style` surface.
 */

/** The slice of a linkedom element this module reads (the project compiles without the DOM lib). */
export interface HtmlElement {
  localName: string;
  hasAttribute(name: string): boolean;
  getAttribute(name: string): string | null;
  attributes: ArrayLike<{ name: string; value: string }>;
}

/** Where the walker puts text: a map from surface kind to pieces. */
export interface Sink {
  parts: Map<string, string[]>;
  add(kind: string, text: string): void;
}

const HIDING_STYLE = new RegExp([
  'display\\s*:\\s*none', 'visibility\\s*:\\s*(hidden|collapse)', 'opacity\\s*:\\s*0*(\\.0+)?\\s*(;|!|$)',
  'font-size\\s*:\\s*0+(\\.0+)?[a-z%]*\\s*(;|!|$)', 'text-indent\\s*:\\s*-\\d{3,}', '(left|top)\\s*:\\s*-\\d{4,}',
].join('|'), 'i');
const RAW_SURFACES = new Set(['script', 'style', 'noscript']);
const ARIA_TOKEN = /^\s*(true|false|mixed|undefined|-?\d+(\.\d+)?)?\s*$/i;

/** True when markup alone hides the element from a reader. */
export function hiddenByMarkup(el: HtmlElement): boolean {
  if (el.hasAttribute('hidden')) return true;
  const style = el.getAttribute('style');
  return style !== null && HIDING_STYLE.test(style.slice(0, 10_000));
}

/** The surface of text inside `el`, given the surface of its parent. */
export function elementSurface(el: HtmlElement, parent: string): string {
  if (RAW_SURFACES.has(parent)) return parent;
  const name = el.localName.toLowerCase();
  if (RAW_SURFACES.has(name)) return name;
  if (parent !== 'visible') return parent;
  return name === 'template' || hiddenByMarkup(el) ? 'hidden-element' : parent;
}

function attributeSurface(el: HtmlElement, name: string, value: string): string | undefined {
  const tag = el.localName.toLowerCase();
  if (name === 'alt' || name === 'title' || name === 'placeholder' || name === 'srcdoc') return `attribute:${name}`;
  if (name.startsWith('aria-')) return ARIA_TOKEN.test(value) ? undefined : 'attribute:aria';
  if (name.startsWith('data-')) return 'attribute:data';
  if (name === 'value' && tag === 'input' && el.getAttribute('type')?.toLowerCase() === 'hidden') return 'attribute:value';
  if (name === 'href' && (tag === 'a' || tag === 'area')) return 'link-target';
  if (name === 'src' && (tag === 'iframe' || tag === 'frame')) return 'link-target';
  return undefined;
}

/** Adds the text-bearing attributes of `el` (and a <meta>'s name and content) to their surfaces. */
export function collectAttributes(el: HtmlElement, sink: Sink): void {
  if (el.localName.toLowerCase() === 'meta') {
    const key = el.getAttribute('name') ?? el.getAttribute('property') ?? el.getAttribute('http-equiv') ?? el.getAttribute('itemprop');
    const content = el.getAttribute('content');
    if (content) sink.add('meta', `${key ? `${key}: ` : ''}${content}\n`);
    return;
  }
  for (const attr of Array.from(el.attributes)) {
    const value = attr.value.trim();
    if (!value) continue;
    const kind = attributeSurface(el, attr.name.toLowerCase(), value);
    if (kind) sink.add(kind, `${value}\n`);
  }
}
