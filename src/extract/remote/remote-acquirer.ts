/** The production acquirer: webpages and MCP servers, both through the SSRF guard. */
import type { McpToolStore } from '../../store/mcp-tool-store.ts';
import { AcquireError, type Acquired, type AcquireContext, type Acquirer, type RemoteSource } from './acquirer.ts';
import { guardedFetchFor } from './guarded-fetch-adapter.ts';
import { acquireMcp } from './mcp.ts';
import { acquireWebpage, type WebpageDeps } from './webpage.ts';

export interface RemoteAcquirerDeps extends WebpageDeps {
  /** Tool hashes per account and server (rug-pull reports). */
  mcpHistory: McpToolStore;
  /** Scan-content limit in UTF-8 bytes for a plan (spec §8). */
  contentLimit: (plan: string) => number;
  /** Token limit per scan for a plan, or undefined when the plan has none. */
  tokenLimit: (plan: string) => number | undefined;
}

/** Builds the acquirer the scan service uses for remote inputs. */
export function createRemoteAcquirer(deps: RemoteAcquirerDeps): Acquirer {
  // Each MCP response is capped like a page; the collector's own 1 MiB metadata budget applies on top.
  const mcpFetch = guardedFetchFor({ allowPrivate: deps.allowPrivate, caCert: deps.caCert, maxBytes: 4 * 1024 * 1024, timeoutMs: 20_000 });
  return {
    supports: () => true,
    async acquire(source: RemoteSource, ctx: AcquireContext): Promise<Acquired> {
      const max = deps.contentLimit(ctx.plan);
      const got = source.kind === 'url'
        ? await acquireWebpage(source.url, max, deps)
        : await acquireMcp(source.url, ctx.owner, max, { fetch: mcpFetch, history: deps.mcpHistory, countTokens: deps.countTokens });
      const limit = deps.tokenLimit(ctx.plan);
      if (limit !== undefined && got.tokens > limit) {
        throw new AcquireError({ stage: 'admission', kind: 'input_tokens_per_scan', retryable: false }, `page has ${got.tokens} tokens; the ${ctx.plan} plan allows ${limit}`);
      }
      return got;
    },
  };
}
