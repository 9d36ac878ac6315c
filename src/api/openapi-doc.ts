/**
 * The two operations of the OpenAPI document, given to the openapi plugin as whole path items: the plugin would
 * otherwise replace any declared parameters with ones generated from the route (a bare `string` job_id).
 * Response bodies are the contract schemas of src/contract/spec.ts, the objects the tests check responses
 * against; request bodies are src/contract/request-docs.ts, everything the validators enforce.
 */
import type { DocumentDecoration } from 'elysia/types';
import * as D from '../contract/request-docs.ts';
import * as S from '../contract/spec.ts';
import { ERROR_CODES } from '../lib/errors.ts';

// TypeBox schemas are JSON Schema objects; the cast only bridges TypeBox's and openapi-types' typings.
const jsonOf = (schema: object) => ({ 'application/json': { schema: schema as never } });

type Header = { description: string; schema: { type: 'string' | 'integer'; minimum?: number } };
const requestId: Record<string, Header> = {
  'X-Request-ID': { description: 'Public correlation id for support; equals error.request_id', schema: { type: 'string' } },
};
const retryAfter = (description: string): Record<string, Header> => ({
  'Retry-After': { description, schema: { type: 'integer', minimum: 0 } },
});

/** A response with X-Request-ID, as every status but 409 carries (§4.1). */
const res = (description: string, schema: object, extra: Record<string, Header> = {}) =>
  ({ description, headers: { ...requestId, ...extra }, content: jsonOf(schema) });
const err = (description: string, extra: Record<string, Header> = {}) => res(description, S.ErrorBody, extra);

const commonErrors = {
  400: err('Malformed request or unsupported query parameters'),
  401: err('Missing, expired, revoked or invalid API key'),
  403: err('Key lacks the required scan scope'),
  429: err('Rate limit or account quota reached; error.quota says which', retryAfter('Seconds until the limit resets (equals error.quota.retry_after)')),
  500: err('Request could not be completed'),
  503: err('Authentication or scan service unavailable'),
  504: err('Scan service timeout; the submission may already have started'),
};

const codes = `error.code values: ${Object.entries(ERROR_CODES).map(([c, s]) => `\`${c}\` (${s})`).join(', ')}.`;

const createScan: DocumentDecoration = {
  operationId: 'createScan',
  summary: 'Submit content for scanning',
  description: 'Needs a bearer API key with scope `scan:write`, or no Authorization header for an anonymous ' +
    'submission (own daily Scan Unit limit; CLI clients send `X-Service-Client: cli`). ' +
    'Text without Prefer is scanned synchronously (200, not stored). Prefer: respond-async → 202; Prefer: wait=N → ' +
    `waits up to the server cap, 200 if exactly one job is terminal, else 202. Query parameters are refused (400). ${codes}`,
  tags: ['scan'],
  security: [{ bearer: [] }, {}],
  requestBody: {
    required: true,
    content: { ...jsonOf(D.DocumentedScanJsonBody), 'multipart/form-data': { schema: D.DocumentedMultipartBody as never } },
  },
  parameters: [
    { in: 'header', name: 'Prefer', required: false, schema: { type: 'string' }, description: 'respond-async, or wait=N (seconds)' },
    { in: 'header', name: 'Idempotency-Key', required: false, schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,128}$' } },
    { in: 'header', name: 'X-Service-Client', required: false, schema: { type: 'string', enum: ['cli'] } },
  ],
  responses: {
    200: res('Completed synchronous text jobs, or one terminal job with wait', S.CompletedSubmission),
    202: res('Async jobs; poll every status_url until terminal', S.Accepted),
    ...commonErrors,
    // §4.1: X-Request-ID on every status except 409.
    409: {
      description: 'Idempotency key in flight (Retry-After: 1) or used with different contents',
      headers: retryAfter('Sent while the first request with this key is in flight: 1'),
      content: jsonOf(S.ErrorBody),
    },
    413: err('Transport body or total scan-content byte limit exceeded'),
    415: err('Unsupported Content-Type'),
    422: err('Invalid input or configuration, image-only PDF, or input above the plan\'s tokens per scan'),
    503: err('Authentication or scan service unavailable, or the scan queue is full', retryAfter('Sent when the scan queue is full: 1')),
  },
};

const getScan: DocumentDecoration = {
  operationId: 'getScan',
  summary: 'Read a job',
  description: 'Needs a bearer API key with scope `scan:read` of the account that submitted the job (an anonymous ' +
    'client may read its own anonymous jobs without a key). Returns 200 for running, completed and failed jobs; ' +
    'inspect `status`. Missing, expired or foreign jobs are 404. Query parameters are refused (400).',
  tags: ['scan'],
  security: [{ bearer: [] }, {}],
  parameters: [{
    in: 'path', name: 'job_id', required: true, description: 'A job_id from a 202 response (malformed ids are 400)',
    schema: { type: 'string', pattern: S.JOB_ID_PATTERN },
  }],
  responses: {
    200: res('Current state of the job', S.Job),
    ...commonErrors,
    404: err('Job missing, expired or owned by another account'),
  },
};

/** The document's `paths`: the two operations of the interface (§4). */
export const scanPaths = {
  '/api/v1/scan': { post: createScan },
  '/api/v1/scan/{job_id}': { get: getScan },
};
