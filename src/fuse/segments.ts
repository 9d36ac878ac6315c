/**
 * Per-segment results: each extracted surface (a page part, an MCP tool, a prompt…) gets the categories,
 * decision and safety status of the findings that lie inside its range, so a person sees where a risk sits.
 */
import type { CategoryResultT, UrlSegmentT } from '../contract/spec.ts';
import type { Category, Finding, Level } from '../detect/types.ts';
import type { OffsetMap } from '../lib/offsets.ts';
import { decide, fuseCategory } from './fuse.ts';
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
    for (const c of ran) {
      const inside = c.findings.filter((f) => f.start >= seg.start && f.end <= seg.end);
      categories[c.category] = fuseCategory({ category: c.category, findings: inside, levels: c.levels, durationMs: 0 }, text, offsets, policy);
      delete categories[c.category].duration_ms;
    }
    const { decision, safety_status } = decide(categories, policy, incomplete);
    return { id: seg.id, kind: seg.kind, graphemes: countGraphemes(text.slice(seg.start, seg.end)), categories, decision, safety_status };
  });
}
