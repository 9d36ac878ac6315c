import { jwtPublicRole } from './jwt-public-role.ts';
import type { Validator, ValidatorContext } from './types.ts';

/**
 * A key its vendor issues to be shipped in client code, judged by where it sits (a value's prefix alone cannot
 * say it: those are allowlisted by the packs' "public-client-key" allowlists):
 * - A Google API key (AIza…) inside a Firebase web or app config: Firebase documents the apiKey of its config
 *   object as not secret ("API keys for Firebase services are OK to include in code"; access is governed by security
 *   rules and App Check). The config is recognised by its sibling fields within the validator window: two of
 *   authDomain, messagingSenderId, storageBucket, measurementId, databaseURL (camelCase, snake_case or an env
 *   name's FIREBASE_AUTH_DOMAIN), or one of them with a Firebase host (*.firebaseapp.com, *.firebaseio.com,
 *   *.firebasestorage.app) or initializeApp(. projectId/appId alone are too common to count.
 *   The same AIza key pasted alone, in a curl call or under GOOGLE_MAPS_API_KEY stays reported.
 * - A JWT whose payload names an anonymous role (jwt_public_role: Supabase's anon key, PostgREST's web_anon).
 */
const FIREBASE_FIELD = /(?<![A-Za-z0-9])(?:auth[_-]?domain|messaging[_-]?sender[_-]?id|storage[_-]?bucket|measurement[_-]?id|database[_-]?url)(?![a-z])/gi;
const FIREBASE_HINT = /\.firebaseapp\.com|\.firebaseio\.com|\.firebasestorage\.app|\binitializeApp\s{0,3}\(/i;

export function inFirebaseConfig(ctx?: ValidatorContext): boolean {
  if (!ctx?.text) return false;
  const fields = new Set<string>();
  for (const m of ctx.text.matchAll(FIREBASE_FIELD)) fields.add(m[0].toLowerCase().replace(/[_-]/g, ''));
  return fields.size >= 2 || (fields.size === 1 && FIREBASE_HINT.test(ctx.text));
}

export const publicClientKey: Validator = {
  name: 'public_client_key',
  confirms: false,
  validate(value, ctx) {
    if (/^AIza/.test(value)) return inFirebaseConfig(ctx) ? 'invalid' : 'valid';
    return jwtPublicRole.validate(value, ctx);
  },
  why(value, ctx) {
    if (/^AIza/.test(value)) return 'a Firebase config\'s apiKey (beside authDomain, messagingSenderId, storageBucket …): Firebase issues it to be shipped in client code';
    return jwtPublicRole.why?.(value, ctx);
  },
};
