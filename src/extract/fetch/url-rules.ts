/**
 * The checks every outbound URL passes before a byte is sent: syntax (https, no credentials, no local names)
 * and address vetting. The address vetted here is the one the caller connects to — resolving once per hop
 * is what closes the DNS-rebinding window.
 */
import { lookup } from 'node:dns/promises';
import { FetchRefused } from './errors.ts';
import { classifyAddress, isIpLiteral } from './ip-policy.ts';

/** Resolves a DNS name to every address it has (tests inject stubs; nothing else may). */
export type Resolver = (host: string) => Promise<string[]>;

/** The production resolver: the OS resolver (hosts file included), every address, in the OS's order. */
export const systemResolve: Resolver = async (host) => {
  const found = await lookup(host, { all: true, verbatim: true });
  return found.map((a) => a.address);
};

/** `localhost` and `*.localhost` are loopback by definition (RFC 6761), whatever a resolver would say. */
function isLocalName(hostname: string): boolean {
  const h = hostname.replace(/\.$/, '');
  return h === 'localhost' || h.endsWith('.localhost');
}

/** Parses and checks a URL's syntax; throws FetchRefused for anything a fetch must never attempt. */
export function checkUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused('invalid_url', 'the URL is not valid');
  }
  if (url.protocol !== 'https:') throw new FetchRefused('not_https', `only https URLs are fetched, not ${url.protocol}`);
  if (url.username || url.password) {
    throw new FetchRefused('credentials_in_url', 'URLs with credentials (user:password@) are not fetched');
  }
  if (!url.hostname) throw new FetchRefused('invalid_url', 'the URL has no host');
  if (!allowPrivate && isLocalName(url.hostname)) {
    throw new FetchRefused('non_public_address', `${url.hostname} is not a public host`);
  }
  return url;
}

function refuseNonPublic(host: string, range: string): never {
  throw new FetchRefused('non_public_address', `${host} resolves to a non-public address (${range})`);
}

/** Checks an IP-literal host; returns the bare address to connect to. */
export function vetLiteral(hostname: string, allowPrivate: boolean): string {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const cls = classifyAddress(bare);
  if (!cls.public && !allowPrivate) refuseNonPublic(hostname, cls.range);
  return bare;
}

/** Refuses unless every address is public (or private targets are allowed); returns the one to connect to. */
export function vetAddresses(hostname: string, addresses: string[], allowPrivate: boolean): string {
  if (addresses.length === 0) throw new FetchRefused('dns_failed', `${hostname} has no addresses`);
  // ANY non-public address refuses the name: a later connection attempt might otherwise fall back to it.
  for (const a of addresses) {
    const cls = classifyAddress(a);
    if (!cls.public && !allowPrivate) refuseNonPublic(hostname, cls.range);
  }
  // A zoned (link-scoped) address cannot be written in a URL; only allowPrivate could let one through.
  const usable = addresses.find((a) => !a.includes('%'));
  if (!usable) throw new FetchRefused('connect_failed', `${hostname} has no address that can be connected to`);
  return usable;
}

/** Resolves `hostname` once through `resolve`; DNS errors become `dns_failed`. */
export async function resolveOnce(hostname: string, resolve: Resolver): Promise<string[]> {
  try {
    return await resolve(hostname.replace(/\.$/, ''));
  } catch (err) {
    throw new FetchRefused('dns_failed', `${hostname} could not be resolved`, undefined, err);
  }
}

/** The vetted address for a checked URL: the literal itself, or one resolution with every answer vetted. */
export async function vetHost(url: URL, allowPrivate: boolean, resolve: Resolver): Promise<string> {
  if (isIpLiteral(url.hostname)) return vetLiteral(url.hostname, allowPrivate);
  return vetAddresses(url.hostname, await resolveOnce(url.hostname, resolve), allowPrivate);
}
