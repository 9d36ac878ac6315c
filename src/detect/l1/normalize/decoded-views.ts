/**
 * Decoded views of a chunk: every base64/hex/URL-encoded run that decodes to text becomes a view whose whole
 * text maps back to the encoded run, and is searched again for encoded runs (depth 2: base64 inside hex, ...).
 * A ROT13 view of the whole chunk is added only when the chunk mentions ROT13. Caps bound the work per chunk.
 */
import type { TextView } from '../text-view.ts';
import { type Encoding, decodeRun, findRuns, mentionsRot13, rot13 } from './decoders.ts';
import { type MappedText, constantMapped, mappedView } from './mapped-text.ts';
import { normalizeText } from './normalized-view.ts';
import type { Prescan } from './prescan.ts';

/** Most decoded runs kept per chunk, over all depths. */
export const MAX_DECODED_RUNS = 64;
/** Most decoded UTF-16 units kept per chunk, over all depths. */
export const MAX_DECODED_CHARS = 64 * 1024;
/** Most candidate runs tried per chunk (most fail): bounds the work on a chunk of base64-looking garbage. */
export const MAX_ATTEMPTS = 256;
/** Decoding depth: 1 = runs in the chunk, 2 = runs inside decoded text. */
export const MAX_DEPTH = 2;

/** What the decoder searches: a text, the original span of any range in it, and the transforms so far. */
export interface DecodeSource {
  text: string;
  span(start: number, end: number): [number, number];
  transforms: string[];
  /** The text's prescan, when the caller already has it. */
  pre?: Prescan;
}

interface Budget {
  runs: number;
  chars: number;
  attempts: number;
  deadline: number;
}

/** The decoded views of `source` (depth 1 and 2), within the per-chunk caps and the deadline. */
export function decodedViews(source: DecodeSource, deadline: number): TextView[] {
  const out: TextView[] = [];
  collect(source, 1, { runs: 0, chars: 0, attempts: 0, deadline }, out);
  return out;
}

function collect(src: DecodeSource, depth: number, budget: Budget, out: TextView[]): void {
  for (const run of findRuns(src.text, MAX_ATTEMPTS - budget.attempts, src.pre)) {
    if (budget.runs >= MAX_DECODED_RUNS || budget.attempts >= MAX_ATTEMPTS || Date.now() > budget.deadline) return;
    budget.attempts++;
    // Decoded text is never longer than its encoding, so cutting the input keeps the output within budget.
    const room = MAX_DECODED_CHARS - budget.chars;
    const decoded = decodeRun(clip(src.text.slice(run.start, run.end), run.encoding, room), run.encoding);
    if (!decoded) continue;
    budget.runs++;
    budget.chars += decoded.length;
    const [start, end] = src.span(run.start, run.end);
    const transforms = [...src.transforms, run.encoding];
    const flat = constantMapped(decoded, start, end);
    const view = normalizeText(decoded, () => flat, undefined, budget.deadline) ?? flat;
    out.push(mappedView(view, transforms));
    if (depth < MAX_DEPTH) collect({ text: view.text, span: () => [start, end], transforms }, depth + 1, budget, out);
  }
}

/** The first `room` units of an encoded run, cut on a boundary its encoding can decode. */
function clip(encoded: string, encoding: Encoding, room: number): string {
  if (encoded.length <= room) return encoded;
  const unit = encoding === 'base64' ? 4 : encoding === 'hex' ? 2 : 1;
  const cut = encoded.slice(0, Math.max(0, room - (room % unit)));
  return encoding === 'url' ? cut.replace(/%[0-9A-Fa-f]?$/, '') : cut;
}

/** A ROT13 view when `text` mentions ROT13 (exact per-character map from `source`), else null. */
export function rot13View(text: string, source: () => MappedText): TextView | null {
  if (!mentionsRot13(text)) return null;
  const m = source();
  return mappedView({ ...m, text: rot13(m.text) }, ['rot13']);
}
