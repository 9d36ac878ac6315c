/**
 * Why an outbound fetch was refused or failed. `message` is safe to show the submitter: it names the rule that
 * fired, never a resolved internal address, a header value or a response body.
 */

/** Every reason a guarded fetch can give up; stable, callers map them to Failures and 422s. */
export type FetchRefusedReason =
  | 'invalid_url'
  | 'not_https'
  | 'credentials_in_url'
  | 'non_public_address'
  | 'dns_failed'
  | 'too_many_redirects'
  | 'timeout'
  | 'too_large'
  | 'tls_error'
  | 'http_error'
  | 'connect_failed';

/** A refused or failed guarded fetch with a stable `reason` and a client-safe `message`. */
export class FetchRefused extends Error {
  override readonly name = 'FetchRefused';
  constructor(
    readonly reason: FetchRefusedReason,
    message: string,
    /** Final HTTP status, for `http_error`. */
    readonly status?: number,
    /** The low-level error, for logs only. */
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

// Bun reports certificate and handshake problems with OpenSSL-style codes; these fragments cover them.
const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|HANDSHAKE/i;

/** Maps an error thrown by fetch (not by us) to a FetchRefused; `timedOut` wins because aborts surface oddly. */
export function fromFetchError(err: unknown, host: string, timedOut: boolean): FetchRefused {
  if (err instanceof FetchRefused) return err;
  if (timedOut) return new FetchRefused('timeout', `fetching ${host} took too long`, undefined, err);
  const e = err as { code?: unknown; name?: unknown; message?: unknown };
  const code = typeof e?.code === 'string' ? e.code : '';
  // The code decides when there is one: a message may quote a URL whose host happens to contain "ssl".
  const text = code || (typeof e?.message === 'string' ? e.message : '');
  if (TLS_CODE.test(text)) {
    return new FetchRefused('tls_error', `the TLS certificate of ${host} could not be verified`, undefined, err);
  }
  return new FetchRefused('connect_failed', `could not connect to ${host}`, undefined, err);
}
