/**
 * Usage counters in LMDB, updated inside write transactions so concurrent submissions (even from several
 * processes) are charged exactly once each and a limit is never overshot by a burst. Windows are fixed and UTC:
 * calendar month per account, calendar day per anonymous client, minute for the token rate.
 */
import type { Database } from 'lmdb';
import type { Db } from './db.ts';

export interface UsageTotals {
  scan_units: number;
  input_tokens: number;
  submissions: number;
}

const ZERO: UsageTotals = { scan_units: 0, input_tokens: 0, submissions: 0 };

/** `2026-11` for a month window. */
export function monthKey(now: number): string {
  return new Date(now).toISOString().slice(0, 7);
}

/** `2026-11-21` for a day window. */
export function dayKey(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Start of the next UTC month, in ms. */
export function nextMonthStart(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** Start of the next UTC day, in ms. */
export function nextDayStart(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}

/** Counter storage. Keys: `m|<principal>|<yyyy-mm>`, `d|<principal>|<yyyy-mm-dd>`, `r|<principal>|<minute>`. */
export class UsageStore {
  readonly counters: Database<UsageTotals, string>;

  constructor(private readonly db: Db) {
    this.counters = db.openDB<UsageTotals, string>({ name: 'usage' });
  }

  /** This month's totals for an account (or anonymous principal). */
  month(principal: string, now = Date.now()): UsageTotals {
    return { ...ZERO, ...this.counters.get(`m|${principal}|${monthKey(now)}`) };
  }

  /** Tokens counted in the current minute window. */
  minuteTokens(principal: string, now = Date.now()): number {
    return this.counters.get(`r|${principal}|${Math.floor(now / 60_000)}`)?.input_tokens ?? 0;
  }

  /**
   * Runs `fn` inside one synchronous write transaction (LMDB serialises writers across threads and
   * processes), giving it read/add access to the counters: check-then-charge cannot interleave.
   */
  atomically<T>(fn: (tx: CounterTx) => T): T {
    return this.db.transactionSync(() => fn(new CounterTx(this.counters)));
  }

  /** Deletes minute-rate windows older than `keepMinutes` (they are never read again). */
  async sweepRateWindows(now = Date.now(), keepMinutes = 5): Promise<number> {
    const cutoff = Math.floor(now / 60_000) - keepMinutes;
    const old: string[] = [];
    for (const key of this.counters.getKeys({ start: 'r|', end: 'r}' })) {
      if (Number(String(key).split('|').pop()) < cutoff) old.push(String(key));
    }
    await this.db.transaction(() => { for (const k of old) this.counters.remove(k); });
    return old.length;
  }
}

/** Counter access within one write transaction. */
export class CounterTx {
  constructor(private readonly counters: Database<UsageTotals, string>) {}

  get(key: string): UsageTotals {
    return { ...ZERO, ...this.counters.get(key) };
  }

  /** Adds `delta` (negative to refund, floored at zero) and returns the new totals. */
  add(key: string, delta: Partial<UsageTotals>): UsageTotals {
    const cur = this.get(key);
    const next: UsageTotals = {
      scan_units: Math.max(0, cur.scan_units + (delta.scan_units ?? 0)),
      input_tokens: Math.max(0, cur.input_tokens + (delta.input_tokens ?? 0)),
      submissions: Math.max(0, cur.submissions + (delta.submissions ?? 0)),
    };
    this.counters.putSync(key, next);
    return next;
  }
}
