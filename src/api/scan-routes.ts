/**
 * The two operations of the interface: createScan (POST /api/v1/scan) and getScan (GET /api/v1/scan/{id}).
 * Plain functions over a Request, so the order of checks (400 → 415 → 401/403 → 413 → 422 → 409 → 429) reads top to bottom.
 */
import type { Admission } from '../admit/admission.ts';
import { authenticate, checkServiceClient, requireScope } from '../admit/auth.ts';
import { fingerprint } from '../admit/fingerprint.ts';
import { checkTokensPerScan, quotaLinks } from '../admit/quota.ts';
import type { Config } from '../config.ts';
import { prepareExtracted, prepareText, type PreparedDocument } from '../extract/document.ts';
import { FetchRefused } from '../extract/fetch/errors.ts';
import { provisionalMetadata } from '../extract/remote/acquirer.ts';
import type { Mode, ScanService } from '../jobs/service.ts';
import { ApiError } from '../lib/errors.ts';
import { isJobId, JOB_ID_RE } from '../lib/ids.ts';
import { utf8Length } from '../lib/offsets.ts';
import { usageFor } from '../lib/units.ts';
import type { AccountStore } from '../store/account-store.ts';
import { json, rawJson } from './http.ts';
import { boundaryOf, parseMultipart, type RawPart } from './multipart.ts';
import { parsePrefer } from './prefer.ts';
import { parseJsonScan, parseMultipartScan, type ScanRequest } from './scan-request.ts';

export interface RouteDeps {
  service: ScanService;
  config: Config;
  accounts: AccountStore;
  admission: Admission;
  /** Submission-time check of a webpage or MCP URL: throws FetchRefused when it can already be refused. */
  preflight: (url: string) => Promise<void>;
}

const VISIBLE_ASCII_1_128 = /^[\x21-\x7e]{1,128}$/;

/** POST /api/v1/scan: checks in the spec's order (400, 415, 401/403, 413, 422), then admission and the scan. */
export async function createScan(request: Request, clientAddress: string | undefined, requestId: string, deps: RouteDeps): Promise<Response> {
  rejectQuery(request);
  const mediaType = contentTypeOf(request);
  const idempotencyKey = request.headers.get('idempotency-key');
  if (idempotencyKey !== null && !VISIBLE_ASCII_1_128.test(idempotencyKey)) {
    throw new ApiError('invalid_header', 'Idempotency-Key must be 1 to 128 visible ASCII characters');
  }
  const prefer = parsePrefer(request.headers.get('prefer'));
  checkServiceClient(request.headers);
  const principal = authenticate(request.headers, deps.accounts, clientAddress);
  requireScope(principal, 'scan:write');
  const { scan, bytes, parts } = await readScan(request, mediaType, deps.config.maxBodyBytes);
  if ((scan.kind === 'url' || scan.kind === 'mcp_server') && deps.service.acceptsRemote(scan.kind)) {
    await preflight(deps, scan.url, scan.kind === 'url' ? 'url' : 'mcp_server_url');
  }
  const documents = await prepareDocuments(scan, deps.config.contentLimits[principal.plan], deps);
  const tokens = documents.reduce((n, d) => n + d.tokens, 0);
  const payer = { id: principal.id, plan: principal.plan };
  const links = quotaLinks(deps.config.publicUrl ?? new URL(request.url).origin);
  checkTokensPerScan(payer, tokens, links);
  const units = usageFor(tokens).scan_units;
  const mode: Mode = prefer.kind === 'wait'
    ? { kind: 'wait', ms: prefer.seconds * 1000 }
    : prefer.kind === 'none' && scan.kind === 'text' ? { kind: 'sync' } : { kind: 'async' };
  const fp = fingerprint(mediaType, request.headers.get('content-type') ?? '', request.headers.get('prefer'), bytes, parts);
  const admitted = await deps.admission.run({ payer, idempotencyKey, fingerprint: fp, units, tokens, links }, (charge) =>
    deps.service.submit({
      owner: principal.id, inputKind: scan.kind, documents, plan: scan.plan, mode,
      charge: { payer_id: payer.id, plan: payer.plan, at: charge.at, units: charge.units },
    }));
  return rawJson(admitted.status, admitted.body, requestId);
}

