/**
 * Accounts and their API keys. Only a hash of each secret is stored; the secret exists once, in the
 * `createKey` result. Check-then-write operations (account creation, the plan's active-key limit) run inside one
 * synchronous LMDB write transaction, which LMDB serialises across processes, so the admin CLI and the server
 * can both write without ever overshooting a limit.
 */
import type { Database } from 'lmdb';
import { hashSecret, newKeyId, newSecret, parseKeyId, safeEqualHex } from '../lib/secrets.ts';
import type { Db } from './db.ts';

export type Plan = 'free' | 'personal' | 'pro' | 'business';
/** Every plan, cheapest first. */
export const PLANS: readonly Plan[] = ['free', 'personal', 'pro', 'business'];
export type Scope = 'scan:read' | 'scan:write';
/** Every scope; keys get all of them unless told otherwise (spec §5). */
export const SCOPES: readonly Scope[] = ['scan:read', 'scan:write'];
/** Active API keys allowed per plan (spec §8). */
export const KEY_LIMITS: Readonly<Record<Plan, number>> = { free: 1, personal: 1, pro: 5, business: Infinity };
/** Account id shape. No `:`, so an account can never collide with an `anon:<client>` principal. */
export const ACCOUNT_ID = /^[a-z0-9][a-z0-9_.-]{0,63}$/;

export interface Account {
  id: string;
  plan: Plan;
  created_at: number;
}

/** A stored key. Holds the SHA-256 of the secret, never the secret. */
export interface ApiKeyRecord {
  key_id: string;
  account: string;
  name: string;
  scopes: Scope[];
  hash: string;
  created_at: number;
  expires_at?: number;
  revoked_at?: number;
  last_used_at?: number;
}

export type KeyStatus = 'active' | 'expired' | 'revoked';
export type VerifyFailure = 'invalid' | 'expired' | 'revoked';
export type Verification = { key: ApiKeyRecord; account: Account } | { error: VerifyFailure };

export interface CreateKeyOptions {
  account: string;
  name: string;
  scopes?: readonly Scope[];
  expiresAt?: number;
  now?: number;
}

/** A failure whose message is safe to print (never contains a secret). */
export class AccountError extends Error {
  override name = 'AccountError';
}

// Compared against when no record exists, so an unknown key id costs the same as a wrong secret.
const DUMMY_HASH = '0'.repeat(64);
// last_used_at is informational; one write a minute per key keeps hot keys from turning reads into writes.
const TOUCH_INTERVAL_MS = 60_000;
const MAX_NAME = 100;

/** Whether a key is usable at `now`: revocation wins over expiry. */
export function keyStatus(key: ApiKeyRecord, now = Date.now()): KeyStatus {
  if (key.revoked_at !== undefined) return 'revoked';
  if (key.expires_at !== undefined && key.expires_at <= now) return 'expired';
  return 'active';
}

/** True when `v` names a plan. */
export function isPlan(v: string): v is Plan {
  return (PLANS as readonly string[]).includes(v);
}

/** True when `v` names a scope. */
export function isScope(v: string): v is Scope {
  return (SCOPES as readonly string[]).includes(v);
}

/** Account and key persistence in the named databases `accounts`, `keys` and the index `account-keys`. */
export class AccountStore {
  private readonly accounts: Database<Account, string>;
  private readonly keys: Database<ApiKeyRecord, string>;
  /** [account, key_id] → key_id, so an account's keys are one range read. */
  private readonly byAccount: Database<string, [string, string]>;

  constructor(private readonly db: Db) {
    this.accounts = db.openDB<Account, string>({ name: 'accounts' });
    this.keys = db.openDB<ApiKeyRecord, string>({ name: 'keys' });
    this.byAccount = db.openDB<string, [string, string]>({ name: 'account-keys', encoding: 'string' });
  }

  /** Creates an account; fails if the id is taken or malformed. */
  createAccount(id: string, plan: Plan, now = Date.now()): Account {
    checkAccountId(id);
    checkPlan(plan);
    return this.db.transactionSync(() => {
      if (this.accounts.get(id)) throw new AccountError(`account '${id}' already exists`);
      const account: Account = { id, plan, created_at: now };
      this.accounts.putSync(id, account);
      return account;
    });
  }

  /** The account, or undefined. */
  getAccount(id: string): Account | undefined {
    return this.accounts.get(id);
  }

  /** Every account, ordered by id. */
  listAccounts(): Account[] {
    return [...this.accounts.getRange()].map((e) => e.value);
  }

  /** Changes the plan. A downgrade keeps existing keys; new ones wait until the count is under the limit. */
  setPlan(id: string, plan: Plan): Account {
    checkPlan(plan);
    return this.db.transactionSync(() => {
      const account = this.accounts.get(id);
      if (!account) throw new AccountError(`account '${id}' does not exist`);
      const next = { ...account, plan };
      this.accounts.putSync(id, next);
      return next;
    });
  }

