import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashSecret } from '../lib/secrets.ts';
import { AccountError, AccountStore, KEY_LIMITS, keyStatus, type Plan } from './account-store.ts';
import { openDb } from './db.ts';

const dir = mkdtempSync(join(tmpdir(), 'scanward-acct-'));
const db = openDb(dir);
const store = new AccountStore(db);
afterAll(async () => { await db.close(); rmSync(dir, { recursive: true, force: true }); });

let n = 0;
/** A fresh account per test, so tests do not share key counts. */
const account = (plan: Plan) => store.createAccount(`acct-${plan}-${++n}`, plan).id;
const T0 = Date.UTC(2026, 10, 21);

describe('accounts', () => {
  test('create, get, list, set-plan', () => {
    const id = account('free');
    expect(store.getAccount(id)).toMatchObject({ id, plan: 'free' });
    expect(store.listAccounts().map((a) => a.id)).toContain(id);
    expect(store.setPlan(id, 'pro').plan).toBe('pro');
    expect(store.getAccount(id)?.plan).toBe('pro');
  });

  test.each([
    ['duplicate id', () => { const id = account('free'); store.createAccount(id, 'pro'); }, /already exists/],
    ['malformed id', () => store.createAccount('Bad Id', 'free'), /account id/],
    ['id with a colon (would collide with anon:)', () => store.createAccount('anon:1', 'free'), /account id/],
    ['id over 64 chars', () => store.createAccount('a'.repeat(65), 'free'), /account id/],
    ['unknown plan', () => store.createAccount('ok-id', 'gold' as Plan), /unknown plan/],
    ['set-plan of a missing account', () => store.setPlan('nobody', 'pro'), /does not exist/],
  ])('%s is refused with AccountError', (_name, fn, message) => {
    expect(fn).toThrow(AccountError);
    expect(fn).toThrow(message);
  });
});

describe('active-key limits per plan', () => {
  test.each([['free', 1], ['personal', 1], ['pro', 5]] as const)('%s allows %d active key(s)', (plan, limit) => {
    const id = account(plan);
    for (let i = 0; i < limit; i++) store.createKey({ account: id, name: `k${i}` });
    expect(() => store.createKey({ account: id, name: 'one too many' })).toThrow(/revoke one first/);
    expect(store.activeKeyCount(id)).toBe(limit);
  });

  test('business is unlimited', () => {
    const id = account('business');
    for (let i = 0; i < 12; i++) store.createKey({ account: id, name: `k${i}` });
    expect(store.listKeys(id)).toHaveLength(12);
    expect(KEY_LIMITS.business).toBe(Infinity);
  });

  test('a revoked key frees its slot', () => {
    const id = account('free');
    const { record } = store.createKey({ account: id, name: 'old' });
    store.revokeKey(record.key_id);
    expect(store.createKey({ account: id, name: 'new' }).record.name).toBe('new');
  });

  test('an expired key frees its slot', () => {
    const id = account('personal');
    store.createKey({ account: id, name: 'short', expiresAt: T0 + 1_000, now: T0 });
    expect(() => store.createKey({ account: id, name: 'early', now: T0 + 999 })).toThrow(/revoke one first/);
    expect(store.createKey({ account: id, name: 'later', now: T0 + 1_000 }).record.name).toBe('later');
  });

  test('a downgrade keeps existing keys but blocks new ones', () => {
    const id = account('pro');
    store.createKey({ account: id, name: 'a' });
    store.createKey({ account: id, name: 'b' });
    store.setPlan(id, 'free');
    expect(store.activeKeyCount(id)).toBe(2);
    expect(() => store.createKey({ account: id, name: 'c' })).toThrow(/limit of the free plan/);
  });

  test('keys need an existing account, a name, known scopes and a future expiry', () => {
    const id = account('business');
    expect(() => store.createKey({ account: 'nobody', name: 'x' })).toThrow(/does not exist/);
    expect(() => store.createKey({ account: id, name: '  ' })).toThrow(/key name/);
    expect(() => store.createKey({ account: id, name: 'x', scopes: [] })).toThrow(/at least one scope/);
    expect(() => store.createKey({ account: id, name: 'x', scopes: ['scan:admin' as never] })).toThrow(/unknown scope/);
    expect(() => store.createKey({ account: id, name: 'x', expiresAt: T0, now: T0 })).toThrow(/future/);
  });
});

