/** Reads a response body under a byte cap, stopping at the cap instead of buffering whatever the server sends. */

export interface CappedBody {
  body: Uint8Array;
  truncated: boolean;
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * Streams `res.body`, keeping at most `maxBytes` (of decoded content, so compression bombs are capped too).
 * On reaching the cap it cancels the stream, which closes the connection, and reports `truncated`.
 */
export async function readCapped(res: Response, maxBytes: number, signal: AbortSignal): Promise<CappedBody> {
  if (!res.body) return { body: new Uint8Array(0), truncated: false };
  const reader = res.body.getReader();
  // A read pending on a stalled server must end when the deadline does, whether or not the stream notices.
  const onAbort = () => reader.cancel().catch(() => {});
  signal.addEventListener('abort', onAbort, { once: true });
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal.aborted) throw signal.reason;
      if (done) return { body: concat(chunks, total), truncated: false };
      const room = maxBytes - total;
      if (value.length > room) {
        if (room > 0) chunks.push(value.subarray(0, room));
        // Fire and forget: a server that stalls must not hold us after we have what we need.
        reader.cancel().catch(() => {});
        return { body: concat(chunks, maxBytes), truncated: true };
      }
      chunks.push(value);
      total += value.length;
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    reader.releaseLock();
  }
}
