/**
 * Normalisation stage: the HTML tags a browser renders as a line or block boundary (<br>, and the opening and
 * closing tags of paragraphs, divisions, list items, table rows, headings …) read as one line break.
 *
 * Why: text pasted from a web page or a chat client's HTML carries its line ends as "<br>" and "</p>". A
 * line-reading rule then sees "-----BEGIN RSA PRIVATE KEY-----<br>" or "password: hunter2<br>": key bodies,
 * YAML values and instructions that start a line stop matching. The raw view keeps the tags, so rules that read
 * markup (a script tag, an event handler, hidden text) still see them there.
 *
 * Only literal tags, and only plain ones: "&lt;br&gt;" is text the page shows (references decode after this
 * stage), and a tag with any attribute beyond class, id, dir, lang or align (style, an event handler, a title
 * with text in it) stays as written, because those attributes are what threat and injection rules read when
 * JSON escapes hid the tag from the raw view.
 */
import type { Edit } from './mapped-text.ts';
import { MARKUP } from './marks.ts';
import { scanEdits } from './scan-edits.ts';

/** Size budget: most tags read per text; the rest stay as written. */
export const MAX_MARKUP_EDITS = 16 * 1024;
/** Time budget: the deadline is checked once per this many tags. */
const DEADLINE_STRIDE = 256;

// A block-boundary tag: its name, then at most 256 characters of attributes. The name must end the word
// ("<pre" is not "<prefix>", "<p" is not "<p-card>").
const TAG = /<(?:br|\/?(?:p|div|li|tr|h[1-6]|blockquote|pre|table|ul|ol|dd|dt|hr|section|article|header|footer))(?=[\s/>])([^<>]{0,256})>/gi;

// Attributes a tag may carry and still be read as a break: names that hold no text a rule reads, each with an
// optional quoted or bare value. Anything left once they are removed (style, on…, title, src) keeps the tag.
const PLAIN_ATTR = /\s(?:class|id|dir|lang|align)(?:\s*=\s*(?:"[^"<>]*"|'[^'<>]*'|[\w.:-]+))?(?=[\s/]|$)/gi;
const NOTHING_LEFT = /^\s*\/?\s*$/;

/** True when a tag's attribute text holds only plain attributes (or none). */
function plainAttributes(attrs: string): boolean {
  return NOTHING_LEFT.test(attrs.replace(PLAIN_ATTR, ''));
}

/** The edits reading every plain block-boundary tag in `text` as a line break, within the budgets. */
export function markupBreakEdits(text: string, deadline = Number.POSITIVE_INFINITY): Edit[] {
  return scanEdits(text, TAG, { maxEdits: MAX_MARKUP_EDITS, stride: DEADLINE_STRIDE, deadline }, (m, edits) => {
    if (!plainAttributes(m[1])) return undefined;
    const start = m.index;
    const end = start + m[0].length;
    return { start, end, text: atLineBoundary(text, start, end, edits) ? '' : '\n', mark: MARKUP };
  });
}

/**
 * True when the tag already sits at a line boundary, so it adds none: a line break (or the text's edge)
 * follows it or precedes it, or it directly follows another tag read as a boundary ("</p></div>", "<div><p>").
 */
function atLineBoundary(text: string, start: number, end: number, edits: readonly Edit[]): boolean {
  const after = text.charCodeAt(end);
  const before = text.charCodeAt(start - 1);
  return end === text.length || start === 0 || isBreak(after) || isBreak(before) || edits.at(-1)?.end === start;
}

function isBreak(c: number): boolean {
  return c === 0x0a || c === 0x0d;
}
