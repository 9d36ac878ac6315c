import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from './db.ts';
import { IdempotencyStore } from './idempotency-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'scanward-idem-'));
const db = openDb(dir);
afterAll(async () => { await db.close(); rmSync(dir, { recursive: true, force: true }); });
const TTL = 15 * 60_000;

describe('idempotency store', () => {
  const store = new IdempotencyStore(db, 'instance-a', 60_000);

  test('first request proceeds; a second while in flight is refused; after completion it replays', async () => {
    expect(store.begin('p|k1', 'fp1', TTL)).toEqual({ kind: 'proceed' });
    expect(store.begin('p|k1', 'fp1', TTL)).toEqual({ kind: 'in_flight' });
    await store.complete('p|k1', 202, '{"status":"accepted"}', TTL);
    expect(store.begin('p|k1', 'fp1', TTL)).toEqual({ kind: 'replay', status: 202, body: '{"status":"accepted"}' });
  });

  test('a different fingerprint with the same key conflicts', () => {
    expect(store.begin('p|k1', 'fp2', TTL)).toEqual({ kind: 'conflict' });
  });

  test('keys are scoped by principal', () => {
    expect(store.begin('other|k1', 'fp2', TTL)).toEqual({ kind: 'proceed' });
  });

  test('an abandoned request frees the key', async () => {
    expect(store.begin('p|k2', 'fp', TTL)).toEqual({ kind: 'proceed' });
    await store.abandon('p|k2');
    expect(store.begin('p|k2', 'fp', TTL)).toEqual({ kind: 'proceed' });
  });

  test('an in-flight marker left by a crashed instance does not block the key', () => {
    expect(store.begin('p|k3', 'fp', TTL)).toEqual({ kind: 'proceed' });
    const restarted = new IdempotencyStore(db, 'instance-b', 60_000);
    expect(restarted.begin('p|k3', 'fp', TTL)).toEqual({ kind: 'proceed' });
  });

  test('expired records are gone and swept', async () => {
    const now = Date.now();
    expect(store.begin('p|k4', 'fp', 10, now)).toEqual({ kind: 'proceed' });
    expect(store.begin('p|k4', 'other', TTL, now + 20)).toEqual({ kind: 'proceed' });
    expect(await store.sweep(now + TTL + 1)).toBeGreaterThan(0);
  });
});
