import type { Validator, ValidatorContext } from './types.ts';

/**
 * A connection string's development default: the password is the user name (wordpress:wordpress, keycloak:keycloak,
 * gitlab:gitlab) at a host no one outside the machine or the compose network can reach. Compose files, CI service
 * containers, Helm charts' in-cluster defaults and .env.example files give every service's database an account
 * named after the service with the same word as password; a regex cannot compare the two (no backreferences), so
 * the rule's allowlist lists only well-known default words, and this validator refuses the rest of the shape. The
 * same password at a dotted public host (db.example-corp.com, 10.0.4.7) is still reported, and so is any password
 * that differs from the user name.
 */

/** scheme://user:password@host: the user and the password as the pattern reads them, the host up to a port or path. */
const URL_CREDENTIAL = /[a-zA-Z][a-zA-Z0-9+.-]{1,30}:\/\/([^\s:/?#@"'<>]{1,128}):([^\s/?#@"'<>]{1,128})@(\[[0-9a-fA-F:]{2,39}\]|[^\s:/?#@"'<>,;]{1,253})/g;

/** Key-value form (Server=localhost;User Id=sa;Password=sa): the first value of each key. */
function keyValue(match: string, keys: RegExp): string | undefined {
  const m = keys.exec(match);
  return m ? m[1].trim().replace(/^["']|["']$/g, '') : undefined;
}
const KV_HOST = /(?:^|;)[ \t]*(?:server|data source|host|address|addr|network address)[ \t]{0,3}=[ \t]{0,3}(?:tcp:)?([^;,\n]{1,253})/i;
const KV_USER = /(?:^|;)[ \t]*(?:uid|user id|user|username)[ \t]{0,3}=[ \t]{0,3}([^;\n]{1,128})/i;
const KV_PASSWORD = /(?:^|;)[ \t]*(?:password|pwd)[ \t]{0,3}=[ \t]{0,3}([^;\n]{1,128})/i;

/**
 * A host only the developer's machine, a compose or CI network or the cluster resolves: localhost (also *.localhost),
 * a loopback or unspecified address, Docker's host alias, a single-label name (a compose service: db, postgres,
 * keycloak-db), or a Kubernetes service name (*.svc, *.svc.cluster.local, *.cluster.local).
 */
export function localHost(host: string): boolean {
  const h = host.toLowerCase().replace(/:[0-9]{1,5}$/, '').replace(/\.$/, '');
  if (h === '[::1]' || h === '::1' || h === '0.0.0.0' || /^127(?:\.[0-9]{1,3}){3}$/.test(h)) return true;
  if (h === 'localhost' || h.endsWith('.localhost') || h === 'host.docker.internal') return true;
  if (/^[a-z][a-z0-9_-]{0,62}$/.test(h)) return true;
  return /^[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,3}\.(?:svc|svc\.cluster\.local|cluster\.local)$/.test(h);
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The user and host of a credential in `text` whose password is the user name, or undefined. */
function sameAsUser(value: string, text: string): { user: string; host: string } | undefined {
  for (const m of text.matchAll(URL_CREDENTIAL)) {
    const [, user, password, host] = m;
    // The rule's value: the password itself (connection-string-password) or the whole URL (env-file-secret).
    if (value !== password && !value.includes(m[0])) continue;
    if (decode(user).toLowerCase() === decode(password).toLowerCase()) return { user, host };
  }
  const password = keyValue(text, KV_PASSWORD);
  const user = keyValue(text, KV_USER);
  const host = keyValue(text, KV_HOST);
  if (password !== undefined && user !== undefined && host !== undefined && value === password) {
    if (user.toLowerCase() === password.toLowerCase()) return { user, host };
  }
  return undefined;
}

function devDefault(value: string, context?: ValidatorContext): { user: string; host: string } | undefined {
  const found = sameAsUser(value, context?.match ?? value);
  return found && localHost(found.host) ? found : undefined;
}

export const devDefaultCredential: Validator = {
  name: 'dev_default_credential',
  confirms: false,
  validate(value, context) {
    return devDefault(value, context) ? 'invalid' : 'not_applicable';
  },
  why(value, context) {
    const d = devDefault(value, context);
    return d && `a development default: the password is the user name ("${d.user}") at a local or in-cluster service host (${d.host})`;
  },
};
