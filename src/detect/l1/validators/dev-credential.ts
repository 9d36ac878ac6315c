import type { Validator, ValidatorContext } from './types.ts';

/**
 * A connection string's development default: the password is the user name, compared case-sensitively
 * (wordpress:wordpress, keycloak:keycloak, gitlab:gitlab), at a host no one outside the developer's machine or the
 * compose network can reach. Compose files, CI service containers and .env.example files give every service's
 * database an account named after the service with the same word as password; a regex cannot compare the two (no
 * backreferences), so the rule's allowlist lists only well-known default words, and this validator refuses the rest
 * of the shape. Anything that may be a real server is still reported: a dotted or in-cluster host (db.example-corp.com,
 * 10.0.4.7, pg.prod.svc.cluster.local), an upper-case single label (NetBIOS names: PROD-PAYMENTS-DB, SQLPROD01), a
 * single label naming production (prod-db, primary), a multi-host list with one such host, and a password that
 * differs from the user name (also only in case: billing:Billing).
 */

/** scheme://user:password@authority: the user and the password as the pattern reads them, then the authority. */
const URL_CREDENTIAL = /[a-zA-Z][a-zA-Z0-9+.-]{1,30}:\/\/([^\s:/?#@"'<>]{1,128}):([^\s/?#@"'<>]{1,128})@([^\s/?#"'<>;]{1,512})/g;
/** Where a URL starts (to split a value holding several). */
const SCHEME = /[a-zA-Z][a-zA-Z0-9+.-]{1,30}:\/\//g;

/** Key-value form (Server=localhost;User Id=sa;Password=sa): the first value of `keys` in `line`. */
function keyValue(line: string, keys: RegExp): string | undefined {
  const m = keys.exec(line);
  return m ? m[1].trim().replace(/^["']|["']$/g, '') : undefined;
}
const KV_HOST = /(?:^|;)[ \t]*(?:server|data source|host|address|addr|network address)[ \t]{0,3}=[ \t]{0,3}(?:tcp:)?([^;,\n]{1,253})/i;
const KV_USER = /(?:^|;)[ \t]*(?:uid|user id|user|username)[ \t]{0,3}=[ \t]{0,3}([^;\n]{1,128})/i;
const KV_PASSWORD = /(?:^|;)[ \t]*(?:password|pwd)[ \t]{0,3}=[ \t]{0,3}([^;\n]{1,128})/i;

/**
 * A URL whose query carries the credentials (JDBC and libpq style: jdbc:mysql://localhost:3306/app?user=app&password=app,
 * postgres://db/app?user=app&password=app): the authority (no userinfo) and the query.
 */
const URL_QUERY = /[a-zA-Z][a-zA-Z0-9+.:-]{1,40}:\/\/([^\s/?#"'<>;@]{1,253})(?:\/[^\s?#"'<>]{0,256})?\?([^\s#"'<>]{1,1024})/g;

/** The first value of one of `keys` among a query's parameters (name=value joined by &), decoded. */
function queryParam(query: string, keys: ReadonlySet<string>): string | undefined {
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && keys.has(pair.slice(0, eq).toLowerCase())) return decode(pair.slice(eq + 1));
  }
  return undefined;
}
const QUERY_USER = new Set(['user', 'username', 'uid']);
const QUERY_PASSWORD = new Set(['password', 'pwd']);

/** The host when the URL query holding `value` as its password names the same user at local hosts, else undefined. */
function devQuery(line: string, value: string): string | undefined {
  for (const m of line.matchAll(URL_QUERY)) {
    const password = queryParam(m[2], QUERY_PASSWORD);
    if (password !== value) continue;
    return queryParam(m[2], QUERY_USER) === password ? localAuthority(m[1]) : undefined;
  }
  return undefined;
}

/** A single label that names production (prod-db, db-prd, live, primary, master): never a development default. */
const PRODUCTION = /prod|prd|live|primary|master/;

/**
 * One URL host only the developer's machine or a compose/CI network resolves: localhost (also *.localhost), a
 * loopback or unspecified address, Docker's host alias, or a lower-case single label (a compose service: db,
 * postgres, keycloak-db) that does not name production. Case matters: upper-case single labels are NetBIOS / Windows
 * server names (SQLPROD01). In-cluster service names (*.svc, *.svc.cluster.local) are production deployments: not local.
 */
export function localHost(host: string): boolean {
  const v6 = /^\[([0-9a-fA-F:]{2,39})\](?::[0-9]{1,5})?$/.exec(host);
  if (v6) return v6[1] === '::1';
  const h = host.replace(/:[0-9]{1,5}$/, '').replace(/\.$/, '');
  const lower = h.toLowerCase();
  if (lower === '::1' || h === '0.0.0.0' || /^127(?:\.[0-9]{1,3}){3}$/.test(h)) return true;
  if (lower === 'localhost' || lower.endsWith('.localhost') || lower === 'host.docker.internal') return true;
  return /^[a-z][a-z0-9_-]{0,62}$/.test(h) && !PRODUCTION.test(h);
}

/** Every host of a URL's authority (after its last `@`; a comma-separated multi-host list) is local. */
function localAuthority(authority: string): string | undefined {
  // A second `@` (user:pw@db:3306@prod.acme.com): URL parsers take the last one, so the host is not the one read here
  // and the password runs on past the first `@`.
  if (authority.includes('@')) return undefined;
  return authority.split(',').every(localHost) ? authority : undefined;
}

/**
 * The key-value form's server: only the local machine's names (localhost, `.`, `(local)`, `(localdb)\…`, 127.0.0.1,
 * ::1, each optionally with a `\INSTANCE`); a single label here is a Windows server name, not a compose service.
 */
export function localServer(server: string): boolean {
  const s = server.trim().toLowerCase();
  if (/^\(localdb\)\\[^\\;]{1,128}$/.test(s)) return true;
  return /^(?:localhost|\.|\(local\)|127\.0\.0\.1|::1|\[::1\])(?:\\[^\\;]{1,128})?$/.test(s);
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The authority of a URL_CREDENTIAL match when it is a development default (user = password, local hosts), or undefined. */
function devUrl(m: RegExpMatchArray): string | undefined {
  const [, user, password, authority] = m;
  if (decode(user) !== decode(password)) return undefined;
  return localAuthority(authority);
}

/**
 * The host when `value` is a development default, or undefined. The value is the password itself
 * (connection-string-password: read with its user in the match) or the whole value of an env line, which may hold
 * several URLs (env-file-secret): then every URL carrying credentials must be a development default.
 */
function devDefault(value: string, context?: ValidatorContext): string | undefined {
  if (value.includes('://')) {
    const starts = [...value.matchAll(SCHEME)].map((m) => m.index!);
    if (!starts.length || value.slice(0, starts[0]).includes('@')) return undefined;
    let host: string | undefined;
    for (const [i, start] of starts.entries()) {
      const part = value.slice(start, starts[i + 1] ?? value.length);
      const m = [...part.matchAll(URL_CREDENTIAL)][0];
      if (!m || m.index !== 0) {
        if (part.includes('@')) return undefined; // credentials the URL shape does not read: not known to be a default
        continue;
      }
      // Another credential after it (a query's password=, a second user@): not known to be a default.
      if (/@|pass|pwd|secret|token|key/i.test(part.slice(m[0].length))) return undefined;
      const h = devUrl(m);
      if (h === undefined) return undefined;
      host ??= h;
    }
    return host;
  }
  // The rule's match may stop before the whole authority (at a `,` or a second `@`) or start after the key-value
  // form's Server=: read the value's line in the validator's window when the value sits there, else the match.
  const { line, at } = valueLine(value, context);
  let host: string | undefined;
  let seen = false;
  for (const m of line.matchAll(URL_CREDENTIAL)) {
    const passwordAt = m.index! + m[0].length - m[3].length - 1 - m[2].length;
    if (at !== undefined ? passwordAt !== at : m[2] !== value) continue;
    seen = true;
    const h = devUrl(m);
    if (h === undefined) return undefined;
    host ??= h;
  }
  if (seen) return host;
  const password = keyValue(line, KV_PASSWORD);
  const user = keyValue(line, KV_USER);
  const server = keyValue(line, KV_HOST);
  if (password === value && user === password && server !== undefined && localServer(server)) return server.trim();
  return devQuery(line, value);
}

/** The line holding the value in the context's text (and the value's offset in it), or the match. */
function valueLine(value: string, context?: ValidatorContext): { line: string; at?: number } {
  const { text, start, end } = context ?? {};
  if (text !== undefined && start !== undefined && end !== undefined && text.slice(start, end) === value) {
    const from = text.lastIndexOf('\n', start - 1) + 1;
    const to = text.indexOf('\n', end);
    return { line: text.slice(from, to < 0 ? text.length : to), at: start - from };
  }
  return { line: context?.match ?? value };
}

export const devDefaultCredential: Validator = {
  name: 'dev_default_credential',
  confirms: false,
  validate(value, context) {
    return devDefault(value, context) !== undefined ? 'invalid' : 'not_applicable';
  },
  why(value, context) {
    const host = devDefault(value, context);
    // Never the user name: it is the password.
    return host === undefined ? undefined : `a development default: the password equals the user name at a local host (${host})`;
  },
};
