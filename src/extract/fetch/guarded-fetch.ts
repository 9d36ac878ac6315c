/**
 * The one way Scanward fetches a URL from the outside world (URL scans, MCP scans). Bun's fetch ignores Node
 * agents and lookup hooks, so the guard resolves each host itself, vets every address, and connects to the
 * vetted IP (`https://<ip>:<port>`) with the real name in `Host` and as TLS server name (SNI and certificate
 * check). Redirects are followed by hand and re-vetted; bytes and time are capped. It fetches bytes only:
 * nothing it returns is ever executed.
 */
import { rootCertificates } from 'node:tls';
import { readCapped } from './body.ts';
import { FetchRefused, fromFetchError } from './errors.ts';
import { isIpLiteral } from './ip-policy.ts';
import { checkUrl, systemResolve, vetHost, type Resolver } from './url-rules.ts';

/** Sends one request to an already-vetted target URL; the default is Bun's fetch. Tests inject spies. */
export type Connect = (target: string, init: BunFetchRequestInit) => Promise<Response>;

/** Options of {@link guardedFetch}. */
export interface GuardedFetchOptions {
  /** Body bytes kept (after content decoding); more is cut off and `truncated` set, or refused (`truncate: false`). */
  maxBytes: number;
  /** Deadline for the whole fetch: DNS, every hop, and the body. */
  timeoutMs: number;
  maxRedirects?: number;
  /** Allow loopback/private targets. Tests only (SCANWARD_ALLOW_PRIVATE_TARGETS). */
  allowPrivate?: boolean;
  /** One more trusted CA (PEM), added to the bundled roots. */
  caCert?: string;
  resolve?: Resolver;
  connect?: Connect;
  accept?: string;
  method?: 'GET' | 'POST' | 'DELETE';
  body?: string;
  headers?: Record<string, string>;
  /** `false`: a body over maxBytes is refused with `too_large` instead of truncated. Default true. */
  truncate?: boolean;
  /** Return 4xx/5xx responses instead of refusing them with `http_error` (e.g. for JSON-RPC errors). */
  allowHttpErrors?: boolean;
}

/** A completed guarded fetch. */
export interface GuardedResponse {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  headers: Headers;
  body: Uint8Array;
  truncated: boolean;
  /** The vetted IP the final response came from. */
  address: string;
}

interface Hop {
  url: URL;
  method: 'GET' | 'POST' | 'DELETE';
  body?: string;
  headers: Headers;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
// Sent only to the origin they were given for: a redirect elsewhere must not carry them along.
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];
const USER_AGENT = 'Scanward/0.1 (offline content scanner)';

/** Fetches an https URL from public addresses only; throws FetchRefused for every refusal and failure. */
export async function guardedFetch(url: string, opts: GuardedFetchOptions): Promise<GuardedResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('deadline')), opts.timeoutMs);
  try {
    return await followHops(url, opts, controller.signal);
  } catch (err) {
    throw fromFetchError(err, safeHost(url), controller.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the host';
  }
}

/**
 * The same guard for streaming consumers (the MCP client holds an SSE stream open): hops, vetting, Host and
 * TLS name as guardedFetch, but the final response is returned as is, with its body capped at maxBytes and
 * the whole exchange, stream included, bounded by timeoutMs (and `signal`).
 */
export async function guardedStream(url: string, opts: GuardedFetchOptions & { signal?: AbortSignal }): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('deadline')), opts.timeoutMs);
  opts.signal?.addEventListener('abort', () => controller.abort(opts.signal!.reason), { once: true });
  try {
    const res = await followHops(url, opts, controller.signal, (hop, r) => Promise.resolve(capStream(r, opts.maxBytes, hop.url.host, () => clearTimeout(timer))));
    if (res.status >= 400 && !opts.allowHttpErrors) throw new FetchRefused('http_error', `${safeHost(url)} answered HTTP ${res.status}`, res.status);
    return res;
  } catch (err) {
    clearTimeout(timer);
    throw fromFetchError(err, safeHost(url), controller.signal.aborted);
  }
}

/** `res` with a body that errors once more than `maxBytes` arrive; `done` runs when the body ends. */
function capStream(res: Response, maxBytes: number, host: string, done: () => void): Response {
  if (!res.body) {
    done();
    return res;
  }
  let seen = 0;
  const capped = res.body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, ctl) {
      seen += chunk.byteLength;
      if (seen > maxBytes) ctl.error(new FetchRefused('too_large', `the response from ${host} is larger than ${maxBytes} bytes`));
      else ctl.enqueue(chunk);
    },
    flush: done,
  }));
  return new Response(capped, { status: res.status, statusText: res.statusText, headers: res.headers });
}

type Finish<T> = (hop: Hop, res: Response, address: string) => Promise<T>;

