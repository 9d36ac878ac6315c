/**
 * Who a request acts for (spec §5). No Authorization header: an anonymous principal keyed by client address
 * (anonymous callers may submit; the caller decides what they may read). A Bearer API key: its account.
 * Anything else is a 401 whose message never echoes the presented credential.
 */
import { ApiError } from '../lib/errors.ts';
import type { AccountStore, Plan, Scope, VerifyFailure } from '../store/account-store.ts';

export interface Principal {
  /** Owner id stored on jobs: an account id, or `anon:<client address>`. */
  id: string;
  anonymous: boolean;
  plan: Plan | 'anonymous';
  accountId?: string;
  keyId?: string;
  scopes: Scope[];
}

const BEARER = /^Bearer +(\S+) *$/i;

// RFC 6750 §3: a 401 for a bearer-protected resource names the scheme; a bad token says invalid_token.
const CHALLENGE = 'Bearer realm="scanward"';
const INVALID_TOKEN = `${CHALLENGE}, error="invalid_token"`;

/**
 * Revoked is reported like invalid: a leaked key that was revoked gives whoever holds it no confirmation that
 * it ever worked. Expired is told apart because expiry is scheduled by the owner and the message tells them to
 * rotate. Either way the secret's hash has matched first, so guessers only ever see 'invalid'.
 */
const FAILURE_MESSAGES: Record<VerifyFailure, string> = {
  invalid: 'API key is invalid or revoked',
  revoked: 'API key is invalid or revoked',
  expired: 'API key is expired; create a new key and revoke this one',
};

/** Rejects an X-Service-Client value other than `cli` (spec §4.1, §5). */
export function checkServiceClient(headers: Headers): void {
  const client = headers.get('x-service-client');
  if (client !== null && client !== 'cli') {
    throw new ApiError('invalid_header', "X-Service-Client: the only allowed value is 'cli'");
  }
}

/** Resolves the request's principal; throws 401 `unauthenticated` for a malformed, unknown, expired or revoked key. */
export function authenticate(headers: Headers, store: AccountStore, clientAddress: string | undefined, now = Date.now()): Principal {
  const header = headers.get('authorization');
  if (header === null) {
    return { id: `anon:${clientAddress ?? 'unknown'}`, anonymous: true, plan: 'anonymous', scopes: ['scan:write'] };
  }
  const token = BEARER.exec(header)?.[1];
  if (token === undefined) {
    throw new ApiError('unauthenticated', "Authorization must be 'Bearer <API key>'", { headers: { 'www-authenticate': CHALLENGE } });
  }
  const result = store.verifySecret(token, now);
  if ('error' in result) {
    throw new ApiError('unauthenticated', FAILURE_MESSAGES[result.error], { headers: { 'www-authenticate': INVALID_TOKEN } });
  }
  const { key, account } = result;
  void store.touch(key.key_id, now);
  return { id: account.id, anonymous: false, plan: account.plan, accountId: account.id, keyId: key.key_id, scopes: [...key.scopes] };
}

/** Throws 403 `insufficient_scope` unless the principal holds `scope`. */
export function requireScope(p: Principal, scope: Scope): void {
  if (p.scopes.includes(scope)) return;
  throw new ApiError('insufficient_scope', `API key lacks the '${scope}' scope`, {
    headers: { 'www-authenticate': `${CHALLENGE}, error="insufficient_scope", scope="${scope}"` },
  });
}
