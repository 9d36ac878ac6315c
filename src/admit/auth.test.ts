import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError } from '../lib/errors.ts';
import { AccountStore } from '../store/account-store.ts';
import { openDb } from '../store/db.ts';
import { authenticate, checkServiceClient, requireScope, type Principal } from './auth.ts';

const dir = mkdtempSync(join(tmpdir(), 'scanward-auth-'));
const db = openDb(dir);
const store = new AccountStore(db);
afterAll(async () => { await db.close(); rmSync(dir, { recursive: true, force: true }); });

const T0 = Date.UTC(2026, 10, 21);
store.createAccount('acme', 'pro', T0);
const full = store.createKey({ account: 'acme', name: 'full', now: T0 });
const readOnly = store.createKey({ account: 'acme', name: 'ro', scopes: ['scan:read'], now: T0 });
const expiring = store.createKey({ account: 'acme', name: 'exp', expiresAt: T0 + 1_000, now: T0 });
const revoked = store.createKey({ account: 'acme', name: 'rev', now: T0 });
store.revokeKey(revoked.record.key_id, T0);

const auth = (authorization?: string, now = T0 + 10) =>
  authenticate(new Headers(authorization === undefined ? {} : { authorization }), store, '10.0.0.7', now);

/** The ApiError thrown by `fn` (fails the test when nothing is thrown). */
function caught(fn: () => unknown): ApiError {
  try { fn(); } catch (err) { if (err instanceof ApiError) return err; throw err; }
  throw new Error('expected an ApiError');
}

describe('authenticate', () => {
  test('no Authorization header: anonymous principal keyed by client address, may only submit', () => {
    expect(auth()).toEqual({ id: 'anon:10.0.0.7', anonymous: true, plan: 'anonymous', scopes: ['scan:write'] });
    expect(authenticate(new Headers(), store, undefined).id).toBe('anon:unknown');
  });

  test('a valid key: its account, plan, key id and scopes', () => {
    const expected: Principal = {
      id: 'acme', anonymous: false, plan: 'pro', accountId: 'acme', keyId: full.record.key_id, scopes: ['scan:read', 'scan:write'],
    };
    expect(auth(`Bearer ${full.secret}`)).toEqual(expected);
    expect(auth(`bearer   ${full.secret}`).keyId).toBe(full.record.key_id); // scheme is case-insensitive
    expect(auth(`Bearer ${readOnly.secret}`).scopes).toEqual(['scan:read']);
  });

  test.each([
    ['empty header', '', /Bearer <API key>/],
    ['Basic scheme', 'Basic dXNlcjpwYXNz', /Bearer <API key>/],
    ['Bearer without token', 'Bearer ', /Bearer <API key>/],
    ['two tokens', `Bearer ${'x'} ${'y'}`, /Bearer <API key>/],
    ['garbage token', 'Bearer not-a-key', /invalid or revoked/],
    ['tampered secret', `Bearer ${full.secret.slice(0, -1)}${full.secret.endsWith('A') ? 'B' : 'A'}`, /invalid or revoked/],
    ['revoked key', `Bearer ${revoked.secret}`, /invalid or revoked/],
    ['expired key', `Bearer ${expiring.secret}`, /expired/],
  ])('%s → 401 unauthenticated, never echoing the credential', (_name, header, message) => {
    const err = caught(() => auth(header, T0 + 5_000));
    expect(err.code).toBe('unauthenticated');
    expect(err.status).toBe(401);
    expect(err.message).toMatch(message);
    expect(err.message).not.toContain('swk_');
    expect(err.extras.headers?.['www-authenticate']).toStartWith('Bearer');
  });

  test('the expired key was valid before its expiry', () => {
    expect(auth(`Bearer ${expiring.secret}`, T0 + 999).keyId).toBe(expiring.record.key_id);
  });

  test('a key whose account has gone is invalid', async () => {
    const other = new AccountStore(db);
    other.createAccount('gone', 'free', T0);
    const { secret } = other.createKey({ account: 'gone', name: 'k', now: T0 });
    await db.openDB({ name: 'accounts' }).remove('gone');
    expect(caught(() => auth(`Bearer ${secret}`)).message).toMatch(/invalid or revoked/);
  });
});

describe('requireScope', () => {
  test('passes with the scope, 403 insufficient_scope without it', () => {
    const ro = auth(`Bearer ${readOnly.secret}`);
    expect(() => requireScope(ro, 'scan:read')).not.toThrow();
    const err = caught(() => requireScope(ro, 'scan:write'));
    expect([err.code, err.status]).toEqual(['insufficient_scope', 403]);
    expect(err.extras.headers?.['www-authenticate']).toContain('scope="scan:write"');
    expect(caught(() => requireScope(auth(), 'scan:read')).status).toBe(403);
  });
});

describe('checkServiceClient', () => {
  test('absent or cli passes; anything else is 400 invalid_header', () => {
    expect(() => checkServiceClient(new Headers())).not.toThrow();
    expect(() => checkServiceClient(new Headers({ 'x-service-client': 'cli' }))).not.toThrow();
    const err = caught(() => checkServiceClient(new Headers({ 'x-service-client': 'browser' })));
    expect([err.code, err.status]).toEqual(['invalid_header', 400]);
  });
});
