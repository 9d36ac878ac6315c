/** A WHATWG-fetch-shaped function over the streaming SSRF guard, for the MCP client SDK's `fetch` option. */
import { guardedStream } from '../fetch/guarded-fetch.ts';

export interface AdapterOptions {
  allowPrivate: boolean;
  caCert?: string;
  /** Cap on each response body (an SSE stream included). */
  maxBytes: number;
  timeoutMs: number;
}

/** Every request the SDK makes goes through the guard; HTTP errors come back as responses (the SDK reads 401/405). */
export function guardedFetchFor(opts: AdapterOptions): typeof fetch {
  const adapter = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method !== 'GET' && method !== 'POST' && method !== 'DELETE') throw new TypeError(`method ${method} is not allowed`);
    const headers: Record<string, string> = {};
    new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined)).forEach((v, k) => { headers[k] = v; });
    const body = init.body === undefined || init.body === null ? undefined : String(init.body);
    return guardedStream(url, {
      method, body, headers, maxBytes: opts.maxBytes, timeoutMs: opts.timeoutMs, allowPrivate: opts.allowPrivate,
      caCert: opts.caCert, allowHttpErrors: true, maxRedirects: 5, signal: init.signal ?? undefined,
    });
  };
  return adapter as typeof fetch;
}
