/** Plan limits applied to content a job fetched itself (it cannot be refused at submission any more). */
import { utf8Length } from '../../lib/offsets.ts';
import type { SegmentRange } from '../document.ts';

/** Cuts `text` to at most `maxBytes` UTF-8 bytes (never inside a surrogate pair) and clips the segments. */
export function fitToBytes(text: string, segments: SegmentRange[], maxBytes: number): { text: string; segments: SegmentRange[]; cut: boolean } {
  if (utf8Length(text) <= maxBytes) return { text, segments, cut: false };
  let lo = 0, hi = Math.min(text.length, maxBytes);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (utf8Length(text.slice(0, mid)) <= maxBytes) lo = mid; else hi = mid - 1;
  }
  const code = text.charCodeAt(lo - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? lo - 1 : lo;
  const clipped = segments.filter((s) => s.start < end).map((s) => ({ ...s, end: Math.min(s.end, end) }));
  return { text: text.slice(0, end), segments: clipped, cut: true };
}