/** GET /api/v1/scan/{job_id}: keyed callers need scan:read; an anonymous caller may read only its own anonymous jobs. */
export function getScan(request: Request, jobId: string, clientAddress: string | undefined, requestId: string, deps: RouteDeps): Response {
  rejectQuery(request);
  if (!isJobId(jobId)) throw new ApiError('malformed_request', `job_id must match ${JOB_ID_RE.source}`);
  checkServiceClient(request.headers);
  const principal = authenticate(request.headers, deps.accounts, clientAddress);
  if (principal.anonymous) {
    const own = deps.service.get(principal.id, jobId);
    if (own) return json(200, own, requestId);
    throw new ApiError('unauthenticated', 'An API key with scan:read is required to read this job', { headers: { 'www-authenticate': 'Bearer realm="scanward"' } });
  }
  requireScope(principal, 'scan:read');
  const job = deps.service.get(principal.id, jobId);
  if (!job) throw new ApiError('not_found', 'No such job (it may have expired or belong to another account).');
  return json(200, job, requestId);
}

/** Refuses (422) a URL that is already known to be non-public, non-https or otherwise unfetchable; the message names the body field. */
async function preflight(deps: RouteDeps, url: string, field: 'url' | 'mcp_server_url'): Promise<void> {
  try {
    await deps.preflight(url);
  } catch (err) {
    if (err instanceof FetchRefused) throw new ApiError('invalid_input', `${field}: ${err.message}`);
    throw err;
  }
}

function rejectQuery(request: Request): void {
  const q = request.url.indexOf('?');
  if (q >= 0 && q < request.url.length - 1) throw new ApiError('query_not_supported', 'Query parameters are not supported on this endpoint');
}

function contentTypeOf(request: Request): 'json' | 'multipart' {
  const raw = request.headers.get('content-type');
  const type = raw?.split(';')[0].trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'multipart/form-data') return 'multipart';
  throw new ApiError('unsupported_media_type', raw
    ? `Content-Type '${raw.split(';')[0].trim()}' is not supported; use application/json or multipart/form-data`
    : 'Content-Type is required: application/json or multipart/form-data');
}

async function readScan(request: Request, mediaType: 'json' | 'multipart', maxBodyBytes: number): Promise<{ scan: ScanRequest; bytes: Uint8Array; parts?: RawPart[] }> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > maxBodyBytes) throw tooLarge(`Request body exceeds ${maxBodyBytes} bytes`);
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > maxBodyBytes) throw tooLarge(`Request body exceeds ${maxBodyBytes} bytes`);
  if (bytes.length === 0) throw new ApiError('malformed_request', 'Request body is empty');
  if (mediaType === 'json') return { scan: parseJsonScan(bytes), bytes };
  const parts = parseMultipart(bytes, boundaryOf(request.headers.get('content-type')!));
  return { scan: parseMultipartScan(parts), bytes, parts };
}

const tooLarge = (message: string) => new ApiError('payload_too_large', message);

async function prepareDocuments(scan: ScanRequest, maxContentBytes: number, deps: RouteDeps): Promise<PreparedDocument[]> {
  if (scan.kind === 'url' || scan.kind === 'mcp_server') {
    if (!deps.service.acceptsRemote(scan.kind)) {
      throw new ApiError('service_unavailable', `Scanning ${scan.kind === 'url' ? 'webpages' : 'MCP servers'} is not available in this build`);
    }
    return [remoteDocument(scan.kind, scan.url)];
  }
  const docs: PreparedDocument[] = [];
  if (scan.kind === 'text') docs.push(prepareText(scan.text));
  else {
    if (scan.text !== undefined) docs.push(prepareText(scan.text, 'text'));
    // One past the limit: a document that is too big is refused (413) rather than silently cut.
    const opts = { maxChars: maxContentBytes + 1 };
    const extracted = await Promise.all(scan.files.map((f) => deps.service.extract({ name: f.name, declaredType: f.declaredType, data: f.data }, opts)));
    extracted.forEach((d, i) => docs.push(prepareExtracted(scan.files[i].name, d)));
  }
  const total = docs.reduce((n, d) => n + utf8Length(d.text), 0);
  if (total > maxContentBytes) throw tooLarge(`Scan content is ${total} bytes; the limit is ${maxContentBytes} bytes`);
  return docs;
}

/** A webpage or MCP server: fetched by the job, so its metadata is provisional (README: remote inputs). */
function remoteDocument(kind: 'url' | 'mcp_server', url: string): PreparedDocument {
  return {
    source: `${kind === 'url' ? 'url' : 'mcp'}:${url}`, mediaType: kind === 'url' ? 'text/html' : 'application/json',
    text: '', tokens: 0, ...provisionalMetadata(), remote: { kind, url },
  };
}
