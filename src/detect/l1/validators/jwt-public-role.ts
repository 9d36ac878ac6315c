import type { Validator } from './types.ts';

/**
 * A JWT whose payload says it is a public role's token: Supabase's "anon" key (and PostgREST's anonymous role, which
 * Supabase builds on) is issued to be shipped in every browser bundle and mobile app: it grants only what row-level
 * security allows an anonymous visitor, so a frontend's createClient(url, anonKey) leaks nothing. The same project's
 * "service_role" key bypasses row-level security and is a secret, as is any token of a signed-in user
 * ("authenticated") or a token with no role claim: only the payload's `role` claim naming an anonymous role refuses,
 * and only in a payload with nothing but that key's claims (a token with sub, email or other user or privilege claims
 * beside role "anon" is a session token, kept).
 * The payload is decoded from the token itself (base64url JSON), so no token string is listed anywhere. The name a
 * token is assigned to does not count: the Supabase CLI's fixed local demo key (issuer supabase-demo, role anon) is
 * found in compose files under SUPABASE_SERVICE_ROLE_KEY, and its payload, not the variable, says what it grants.
 */

/** Anonymous roles: Supabase "anon", PostgREST's documented "web_anon", and "anonymous". */
const PUBLIC_ROLE = /^(?:web_)?anon(?:ymous)?$/;

/**
 * The claims a public role's key carries and nothing more: Supabase's anon key is {iss, ref, role, iat, exp}, the CLI's
 * demo key {iss, role, exp}, PostgREST's {role}; aud, nbf and jti are standard issue claims. A token with any other
 * claim is not that key: sub, email, phone, user_id, session_id or user_metadata make it a signed-in user's session
 * token (a bearer credential whatever its role says), and a privilege claim ("admin": true) is no public key's.
 */
const PUBLIC_KEY_CLAIMS = new Set(['role', 'iss', 'ref', 'iat', 'exp', 'nbf', 'aud', 'jti']);

/** True when the payload is a public role's key: an anonymous role and only the claims such a key carries. */
export function publicRoleKey(payload: Record<string, unknown>): boolean {
  const role = payload.role;
  return typeof role === 'string' && PUBLIC_ROLE.test(role) && Object.keys(payload).every((k) => PUBLIC_KEY_CLAIMS.has(k));
}

/** The decoded payload (second segment) of a JWT as an object, or undefined when it is not base64url JSON. */
export function jwtPayload(token: string): Record<string, unknown> | undefined {
  // The jwt rule also reads tokens inside escaped strings (\/ and \\ in JSON): drop the escapes first.
  const parts = token.replace(/\\/g, '').split('.');
  if (parts.length < 2 || parts[1].length > 8192) return undefined;
  const b64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
  let json: string;
  try {
    json = Buffer.from(b64, 'base64').toString('utf8');
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export const jwtPublicRole: Validator = {
  name: 'jwt_public_role',
  confirms: false,
  validate(value) {
    const payload = jwtPayload(value);
    if (!payload) return 'not_applicable';
    return publicRoleKey(payload) ? 'invalid' : 'valid';
  },
  why(value) {
    const role = jwtPayload(value)?.role;
    return `a public role's token (payload role "${String(role)}"): issued to be shipped to browsers, it grants only what an anonymous visitor may do`;
  },
};
