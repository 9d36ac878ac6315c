/**
 * Who a request acts for. Until API keys land (access issue), every caller is anonymous and identified by
 * its client address, so an anonymous client can read back only its own async jobs.
 */
import { ApiError } from '../lib/errors.ts';

export interface Principal {
  /** Owner id stored on jobs: an account id, or `anon:<client address>`. */
  id: string;
  anonymous: boolean;
}

/** Resolves the principal; rejects an X-Service-Client value other than `cli` (spec §4.1). */
export function resolvePrincipal(headers: Headers, clientAddress: string | undefined): Principal {
  const client = headers.get('x-service-client');
  if (client !== null && client !== 'cli') {
    throw new ApiError('invalid_header', "X-Service-Client: the only allowed value is 'cli'");
  }
  return { id: `anon:${clientAddress ?? 'unknown'}`, anonymous: true };
}