async function followHops(start: string, opts: GuardedFetchOptions, signal: AbortSignal): Promise<GuardedResponse>;
async function followHops<T>(start: string, opts: GuardedFetchOptions, signal: AbortSignal, done: Finish<T>): Promise<T>;
async function followHops<T>(start: string, opts: GuardedFetchOptions, signal: AbortSignal, done?: Finish<T>): Promise<T | GuardedResponse> {
  const allowPrivate = opts.allowPrivate ?? false;
  const maxRedirects = opts.maxRedirects ?? 5;
  let hop = firstHop(checkUrl(start, allowPrivate), opts);
  for (let redirects = 0; ; redirects++) {
    // One resolution per hop, and that answer is what we connect to: no second lookup to rebind.
    const address = await abortable(vetHost(hop.url, allowPrivate, opts.resolve ?? systemResolve), signal);
    const res = await send(hop, address, opts, signal);
    const next = nextHop(hop, res, allowPrivate);
    if (!next) return done ? done(hop, res, address) : finish(hop, res, address, opts, signal);
    if (redirects >= maxRedirects) {
      throw new FetchRefused('too_many_redirects', `more than ${maxRedirects} redirects starting at ${safeHost(start)}`);
    }
    hop = next;
  }
}

function firstHop(url: URL, opts: GuardedFetchOptions): Hop {
  const headers = new Headers(opts.headers);
  if (!headers.has('user-agent')) headers.set('user-agent', USER_AGENT);
  headers.set('accept', opts.accept ?? headers.get('accept') ?? '*/*');
  return { url, method: opts.method ?? 'GET', body: opts.body, headers };
}

/** The request URL for a vetted address: same port, path and query; the fragment never leaves us anyway. */
function targetFor(url: URL, address: string): string {
  const host = address.includes(':') ? `[${address}]` : address;
  return `https://${host}:${url.port || '443'}${url.pathname}${url.search}`;
}

function tlsFor(url: URL, caCert: string | undefined): BunFetchRequestInitTLS {
  const tls: BunFetchRequestInitTLS = { rejectUnauthorized: true };
  // SNI carries DNS names only (RFC 6066); for an IP-literal URL the certificate is checked against the IP.
  if (!isIpLiteral(url.hostname)) tls.serverName = url.hostname.replace(/\.$/, '');
  // `ca` replaces the trust store in Bun as in Node, so the bundled roots go along with the extra CA.
  if (caCert) tls.ca = [...rootCertificates, caCert];
  return tls;
}

async function send(hop: Hop, address: string, opts: GuardedFetchOptions, signal: AbortSignal): Promise<Response> {
  const headers = new Headers(hop.headers);
  headers.set('host', hop.url.host);
  const init: BunFetchRequestInit = {
    method: hop.method,
    body: hop.body,
    headers,
    redirect: 'manual',
    signal,
    tls: tlsFor(hop.url, opts.caCert),
    // A proxy from the environment would make the connection somewhere other than the vetted address.
    proxy: false,
  };
  try {
    return await (opts.connect ?? fetch)(targetFor(hop.url, address), init);
  } catch (err) {
    throw fromFetchError(err, hop.url.host, signal.aborted);
  }
}

/** The next hop of a redirect, re-checked like a fresh URL; null when `res` is not a followable redirect. */
function nextHop(hop: Hop, res: Response, allowPrivate: boolean): Hop | null {
  const location = res.headers.get('location');
  if (!REDIRECTS.has(res.status) || location === null) return null;
  // A redirect's body is never read; dropping it now frees the connection whether or not we follow.
  res.body?.cancel().catch(() => {});
  let url: URL;
  try {
    url = checkUrl(new URL(location, hop.url).href, allowPrivate);
  } catch (err) {
    const why = err instanceof FetchRefused ? err : new FetchRefused('invalid_url', 'the URL is not valid');
    throw new FetchRefused(why.reason, `${hop.url.host} redirected to a refused URL: ${why.message}`);
  }
  const headers = new Headers(hop.headers);
  if (url.origin !== hop.url.origin) for (const h of CREDENTIAL_HEADERS) headers.delete(h);
  // Fetch standard: 303, and 301/302 after a POST, continue as a GET without the body.
  const toGet = res.status === 303 || ((res.status === 301 || res.status === 302) && hop.method === 'POST');
  if (!toGet) return { url, method: hop.method, body: hop.body, headers };
  headers.delete('content-type');
  headers.delete('content-length');
  return { url, method: 'GET', headers };
}

async function finish(
  hop: Hop,
  res: Response,
  address: string,
  opts: GuardedFetchOptions,
  signal: AbortSignal,
): Promise<GuardedResponse> {
  const host = hop.url.host;
  if (res.status >= 400 && !opts.allowHttpErrors) {
    res.body?.cancel().catch(() => {});
    throw new FetchRefused('http_error', `${host} answered HTTP ${res.status}`, res.status);
  }
  const truncateOk = opts.truncate ?? true;
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (!truncateOk && declared > opts.maxBytes) {
    res.body?.cancel().catch(() => {});
    throw new FetchRefused('too_large', `the response from ${host} is larger than ${opts.maxBytes} bytes`);
  }
  let read;
  try {
    read = await readCapped(res, opts.maxBytes, signal);
  } catch (err) {
    throw fromFetchError(err, host, signal.aborted);
  }
  if (read.truncated && !truncateOk) {
    throw new FetchRefused('too_large', `the response from ${host} is larger than ${opts.maxBytes} bytes`);
  }
  return { url: hop.url.href, status: res.status, headers: res.headers, body: read.body, truncated: read.truncated, address };
}

/** `p`, or the abort reason as soon as `signal` fires (DNS lookups cannot be cancelled, only abandoned). */
function abortable<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
