/** The production acquirer: webpages through the guarded fetch (MCP servers join with their collector). */
import { AcquireError, type Acquired, type AcquireContext, type Acquirer, type RemoteSource } from './acquirer.ts';
import { acquireWebpage, type WebpageDeps } from './webpage.ts';

export interface RemoteAcquirerDeps extends WebpageDeps {
  /** Scan-content limit in UTF-8 bytes for a plan (spec §8). */
  contentLimit: (plan: string) => number;
  /** Token limit per scan for a plan, or undefined when the plan has none. */
  tokenLimit: (plan: string) => number | undefined;
}

/** Builds the acquirer the scan service uses for remote inputs. */
export function createRemoteAcquirer(deps: RemoteAcquirerDeps): Acquirer {
  return {
    supports: (kind) => kind === 'url',
    async acquire(source: RemoteSource, ctx: AcquireContext): Promise<Acquired> {
      if (source.kind !== 'url') {
        throw new AcquireError({ stage: 'extraction', kind: 'unsupported_input', retryable: false }, 'MCP server scanning is not available in this build');
      }
      const got = await acquireWebpage(source.url, deps.contentLimit(ctx.plan), deps);
      const limit = deps.tokenLimit(ctx.plan);
      if (limit !== undefined && got.tokens > limit) {
        throw new AcquireError({ stage: 'admission', kind: 'input_tokens_per_scan', retryable: false }, `page has ${got.tokens} tokens; the ${ctx.plan} plan allows ${limit}`);
      }
      return got;
    },
  };
}
