/**
 * OpenAPI operation details generated from the contract schemas (src/contract/spec.ts): the same objects
 * the request validators compile, so the document cannot drift from behaviour.
 */
import type { DocumentDecoration } from 'elysia/types';
import * as S from '../contract/spec.ts';
import { ERROR_CODES } from '../lib/errors.ts';

// TypeBox schemas are JSON Schema objects; the cast only bridges TypeBox's and openapi-types' typings.
const jsonOf = (schema: object) => ({ 'application/json': { schema: schema as never } });
const err = (description: string) => ({ description, content: jsonOf(S.ErrorBody) });
const requestIdHeader = { 'X-Request-ID': { description: 'Public correlation id for support', schema: { type: 'string' as const } } };

const commonErrors = {
  400: err('Malformed request or unsupported query parameters'),
  401: err('Missing, expired, revoked or invalid API key'),
  403: err('Key lacks the required scan scope'),
  429: err('Rate limit or account quota reached (Retry-After header when supplied)'),
  500: err('Request could not be completed'),
  503: err('Authentication or scan service unavailable, or the scan queue is full'),
  504: err('Scan service timeout; the submission may already have started'),
};

const codes = `error.code values: ${Object.entries(ERROR_CODES).map(([c, s]) => `\`${c}\` (${s})`).join(', ')}.`;

export const createScanDetail: DocumentDecoration = {
  operationId: 'createScan',
  summary: 'Submit content for scanning',
  description: `Text without Prefer is scanned synchronously (200, not stored). Prefer: respond-async → 202; Prefer: wait=N → waits up to the server cap, 200 if exactly one job is terminal, else 202. ${codes}`,
  tags: ['scan'],
  requestBody: {
    required: true,
    content: { ...jsonOf(S.ScanJsonBody), 'multipart/form-data': { schema: S.ScanMultipartBody as never } },
  },
  parameters: [
    { in: 'header', name: 'Prefer', required: false, schema: { type: 'string' as const }, description: 'respond-async, or wait=N (seconds)' },
    { in: 'header', name: 'Idempotency-Key', required: false, schema: { type: 'string' as const, pattern: '^[\\x21-\\x7e]{1,128}$' } },
    { in: 'header', name: 'X-Service-Client', required: false, schema: { type: 'string' as const, enum: ['cli'] } },
  ],
  responses: {
    200: { description: 'Completed synchronous text jobs, or one terminal job with wait', headers: requestIdHeader, content: jsonOf(S.CompletedSubmission) },
    202: { description: 'Async jobs; poll every status_url until terminal', headers: requestIdHeader, content: jsonOf(S.Accepted) },
    ...commonErrors,
    409: err('Idempotency key in flight (Retry-After: 1) or used with different contents'),
    413: err('Transport body or total scan-content byte limit exceeded'),
    415: err('Unsupported Content-Type'),
    422: err('Invalid input or configuration'),
  },
};

export const getScanDetail: DocumentDecoration = {
  operationId: 'getScan',
  summary: 'Read a job',
  description: 'Returns 200 for running, completed and failed jobs; inspect `status`. Missing, expired or foreign jobs are 404.',
  tags: ['scan'],
  responses: {
    200: { description: 'Current state of the job', headers: requestIdHeader, content: jsonOf(S.Job) },
    ...commonErrors,
    404: err('Job missing, expired or owned by another account'),
  },
};
