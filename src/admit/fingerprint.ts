/**
 * The idempotency fingerprint (spec §4.1): for JSON the exact body bytes and Content-Type; for multipart the
 * parts (name, filename, type, bytes) in order with the boundary ignored; in both cases plus the Prefer header.
 */
import { createHash } from 'node:crypto';

/** One multipart part as the fingerprint sees it (the API's parser yields this shape). */
export interface FingerprintPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Uint8Array;
}

/** SHA-256 hex over a length-prefixed encoding of every element, so no two inputs can collide by concatenation. */
export function fingerprint(kind: 'json' | 'multipart', contentType: string, prefer: string | null, body: Uint8Array, parts?: FingerprintPart[]): string {
  const h = createHash('sha256');
  const field = (v: string | Uint8Array) => {
    const bytes = typeof v === 'string' ? Buffer.from(v, 'utf8') : v;
    h.update(`${bytes.length}:`);
    h.update(bytes);
  };
  field(kind);
  field(prefer ?? '');
  if (kind === 'json' || !parts) {
    field(contentType);
    field(body);
  } else {
    for (const p of parts) { field(p.name); field(p.filename ?? ''); field(p.contentType ?? ''); field(p.data); }
  }
  return h.digest('hex');
}
