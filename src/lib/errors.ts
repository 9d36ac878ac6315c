/**
 * The one error type of the service. `message` is safe to send to a client; the raw cause is logged, never sent.
 * `code` is drawn from ERROR_CODES, a stable set documented in the README (the spec leaves it open, §7).
 */

/** Every error.code the API can return, with its HTTP status. Stable: codes are only ever added. */
export const ERROR_CODES = {
  malformed_request: 400,
  invalid_json: 400,
  query_not_supported: 400,
  invalid_header: 400,
  unauthenticated: 401,
  insufficient_scope: 403,
  not_found: 404,
  method_not_allowed: 405,
  idempotency_conflict: 409,
  idempotency_in_flight: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  invalid_input: 422,
  invalid_config: 422,
  input_too_large: 422,
  unprocessable_document: 422,
  rate_limited: 429,
  quota_exceeded: 429,
  internal_error: 500,
  service_unavailable: 503,
  queue_full: 503,
  timeout: 504,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export interface ApiErrorExtras {
  quota?: Record<string, unknown>;
  usage?: Record<string, unknown>;
  headers?: Record<string, string>;
  cause?: unknown;
}

/** An error with a client-safe message and a status derived from its code. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extras: ApiErrorExtras = {},
  ) {
    super(message);
    this.status = ERROR_CODES[code];
  }
}