describe('keys', () => {
  test('default scopes are both; scopes are deduplicated into canonical order', () => {
    const id = account('business');
    expect(store.createKey({ account: id, name: 'all' }).record.scopes).toEqual(['scan:read', 'scan:write']);
    const dup = store.createKey({ account: id, name: 'dup', scopes: ['scan:write', 'scan:read', 'scan:write'] });
    expect(dup.record.scopes).toEqual(['scan:read', 'scan:write']);
  });

  test('list is per account, oldest first; revoke is idempotent and unknown ids fail', () => {
    const a = account('business');
    const b = account('business');
    const k1 = store.createKey({ account: a, name: 'first', now: T0 }).record;
    const k2 = store.createKey({ account: a, name: 'second', now: T0 + 1 }).record;
    store.createKey({ account: b, name: 'other' });
    expect(store.listKeys(a).map((k) => k.key_id)).toEqual([k1.key_id, k2.key_id]);
    const revoked = store.revokeKey(k1.key_id, T0 + 5);
    expect(store.revokeKey(k1.key_id, T0 + 9).revoked_at).toBe(revoked.revoked_at);
    expect(keyStatus(store.getKey(k1.key_id)!)).toBe('revoked');
    expect(() => store.revokeKey('key_0000000000000000')).toThrow(/does not exist/);
  });
});

describe('verifySecret', () => {
  test('valid, expired, revoked, tampered, unknown and malformed secrets', () => {
    const id = account('business');
    const { record, secret } = store.createKey({ account: id, name: 'v', expiresAt: T0 + 60_000, now: T0 });
    const ok = store.verifySecret(secret, T0 + 1);
    expect('key' in ok && ok.key.key_id === record.key_id && ok.account.id === id).toBe(true);
    expect(store.verifySecret(secret, T0 + 60_000)).toEqual({ error: 'expired' });

    const last = secret.at(-1) === 'A' ? 'B' : 'A';
    expect(store.verifySecret(secret.slice(0, -1) + last, T0)).toEqual({ error: 'invalid' });
    expect(store.verifySecret(secret.replace(/key_[0-9a-f]{16}/, 'key_0123456789abcdef'), T0)).toEqual({ error: 'invalid' });
    expect(store.verifySecret('not-a-key', T0)).toEqual({ error: 'invalid' });
    expect(store.verifySecret('', T0)).toEqual({ error: 'invalid' });

    store.revokeKey(record.key_id, T0 + 2);
    expect(store.verifySecret(secret, T0 + 3)).toEqual({ error: 'revoked' });
  });

  test('the hash of the secret is stored, never the secret (raw LMDB bytes)', async () => {
    const id = account('business');
    const { record, secret } = store.createKey({ account: id, name: 'raw' });
    expect(record.hash).toBe(hashSecret(secret));
    expect(JSON.stringify(store.getKey(record.key_id))).not.toContain(secret);
    await db.flushed;
    const raw = readFileSync(join(dir, 'scanward.mdb')).toString('latin1');
    expect(raw).toContain(record.hash); // proves the probe reads real records
    expect(raw).not.toContain(secret);
    expect(raw).not.toContain(secret.slice(-43, -20));
  });
});

describe('touch', () => {
  test('stamps last use at most once a minute and never revives a revoked key', async () => {
    const id = account('business');
    const { record } = store.createKey({ account: id, name: 't' });
    await store.touch(record.key_id, T0);
    expect(store.getKey(record.key_id)?.last_used_at).toBe(T0);
    await store.touch(record.key_id, T0 + 30_000);
    expect(store.getKey(record.key_id)?.last_used_at).toBe(T0);
    store.revokeKey(record.key_id, T0 + 61_000);
    await store.touch(record.key_id, T0 + 120_000);
    expect(store.getKey(record.key_id)?.last_used_at).toBe(T0);
    expect(store.getKey(record.key_id)?.revoked_at).toBe(T0 + 61_000);
    await store.touch('key_ffffffffffffffff'); // unknown: silently nothing
  });
});
