/**
 * Remote inputs (webpages, MCP servers) are fetched by the job, not at submission: the acquirer turns a
 * source into scannable text with its surfaces. It is injected into the scan service so jobs stay independent
 * of how fetching is guarded.
 */
import type { CoverageMetadataT, ExtractionMetadataT, FailureT } from '../../contract/spec.ts';
import type { SegmentRange } from '../document.ts';

export interface RemoteSource {
  kind: 'url' | 'mcp_server';
  url: string;
}

export interface Acquired {
  text: string;
  mediaTypes: string[];
  tokens: number;
  extraction: ExtractionMetadataT;
  coverage: CoverageMetadataT;
  segments: SegmentRange[];
  /** Non-fatal problems that degrade the job (e.g. an MCP server that requires auth). */
  failures?: FailureT[];
}

/** A fetch that failed in a way the job reports as its Failure. */
export class AcquireError extends Error {
  constructor(readonly failure: FailureT, message: string) {
    super(message);
  }
}

export interface AcquireContext {
  /** The job's owner: scopes MCP rug-pull history. */
  owner: string;
  /** The payer's plan: decides the content limits applied to what is fetched. */
  plan: string;
}

export interface Acquirer {
  /** Whether this acquirer can fetch that kind of source (otherwise the API answers 503). */
  supports(kind: RemoteSource['kind']): boolean;
  /** Fetches and extracts `source`; throws AcquireError with the Failure to report. */
  acquire(source: RemoteSource, ctx: AcquireContext): Promise<Acquired>;
}

/** Metadata a remote job shows until its content is fetched: provisional, and marked so. */
export function provisionalMetadata(): { extraction: ExtractionMetadataT; coverage: CoverageMetadataT } {
  return {
    extraction: {
      version: 'document-v1', state: 'partial', documents_total: 1, documents_scanned: 1,
      warnings: ['content is fetched by the job: extraction, coverage and usage are provisional until it completes'],
    },
    coverage: { state: 'partial', input_tokens: 1, documents_total: 1, documents_scanned: 1 },
  };
}
