/**
 * Webpage acquisition: a guarded fetch (public https only, vetted addresses, capped bytes and time), then the
 * same extractors as uploads (in a worker), so a page's hidden surfaces become segments. Scripts never run.
 */
import type { ExtractedDocument, ExtractOptions } from '../extract-file.ts';
import { FetchRefused } from '../fetch/errors.ts';
import { guardedFetch } from '../fetch/guarded-fetch.ts';
import type { SniffInput } from '../sniff.ts';
import { ApiError } from '../../lib/errors.ts';
import { prepareExtracted } from '../document.ts';
import { AcquireError, type Acquired } from './acquirer.ts';
import { fitToBytes } from './limits.ts';

export interface WebpageDeps {
  allowPrivate: boolean;
  caCert?: string;
  /** Extraction in a worker thread (the pool's extract). */
  extract: (input: SniffInput, opts: ExtractOptions) => Promise<ExtractedDocument & { tokens: number }>;
  countTokens: (text: string) => number;
  /** Raw page bytes fetched at most (default 10 MB, the upload limit). */
  maxBytes?: number;
  timeoutMs?: number;
}

/** Reasons worth retrying later: the network or the server, not the request. */
const RETRYABLE = new Set(['timeout', 'dns_failed', 'connect_failed', 'tls_error', 'http_error']);

/** Fetches and extracts one page within `maxContentBytes` of scanned text. */
export async function acquireWebpage(url: string, maxContentBytes: number, deps: WebpageDeps): Promise<Acquired> {
  let page;
  try {
    page = await guardedFetch(url, {
      maxBytes: deps.maxBytes ?? 10 * 1024 * 1024, timeoutMs: deps.timeoutMs ?? 15_000, allowPrivate: deps.allowPrivate,
      caCert: deps.caCert, accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5',
    });
  } catch (err) {
    if (!(err instanceof FetchRefused)) throw err;
    throw new AcquireError({ stage: 'fetch', kind: err.reason, retryable: RETRYABLE.has(err.reason) }, err.message);
  }
  const name = new URL(page.url).pathname.split('/').pop() || 'index.html';
  let doc;
  try {
    doc = await deps.extract({ name, declaredType: page.headers.get('content-type') ?? undefined, data: page.body }, { maxChars: maxContentBytes + 1 });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    throw new AcquireError({ stage: 'extraction', kind: err.code, retryable: false }, err.message);
  }
  const prepared = prepareExtracted(name, doc);
  const fit = fitToBytes(prepared.text, prepared.segments ?? [], maxContentBytes);
  const warnings = [...prepared.extraction.warnings];
  if (page.truncated) warnings.push(`page was larger than ${deps.maxBytes ?? 10 * 1024 * 1024} bytes: only the first part was fetched`);
  if (fit.cut) warnings.push(`scanned text was cut to the plan's limit of ${maxContentBytes} bytes`);
  const partial = page.truncated || fit.cut || prepared.extraction.state === 'partial';
  const tokens = fit.cut ? Math.max(1, deps.countTokens(fit.text)) : prepared.tokens;
  const state = partial ? 'partial' as const : 'complete' as const;
  return {
    text: fit.text, mediaTypes: [prepared.mediaType], tokens, segments: fit.segments,
    extraction: { ...prepared.extraction, state, warnings },
    coverage: { ...prepared.coverage, state, input_tokens: tokens },
  };
}
