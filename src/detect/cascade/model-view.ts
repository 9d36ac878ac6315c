/**
 * The text L3 reads for a chunk (cascade.ts). A markup-heavy chunk (a raw web page pasted or returned by a tool)
 * is read with its markup removed: the models were trained on prose, documents and simple synthetic pages, and on
 * real pages the tag soup (class names, hrefs, nested spans) alone pushed them over their threshold — on 1,087
 * slices of Debian's HTML manuals the view halved the full cascade's injection flags. L2 keeps the chunk as
 * written: given the view it lost recall on the dev pages (the L3 model card has the measurements).
 *
 * Nothing a page says is removed: a comment is read as its contents, a tag as the values of its prose attributes
 * (alt, title, aria-*, …: text a page shows or hands to a reader), element contents stay (script and style
 * included), and a few character references are decoded. Attributes that only steer rendering or linking
 * (class, style, href, src, …) are dropped. L1 reads the raw chunk either way, so hidden-text carriers (display:none,
 * comments) stay its job, and a tag that hides its text stays in the view as written. `map` turns a model's span in
 * the view back into chunk offsets.
 *
 * Linear in the chunk: the scan keeps monotonic "next `>` / `<` / `-->`" positions instead of searching from every
 * `<`, so a chunk of thousands of unclosed `<` costs one pass.
 */

/** At least this many tags or comments … */
export const MIN_MARKUP_ITEMS = 3;
/** … holding at least this share of the chunk's characters, or the chunk is read as written. */
export const MIN_MARKUP_SHARE = 0.15;

/** Attributes whose values are text a page shows or hands to a reader (screen readers, tooltips, forms). */
const PROSE_ATTRIBUTE = /^(?:alt|title|aria-[a-z-]+|placeholder|label|value|content|summary|data-[a-z0-9_.-]+)$/i;

/**
 * An inline style that hides its element's text. Such a tag stays in the view as written: text hidden from the
 * reader is evidence in itself, and the models learned that cue (dropping it lost hidden-span attacks on the
 * dev pages, build/notes/s12-decision.txt). Not the HTML extractor's HIDING_STYLE (extract/documents/
 * html-surfaces.ts), on purpose: that one judges what a reader cannot see (zero size, off-screen), this one
 * keeps the wrappers the training pages hid attacks in (white 1px text, display:none; scripts/ml/dataset.ts).
 */
const HIDING_STYLE = /\bstyle\s{0,2}=\s{0,2}["'][^"'>]{0,300}?(?:display\s{0,2}:\s{0,2}none|visibility\s{0,2}:\s{0,2}hidden|font-size\s{0,2}:\s{0,2}[01](?:\.0{1,3})?(?:px|pt|em|rem|%)?\s{0,2}[;"']|opacity\s{0,2}:\s{0,2}0(?:\.0{1,3})?\s{0,2}[;"']|color\s{0,2}:\s{0,2}(?:white|transparent|#fff(?:fff)?\b))/i;

/** Phrasing elements: their tags sit inside words and sentences, so they are removed without a space. */
const INLINE_TAG = /^<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|dfn|em|font|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|tt|u|var)[\s/>]/i;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };

export interface ModelView {
  /** The text to score. */
  text: string;
  /** Tags and comments removed (0: `text` is the chunk as written). */
  markupItems: number;
  /** View offset → chunk offset; absent when the view is the chunk itself. */
  map?: Int32Array;
}

interface Item {
  start: number;
  end: number;
  /** A comment's contents start here (comments only). */
  inner?: [number, number];
}

/** The view the models read for this chunk text (the text itself unless it is markup-heavy). */
export function modelView(text: string): ModelView {
  const items = markupItems(text);
  const chars = items.reduce((n, it) => n + (it.end - it.start), 0);
  if (items.length < MIN_MARKUP_ITEMS || chars < MIN_MARKUP_SHARE * text.length) return { text, markupItems: 0 };
  const out: string[] = [];
  const map: number[] = [];
  const emit = (s: string, at: number) => {
    for (let k = 0; k < s.length; k++) {
      out.push(s[k]);
      map.push(at + k);
    }
  };
  const gap = (at: number) => {
    if (out.length > 0 && !/\s/.test(out[out.length - 1])) {
      out.push(' ');
      map.push(at);
    }
  };
  let pos = 0;
  for (const it of items) {
    if (!it.inner && HIDING_STYLE.test(text.slice(it.start, it.end))) continue; // stays as written: see HIDING_STYLE
    emitText(text, pos, it.start, emit);
    const values = it.inner ? [it.inner] : proseValues(text, it.start, it.end);
    const inline = !it.inner && values.length === 0 && INLINE_TAG.test(text.slice(it.start, it.start + 12));
    if (!inline) gap(it.start);
    for (const [s, e] of values) {
      emitText(text, s, e, emit);
      gap(e);
    }
    pos = it.end;
  }
  emitText(text, pos, text.length, emit);
  return { text: out.join(''), markupItems: items.length, map: Int32Array.from(map) };
}

