/**
 * Submission-time URL check: refuse now (422) what is already decidable, leave the rest to the job. Syntax and
 * IP literals are decided without I/O; a DNS answer that arrives quickly is vetted too; a slow or failing
 * lookup is not held against the submission — the job's own guarded fetch resolves again and decides.
 */
import { FetchRefused } from './errors.ts';
import { isIpLiteral } from './ip-policy.ts';
import { checkUrl, systemResolve, vetAddresses, vetLiteral, type Resolver } from './url-rules.ts';

/** Options of {@link preflightUrl}. */
export interface PreflightOptions {
  allowPrivate: boolean;
  /** How long submission waits for DNS (default 2000 ms). */
  dnsTimeoutMs?: number;
  resolve?: Resolver;
}

/** Resolves to the addresses, or to null when the lookup fails or misses the deadline. */
async function quickResolve(host: string, resolve: Resolver, ms: number): Promise<string[] | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((ok) => {
    timer = setTimeout(() => ok(null), ms);
  });
  // A lookup error is not a refusal here: DNS may be flaky at submission and fine when the job runs.
  const lookup = resolve(host.replace(/\.$/, '')).catch(() => null);
  try {
    return await Promise.race([lookup, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Throws FetchRefused when `url` can already be refused; resolves when the job should try it. */
export async function preflightUrl(url: string, opts: PreflightOptions): Promise<void> {
  const parsed = checkUrl(url, opts.allowPrivate);
  if (isIpLiteral(parsed.hostname)) {
    vetLiteral(parsed.hostname, opts.allowPrivate);
    return;
  }
  const addresses = await quickResolve(parsed.hostname, opts.resolve ?? systemResolve, opts.dnsTimeoutMs ?? 2_000);
  if (addresses === null || addresses.length === 0) return;
  try {
    vetAddresses(parsed.hostname, addresses, opts.allowPrivate);
  } catch (err) {
    // Only the address rule is a submission-time refusal; anything else (e.g. no usable address) is the job's call.
    if (err instanceof FetchRefused && err.reason === 'non_public_address') throw err;
  }
}
