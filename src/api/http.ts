/** Response helpers shared by the routes: JSON bodies, the X-Request-ID header and the error body (§7). */
import { ApiError } from '../lib/errors.ts';

/** A JSON response carrying X-Request-ID (spec: on every status except 409). */
export function json(status: number, body: unknown, requestId: string, headers: Record<string, string> = {}): Response {
  return rawJson(status, JSON.stringify(body), requestId, headers);
}

/** The same for a body already serialised (an idempotent replay returns the exact bytes first sent). */
export function rawJson(status: number, body: string, requestId: string, headers: Record<string, string> = {}): Response {
  const h: Record<string, string> = { 'content-type': 'application/json', ...headers };
  if (status !== 409) h['x-request-id'] = requestId;
  return new Response(body, { status, headers: h });
}

/** The Error body for an ApiError. Quota and usage details are included only where set. */
export function errorResponse(err: ApiError, requestId: string): Response {
  const error: Record<string, unknown> = { code: err.code, message: err.message, request_id: requestId };
  if (err.extras.quota) error.quota = err.extras.quota;
  if (err.extras.usage) error.usage = err.extras.usage;
  return json(err.status, { error }, requestId, err.extras.headers);
}
