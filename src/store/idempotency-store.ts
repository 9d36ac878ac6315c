/**
 * Idempotency records (spec §4.1): per principal and key, the request fingerprint and either an in-flight
 * marker or the stored response. Decisions are taken inside one write transaction so two identical requests
 * racing each other cannot both proceed.
 */
import type { Database } from 'lmdb';
import type { Db } from './db.ts';

export interface IdempotencyRecord {
  fingerprint: string;
  state: 'in_flight' | 'done';
  /** Process instance that set the in-flight marker; another instance's marker is stale (crashed). */
  instance: string;
  started_at: number;
  expires_at: number;
  status?: number;
  body?: string;
}

export type BeginOutcome =
  | { kind: 'proceed' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'conflict' }
  | { kind: 'in_flight' };

/** Idempotency persistence. */
export class IdempotencyStore {
  private readonly records: Database<IdempotencyRecord, string>;

  constructor(private readonly db: Db, private readonly instance: string, private readonly staleMs: number) {
    this.records = db.openDB<IdempotencyRecord, string>({ name: 'idempotency' });
  }

  /** Decides what a request with this key and fingerprint does, marking it in flight when it proceeds. */
  begin(scope: string, fingerprint: string, ttlMs: number, now = Date.now()): BeginOutcome {
    return this.db.transactionSync(() => {
      const r = this.records.get(scope);
      if (r && r.expires_at > now && !this.isStale(r, now)) {
        if (r.fingerprint !== fingerprint) return { kind: 'conflict' } as const;
        if (r.state === 'in_flight') return { kind: 'in_flight' } as const;
        return { kind: 'replay', status: r.status!, body: r.body! } as const;
      }
      this.records.putSync(scope, { fingerprint, state: 'in_flight', instance: this.instance, started_at: now, expires_at: now + ttlMs });
      return { kind: 'proceed' } as const;
    });
  }

  /** Stores the response to replay for the rest of the window. */
  async complete(scope: string, status: number, body: string, ttlMs: number, now = Date.now()): Promise<void> {
    const r = this.records.get(scope);
    if (!r) return;
    await this.records.put(scope, { ...r, state: 'done', status, body, expires_at: now + ttlMs });
  }

  /** Drops an in-flight marker whose request failed, so the client can retry with the same key. */
  async abandon(scope: string): Promise<void> {
    const r = this.records.get(scope);
    if (r?.state === 'in_flight' && r.instance === this.instance) await this.records.remove(scope);
  }

  /** Deletes expired records. */
  async sweep(now = Date.now()): Promise<number> {
    const old: string[] = [];
    for (const { key, value } of this.records.getRange()) if (value.expires_at <= now) old.push(key);
    await this.db.transaction(() => { for (const k of old) this.records.remove(k); });
    return old.length;
  }

  /** An in-flight marker from another (crashed) process instance, or one older than staleMs, blocks nothing. */
  private isStale(r: IdempotencyRecord, now: number): boolean {
    return r.state === 'in_flight' && (r.instance !== this.instance || now - r.started_at > this.staleMs);
  }
}
