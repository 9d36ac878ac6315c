/**
 * Per-segment results: each extracted surface (a page part, an MCP tool, a prompt…) gets the categories,
 * decision and safety status of the findings that lie inside its range, so a person sees where a risk sits.
 */
import type { CategoryResultT, UrlSegmentT } from '../contract/spec.ts';
import type { Category, Finding, Level } from '../detect/types.ts';
import type { OffsetMap } from '../lib/offsets.ts';
import { decide, fuseCategory, overruledByL3 } from './fuse.ts';
import type { Policy } from './policy.ts';

export interface SegmentInput {
  id: string;
  kind: string;
  start: number;
  end: number;
}

export interface CategoryFindings {
  category: Category;
  findings: Finding[];
  levels: Level[];
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Number of user-perceived characters (grapheme clusters) in `s`. */
export function countGraphemes(s: string): number {
  let n = 0;
  for (const _ of graphemes.segment(s)) n++;
  return n;
}

/** One UrlSegment per input range; `incomplete` as in decide(): a category nobody analysed keeps review. */
export function fuseSegments(
  segments: SegmentInput[], ran: CategoryFindings[], text: string, offsets: OffsetMap, policy: Policy, incomplete: boolean,
): UrlSegmentT[] {
  return segments.map((seg) => {
    const categories: Record<string, CategoryResultT> = {};
    const dissenting: string[] = [];
    for (const c of ran) {
      const inside = c.findings.filter((f) => belongsTo(f, seg));
      categories[c.category] = fuseCategory({ category: c.category, findings: inside, levels: c.levels, durationMs: 0 }, text, offsets, policy);
      delete categories[c.category].duration_ms;
      if (overruledByL3(categories[c.category], inside)) dissenting.push(c.category);
    }
    const { decision, safety_status } = decide(categories, policy, incomplete, dissenting);
    return { id: seg.id, kind: seg.kind, graphemes: countGraphemes(text.slice(seg.start, seg.end)), categories, decision, safety_status };
  });
}

/**
 * A rule match belongs to the segment that contains it. A model scores a whole chunk, which may straddle
 * segments, so its finding belongs to every segment it overlaps.
 */
function belongsTo(f: Finding, seg: SegmentInput): boolean {
  if (f.level === 'L1') return f.start >= seg.start && f.end <= seg.end;
  return f.start < seg.end && f.end > seg.start;
}
