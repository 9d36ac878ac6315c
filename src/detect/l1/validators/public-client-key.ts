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
 *   Only the config's own key field is refused: the name the value is assigned to (on its line, or a plist's <key>)
 *   must be apiKey / api_key / API_KEY (firebaseConfig.apiKey), FIREBASE_API_KEY, *_FIREBASE_API_KEY (firebaseApiKey)
 *   or google-services.json's current_key. A second AIza key beside the config (GEMINI_API_KEY, FCM_SERVER_KEY,
 *   YOUTUBE_DATA_API_KEY, google_maps_server_key) is a server key that happens to share the file, and stays reported.
 *   The same AIza key pasted alone, in a curl call or under GOOGLE_MAPS_API_KEY stays reported.
 * - A JWT whose payload names an anonymous role (jwt_public_role: Supabase's anon key, PostgREST's web_anon).
 */
const FIREBASE_FIELD = /(?<![A-Za-z0-9])(?:auth[_-]?domain|messaging[_-]?sender[_-]?id|storage[_-]?bucket|measurement[_-]?id|database[_-]?url)(?![a-z])/gi;
const FIREBASE_HINT = /\.firebaseapp\.com|\.firebaseio\.com|\.firebasestorage\.app|\binitializeApp\s{0,3}\(/i;

/** The name a value is assigned to, read back from the value: `name: "`, `NAME=`, `"name": "`, `<key>NAME</key><string>`. */
const NAME_BEFORE = /(?:<key>[ \t]{0,3}([\w.-]{1,80})[ \t]{0,3}<\/key>\s{0,20}<string>[ \t]{0,3}|([A-Za-z_$][\w.$-]{0,80})\\?["']?[ \t]{0,3}(?:=|:|=>|:=)[ \t]{0,3}\\?["'\x60]?)$/;
/** The Firebase config's own key field (firebaseConfig.apiKey, FIREBASE_API_KEY, VITE_FIREBASE_API_KEY, firebaseApiKey, current_key). */
const FIREBASE_KEY_NAME = /^(?:[\w$-]{0,40}\.)?(?:(?:\w{0,40}[_-])?firebase[_-]?)?api[_-]?key$|^current[_-]?key$/i;

/** The name the value at ctx.start is assigned to, when one is written right before it; undefined otherwise. */
export function assignedName(ctx?: ValidatorContext): string | undefined {
  if (!ctx?.text || ctx.start === undefined) return undefined;
  const m = NAME_BEFORE.exec(ctx.text.slice(Math.max(0, ctx.start - 160), ctx.start));
  return m ? (m[1] ?? m[2]) : undefined;
}

/** A Google API key held by a Firebase config's own apiKey field: the field's name and the config around it. */
export function firebaseConfigKey(ctx?: ValidatorContext): boolean {
  const name = assignedName(ctx);
  return name !== undefined && FIREBASE_KEY_NAME.test(name) && inFirebaseConfig(ctx);
}

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
    if (/^AIza/.test(value)) return firebaseConfigKey(ctx) ? 'invalid' : 'valid';
    return jwtPublicRole.validate(value, ctx);
  },
  why(value, ctx) {
    if (/^AIza/.test(value)) return 'a Firebase config\'s apiKey (beside authDomain, messagingSenderId, storageBucket …): Firebase issues it to be shipped in client code';
    return jwtPublicRole.why?.(value, ctx);
  },
};
