/**
 * MCP server acquisition: bounded metadata only (never tools/call, resources/read or prompts/get), rendered to
 * one text whose tools, prompts and resources are segments; a tool whose definition changed since this
 * account's last scan of the server is reported (rug pull). A server that requires auth degrades the job.
 */
import type { FailureT } from '../../contract/spec.ts';
import type { McpToolStore } from '../../store/mcp-tool-store.ts';
import { FetchRefused } from '../fetch/errors.ts';
import { collectMcpMetadata, diffTools, mcpToDocument, McpCollectError, toolHashes } from '../mcp/index.ts';
import { AcquireError, type Acquired } from './acquirer.ts';
import { fitToBytes } from './limits.ts';

export interface McpDeps {
  fetch: typeof fetch;
  history: McpToolStore;
  countTokens: (text: string) => number;
  timeoutMs?: number;
}

/** Collects and renders one server's metadata for `owner`, within `maxContentBytes` of scanned text. */
export async function acquireMcp(url: string, owner: string, maxContentBytes: number, deps: McpDeps): Promise<Acquired> {
  let meta;
  try {
    meta = await collectMcpMetadata(url, { fetch: deps.fetch, timeoutMs: deps.timeoutMs ?? 20_000 });
  } catch (err) {
    if (!(err instanceof McpCollectError)) throw err;
    // The guard's own reason (e.g. non_public_address) says more than the collector's kind.
    const kind = err.cause instanceof FetchRefused ? err.cause.reason : err.kind;
    const message = err.cause instanceof FetchRefused ? err.cause.message : err.message;
    throw new AcquireError({ stage: 'fetch', kind, retryable: err.retryable }, message);
  }
  const doc = mcpToDocument(meta);
  const hashes = toolHashes(meta.tools);
  const before = deps.history.previous(owner, url);
  await deps.history.record(owner, url, hashes);
  const warnings = [...meta.warnings];
  if (before) {
    const diff = diffTools(before.hashes, hashes);
    for (const name of diff.changed) warnings.push(`tool '${name}' changed since the last scan of this server (possible rug pull)`);
    if (diff.added.length) warnings.push(`tools added since the last scan: ${diff.added.join(', ')}`);
    if (diff.removed.length) warnings.push(`tools removed since the last scan: ${diff.removed.join(', ')}`);
  }
  const fit = fitToBytes(doc.text, doc.segments.map(({ id, kind, start, end }) => ({ id, kind, start, end })), maxContentBytes);
  if (fit.cut) warnings.push(`scanned text was cut to the plan's limit of ${maxContentBytes} bytes`);
  const tokens = Math.max(1, deps.countTokens(fit.text));
  const state = fit.cut || meta.warnings.length > 0 ? 'partial' as const : 'complete' as const;
  const failures: FailureT[] = meta.authRequired ? [{ stage: 'fetch', kind: 'auth_required', retryable: false }] : [];
  return {
    text: fit.text, mediaTypes: ['application/json'], tokens, segments: fit.segments,
    extraction: { version: 'document-v1', state, documents_total: 1, documents_scanned: 1, warnings },
    coverage: { state, input_tokens: tokens, documents_total: 1, documents_scanned: 1 },
    ...(failures.length ? { failures } : {}),
  };
}
