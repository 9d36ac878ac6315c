/**
 * Describes a server that wants credentials: its challenge and, when it can be had cheaply and safely, its RFC 9728
 * protected resource metadata. Scanward never runs an OAuth flow; the metadata is scanned as text like the rest.
 */
import { extractWWWAuthenticateParams } from '@modelcontextprotocol/client';
import { cappedJson } from './normalize.ts';
import type { McpAuthRequired } from './types.ts';

/** Bytes read of a metadata document; real ones are a few hundred. */
export const MAX_RESOURCE_METADATA_BYTES = 64 * 1024;

/** The metadata URL to try: the challenge's own when on the server's origin, else the well-known default. */
export function resourceMetadataCandidates(mcpUrl: URL, wwwAuthenticate: string | undefined): { urls: string[]; foreign?: string } {
  const path = mcpUrl.pathname === '/' ? '' : mcpUrl.pathname.replace(/\/$/, '');
  const defaults = [`${mcpUrl.origin}/.well-known/oauth-protected-resource${path}`];
  if (path) defaults.push(`${mcpUrl.origin}/.well-known/oauth-protected-resource`);
  const advertised = wwwAuthenticate ? advertisedUrl(wwwAuthenticate) : undefined;
  if (!advertised) return { urls: defaults };
  // Another origin is only named, not fetched: following server-chosen URLs elsewhere widens what a scan touches.
  if (advertised.origin !== mcpUrl.origin) return { urls: [], foreign: advertised.href };
  return { urls: [advertised.href] };
}

function advertisedUrl(wwwAuthenticate: string): URL | undefined {
  try {
    return extractWWWAuthenticateParams(new Response(null, { headers: { 'www-authenticate': wwwAuthenticate } })).resourceMetadataUrl;
  } catch {
    return undefined;
  }
}

async function fetchJson(url: string, fetchFn: typeof fetch): Promise<unknown> {
  const res = await fetchFn(url, { method: 'GET', headers: { accept: 'application/json' }, redirect: 'manual' });
  if (res.status !== 200 || !res.body) {
    await res.body?.cancel().catch(() => {});
    return undefined;
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_RESOURCE_METADATA_BYTES) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : undefined;
}

/** Builds `authRequired`, fetching the metadata document through the same (guarded) fetch; never throws. */
export async function describeAuthRequired(
  challenge: { status: number; wwwAuthenticate?: string }, mcpUrl: URL, fetchFn: typeof fetch, warnings: string[],
): Promise<McpAuthRequired> {
  const out: McpAuthRequired = { status: challenge.status };
  if (challenge.wwwAuthenticate !== undefined) out.wwwAuthenticate = challenge.wwwAuthenticate;
  const { urls, foreign } = resourceMetadataCandidates(mcpUrl, challenge.wwwAuthenticate);
  if (foreign) {
    out.resourceMetadataUrl = foreign;
    warnings.push('auth: the protected resource metadata is on another origin and was not fetched');
    return out;
  }
  for (const url of urls) {
    try {
      const doc = await fetchJson(url, fetchFn);
      if (doc === undefined) continue;
      out.resourceMetadataUrl = url;
      out.resourceMetadata = cappedJson(doc, { deepNodes: 0 }) ?? null;
      return out;
    } catch {
      // An unreadable document is not worth failing over: the challenge alone already says what happened.
    }
  }
  warnings.push('auth: no protected resource metadata could be read');
  return out;
}