  /** Issues a key within the plan's active-key limit; the returned secret is never stored or shown again. */
  createKey({ account, name, scopes = SCOPES, expiresAt, now = Date.now() }: CreateKeyOptions): { record: ApiKeyRecord; secret: string } {
    const cleanName = checkName(name);
    const cleanScopes = checkScopes(scopes);
    if (expiresAt !== undefined && !(expiresAt > now)) throw new AccountError('expiry must be in the future');
    return this.db.transactionSync(() => {
      const owner = this.accounts.get(account);
      if (!owner) throw new AccountError(`account '${account}' does not exist`);
      const active = this.activeKeyCount(account, now);
      if (active >= KEY_LIMITS[owner.plan]) {
        throw new AccountError(`account '${account}' already has ${active} active key(s), the limit of the ${owner.plan} plan; `
          + 'revoke one first (scanward key revoke <key_id>)');
      }
      const keyId = this.unusedKeyId();
      const secret = newSecret(keyId);
      const record: ApiKeyRecord = {
        key_id: keyId, account, name: cleanName, scopes: cleanScopes, hash: hashSecret(secret), created_at: now,
        ...(expiresAt !== undefined && { expires_at: expiresAt }),
      };
      this.keys.putSync(keyId, record);
      this.byAccount.putSync([account, keyId], keyId);
      return { record, secret };
    });
  }

  /** Revokes a key (idempotent: a second revoke keeps the first time). Fails for an unknown key id. */
  revokeKey(keyId: string, now = Date.now()): ApiKeyRecord {
    return this.db.transactionSync(() => {
      const key = this.keys.get(keyId);
      if (!key) throw new AccountError(`key '${keyId}' does not exist`);
      if (key.revoked_at !== undefined) return key;
      const next = { ...key, revoked_at: now };
      this.keys.putSync(keyId, next);
      return next;
    });
  }

  /** An account's keys (revoked and expired included), oldest first. */
  listKeys(account: string): ApiKeyRecord[] {
    const out: ApiKeyRecord[] = [];
    for (const { value } of this.byAccount.getRange({ start: [account, ''], end: [account, '\uffff'] })) {
      const key = this.keys.get(value);
      if (key) out.push(key);
    }
    return out.sort((a, b) => a.created_at - b.created_at || a.key_id.localeCompare(b.key_id));
  }

  /** The key record, or undefined. */
  getKey(keyId: string): ApiKeyRecord | undefined {
    return this.keys.get(keyId);
  }

  /** Keys neither revoked nor expired at `now`. */
  activeKeyCount(account: string, now = Date.now()): number {
    return this.listKeys(account).filter((k) => keyStatus(k, now) === 'active').length;
  }

  /**
   * Checks a presented secret. The hash is compared before revocation or expiry is looked at, so only the
   * holder of the exact secret learns anything beyond 'invalid'.
   */
  verifySecret(secret: string, now = Date.now()): Verification {
    const keyId = parseKeyId(secret);
    if (keyId === undefined) return { error: 'invalid' };
    const key = this.keys.get(keyId);
    const matches = safeEqualHex(hashSecret(secret), key?.hash ?? DUMMY_HASH);
    if (!key || !matches) return { error: 'invalid' };
    const status = keyStatus(key, now);
    if (status !== 'active') return { error: status };
    const account = this.accounts.get(key.account);
    return account ? { key, account } : { error: 'invalid' };
  }

  /** Records last use, at most once a minute per key. Best effort: never throws, never revives a revoked key. */
  async touch(keyId: string, now = Date.now()): Promise<void> {
    try {
      const seen = this.keys.get(keyId)?.last_used_at;
      if (seen !== undefined && now - seen < TOUCH_INTERVAL_MS) return;
      await this.db.transaction(() => {
        const key = this.keys.get(keyId);
        if (!key || key.revoked_at !== undefined) return;
        this.keys.put(keyId, { ...key, last_used_at: now });
      });
    } catch {
      // A lost last-used stamp must never fail the request that triggered it.
    }
  }

  private unusedKeyId(): string {
    // 64 random bits make a clash practically impossible; checking costs one read and makes it impossible.
    for (;;) {
      const id = newKeyId();
      if (this.keys.get(id) === undefined) return id;
    }
  }
}

function checkAccountId(id: string): void {
  if (!ACCOUNT_ID.test(id)) {
    throw new AccountError('account id must be 1-64 characters: a-z, 0-9, then also _ . - (starting with a letter or digit)');
  }
}

function checkPlan(plan: string): void {
  if (!isPlan(plan)) throw new AccountError(`unknown plan '${plan}' (plans: ${PLANS.join(', ')})`);
}

function checkName(name: string): string {
  const clean = name.trim();
  if (clean.length === 0 || clean.length > MAX_NAME || /[\u0000-\u001f\u007f]/.test(clean)) {
    throw new AccountError(`key name must be 1-${MAX_NAME} printable characters`);
  }
  return clean;
}

function checkScopes(scopes: readonly string[]): Scope[] {
  const unknown = scopes.filter((s) => !isScope(s));
  if (unknown.length > 0) throw new AccountError(`unknown scope '${unknown[0]}' (scopes: ${SCOPES.join(', ')})`);
  if (scopes.length === 0) throw new AccountError('a key needs at least one scope');
  return SCOPES.filter((s) => scopes.includes(s)); // canonical order, no duplicates
}
