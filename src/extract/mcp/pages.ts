/**
 * Walks one paginated list method under the collection's caps. Items are kept whole or not at all: a tool cut in
 * half would scan differently and hash differently from the one a model sees.
 */

/** One page as the server returned it. */
export interface RawPage {
  items: unknown[];
  nextCursor?: string;
}

/** Per-list caps. */
export interface ListCaps {
  maxPages: number;
  maxItems: number;
}

/** The total metadata byte budget, shared by every list of one collection. */
export class ByteBudget {
  exhausted = false;
  constructor(private remaining: number, readonly total: number = remaining) {}

  /** Reserves `bytes`; false (and exhausted from then on) when they do not fit. */
  take(bytes: number): boolean {
    if (this.exhausted || bytes > this.remaining) {
      this.exhausted = true;
      return false;
    }
    this.remaining -= bytes;
    return true;
  }

  /** Whether `bytes` would fit, without reserving them. */
  fits(bytes: number): boolean {
    return !this.exhausted && bytes <= this.remaining;
  }

  /** Bytes still free. */
  get left(): number {
    return this.exhausted ? 0 : this.remaining;
  }
}

/** What one walk produced: the items kept, warnings for every cap hit, and the error that ended it early, if any. */
export interface ListOutcome<T> {
  items: T[];
  warnings: string[];
  error?: unknown;
}

/** UTF-8 size of an item as JSON: the unit of the byte budget. */
export function jsonBytes(item: unknown): number {
  return Buffer.byteLength(JSON.stringify(item), 'utf8');
}

/** Fetches pages until the server stops, a cap is hit, or a page fails; never throws. */
export async function walkList<T>(
  kind: string,
  fetchPage: (cursor: string | undefined) => Promise<RawPage>,
  normalize: (raw: unknown) => T | undefined,
  caps: ListCaps,
  budget: ByteBudget,
): Promise<ListOutcome<T>> {
  const out: ListOutcome<T> = { items: [], warnings: [] };
  const seen = new Set<string>();
  let cursor: string | undefined;
  let malformed = 0;
  try {
    for (let page = 0; ; page++) {
      if (page >= caps.maxPages) {
        out.warnings.push(`${kind}: stopped after ${caps.maxPages} pages (maxPages); the server lists more`);
        break;
      }
      const res = await fetchPage(cursor);
      const stop = takeItems(kind, res.items, normalize, caps, budget, out);
      malformed += stop.malformed;
      if (stop.capped) break;
      cursor = res.nextCursor;
      if (cursor === undefined) break;
      // A server that hands back a cursor it already gave would otherwise keep us paging until maxPages.
      if (seen.has(cursor)) {
        out.warnings.push(`${kind}: the server repeated a pagination cursor; listing stopped`);
        break;
      }
      seen.add(cursor);
    }
  } catch (err) {
    out.error = err;
  }
  if (malformed > 0) out.warnings.push(`${kind}: ${malformed} malformed item(s) skipped`);
  return out;
}

function takeItems<T>(
  kind: string, raws: unknown[], normalize: (raw: unknown) => T | undefined, caps: ListCaps, budget: ByteBudget,
  out: ListOutcome<T>,
): { capped: boolean; malformed: number } {
  let malformed = 0;
  for (const raw of raws) {
    const item = normalize(raw);
    if (item === undefined) {
      malformed++;
      continue;
    }
    if (out.items.length >= caps.maxItems) {
      out.warnings.push(`${kind}: kept the first ${caps.maxItems} items (maxItems); the server lists more`);
      return { capped: true, malformed };
    }
    if (!budget.take(jsonBytes(item))) {
      out.warnings.push(`${kind}: metadata byte budget (${budget.total} bytes) reached after ${out.items.length} items`);
      return { capped: true, malformed };
    }
    out.items.push(item);
  }
  return { capped: false, malformed };
}
