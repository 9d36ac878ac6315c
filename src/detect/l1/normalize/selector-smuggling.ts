/**
 * Variation-selector smuggling: bytes hidden as a run of variation selectors after one visible character
 * (an emoji or a letter), which renders as that character alone. The known scheme maps VS1–VS16
 * (U+FE00–FE0F) to bytes 0–15 and VS17–VS256 (U+E0100–E01EF) to 16–255; the bytes are UTF-8. Legitimate text
 * never puts more than one selector after a character, so a run of MIN_SELECTORS or more is decoded in place,
 * on lines of its own, each decoded character mapped exactly to the selectors that spell it. Part of stage 1
 * (unicode-clean.ts), which otherwise removes selectors as invisible.
 */
import type { Edit } from './mapped-text.ts';
import { SELECTORS, ZERO_WIDTH } from './marks.ts';

/** Fewest selectors in a row before they are read as smuggled bytes. */
export const MIN_SELECTORS = 4;
/** Size budget: most smuggled bytes decoded per text; selectors past it are only removed. */
export const MAX_SELECTOR_BYTES = 16 * 1024;

/** What is left of a text's byte budget (shared by all its runs). */
export interface SelectorBudget {
  bytes: number;
}

/** A variation selector, VS1–VS256. */
export function isSelector(cp: number): boolean {
  return (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The edits for the selector run starting at `i` and where it ends, or null when it is shorter than
 * MIN_SELECTORS (the caller removes those one by one). A run that is not UTF-8 is removed whole; the time
 * budget is the single linear walk over the run.
 */
export function selectorRun(text: string, i: number, budget: SelectorBudget): { end: number; edits: Edit[] } | null {
  const starts: number[] = [];
  const bytes: number[] = [];
  let end = i;
  for (let cp = text.codePointAt(end) ?? 0; end < text.length && isSelector(cp); cp = text.codePointAt(end) ?? 0) {
    starts.push(end);
    bytes.push(cp <= 0xfe0f ? cp - 0xfe00 : cp - 0xe0100 + 16);
    end += cp > 0xffff ? 2 : 1;
  }
  if (bytes.length < MIN_SELECTORS) return null;
  starts.push(end);
  const [from, to] = wholeCharacters(bytes, Math.min(bytes.length, budget.bytes));
  budget.bytes -= to - from;
  const decoded = to > from ? decodedEdits(Uint8Array.from(bytes.slice(from, to)), starts, from) : [];
  if (decoded === null) return { end, edits: [removal(i, end)] };
  // The hidden text is a message of its own, not the rest of the visible line: it goes on lines of its own, so
  // rules anchored at a line start (role markers, .env lines) read it as they would read it shown.
  if (decoded.length && i > 0) decoded[0].text = `\n${decoded[0].text}`;
  if (decoded.length && end < text.length) decoded[decoded.length - 1].text += '\n';
  const edits = from > 0 ? [removal(i, starts[from])] : [];
  for (const e of decoded) edits.push(e);
  if (to < bytes.length) edits.push(removal(starts[to], end));
  return { end, edits };
}

function removal(start: number, end: number): Edit {
  return { start, end, text: '', mark: ZERO_WIDTH };
}

/**
 * The whole UTF-8 characters among the first `limit` bytes, as [from, to): a chunk boundary or the byte budget
 * may cut a character at either end of the run, which would otherwise fail the whole run.
 */
function wholeCharacters(bytes: number[], limit: number): [number, number] {
  const continuation = (b: number) => (b & 0xc0) === 0x80;
  let from = 0;
  while (from < 3 && from < limit && continuation(bytes[from])) from++;
  let last = limit - 1; // the lead byte of the last character
  while (last > from && limit - last < 4 && continuation(bytes[last])) last--;
  const lead = bytes[last];
  const size = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  return [from, last >= from && last + size > limit ? last : limit];
}

/** One edit per decoded character over the selectors of its bytes; null when the bytes are not UTF-8. */
function decodedEdits(bytes: Uint8Array, starts: number[], offset: number): Edit[] | null {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return null;
  }
  const edits: Edit[] = [];
  let b = offset;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const size = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    // Control characters other than tab and line breaks carry nothing a rule reads: dropped, still mapped.
    const keep = cp >= 0x20 ? cp !== 0x7f : cp === 0x09 || cp === 0x0a || cp === 0x0d;
    edits.push({ start: starts[b], end: starts[b + size], text: keep ? ch : '', mark: SELECTORS });
    b += size;
  }
  return edits;
}