/** A span in the view as chunk offsets [start, end). */
export function mapSpan(view: ModelView, start: number, end: number): [number, number] {
  if (!view.map || view.map.length === 0) return [start, end];
  const s = view.map[Math.min(start, view.map.length - 1)];
  const e = view.map[Math.min(Math.max(end - 1, start), view.map.length - 1)] + 1;
  return [s, Math.max(e, s + 1)];
}

/** Copies text[from, to) with the common character references decoded (each mapped to its `&`). */
function emitText(text: string, from: number, to: number, emit: (s: string, at: number) => void): void {
  let i = from;
  while (i < to) {
    const amp = text.indexOf('&', i);
    if (amp < 0 || amp >= to) break;
    const semi = text.indexOf(';', amp);
    const name = semi > amp && semi - amp <= 6 && semi < to ? text.slice(amp + 1, semi) : '';
    const ch = ENTITIES[name];
    if (ch === undefined) {
      emit(text.slice(i, amp + 1), i);
      i = amp + 1;
      continue;
    }
    emit(text.slice(i, amp), i);
    emit(ch, amp);
    i = semi + 1;
  }
  if (i < to) emit(text.slice(i, to), i);
}

/** Tags (`<a …>`, `</a>`), comments and declarations (`<!DOCTYPE …>`) in order, none overlapping. */
export function markupItems(text: string): Item[] {
  const items: Item[] = [];
  let nextGt = -1;
  let nextLt = -1;
  let nextCommentEnd = -1;
  const n = text.length;
  for (let i = text.indexOf('<'); i >= 0 && i < n; i = text.indexOf('<', i + 1)) {
    if (text.startsWith('<!--', i)) {
      if (nextCommentEnd !== n && nextCommentEnd < i + 4) {
        const c = text.indexOf('-->', i + 4);
        nextCommentEnd = c < 0 ? n : c;
      }
      if (nextCommentEnd === n) continue; // unclosed: text, not a comment
      items.push({ start: i, end: nextCommentEnd + 3, inner: [i + 4, nextCommentEnd] });
      i = nextCommentEnd + 2;
      continue;
    }
    const c = text.charCodeAt(i + 1);
    const opens = isLetter(c) || c === 0x21 /* ! */ || (c === 0x2f /* / */ && isLetter(text.charCodeAt(i + 2)));
    if (!opens) continue;
    if (nextGt !== n && nextGt <= i) {
      const g = text.indexOf('>', i + 1);
      nextGt = g < 0 ? n : g;
    }
    if (nextGt === n) break; // no `>` left: nothing further can close
    if (nextLt !== n && nextLt <= i) {
      const l = text.indexOf('<', i + 1);
      nextLt = l < 0 ? n : l;
    }
    if (nextLt < nextGt) continue; // another `<` before this one closes: not a tag
    items.push({ start: i, end: nextGt + 1 });
    i = nextGt;
  }
  return items;
}

/** [start, end) of the quoted values of prose attributes inside the tag text[start, end). */
function proseValues(text: string, start: number, end: number): Array<[number, number]> {
  if (text.charCodeAt(start + 1) === 0x2f || text.charCodeAt(start + 1) === 0x21) return [];
  const out: Array<[number, number]> = [];
  const re = /(?<=[\s"'])([^\s"'=<>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  const tag = text.slice(start, end);
  for (let m = re.exec(tag); m; m = re.exec(tag)) {
    const value = m[2] ?? m[3] ?? '';
    if (!PROSE_ATTRIBUTE.test(m[1]) || !/\p{L}/u.test(value)) continue;
    const vStart = start + m.index + m[0].length - 1 - value.length;
    out.push([vStart, vStart + value.length]);
  }
  return out;
}

function isLetter(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}
