/**
 * The Prefer header (spec §4.1, RFC 7240). `respond-async` asks for 202; `wait=N` asks for an async job
 * with a short wait (N seconds, capped by SCANWARD_WAIT_CAP_MS). Unknown preferences are ignored as RFC 7240
 * says; a malformed `wait` value is a 400. A header with neither preference counts as absent.
 */
import { ApiError } from '../lib/errors.ts';

export type Preference = { kind: 'none' } | { kind: 'respond-async' } | { kind: 'wait'; seconds: number };

/** Parses the raw header value (null when absent). */
export function parsePrefer(raw: string | null): Preference {
  if (raw === null) return { kind: 'none' };
  let pref: Preference = { kind: 'none' };
  for (const item of raw.split(',')) {
    const [token] = item.split(';');
    const eq = token.indexOf('=');
    const name = (eq < 0 ? token : token.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? undefined : token.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    if (name === 'wait') {
      if (value === undefined || !/^\d{1,6}$/.test(value)) {
        throw new ApiError('invalid_header', 'Prefer: wait needs a whole number of seconds, e.g. wait=1');
      }
      pref = { kind: 'wait', seconds: Number(value) };
    } else if (name === 'respond-async' && pref.kind === 'none') {
      pref = { kind: 'respond-async' };
    }
  }
  return pref;
}
