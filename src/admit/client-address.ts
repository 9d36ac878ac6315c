/** The anonymous client's address: the socket peer, or the first X-Forwarded-For hop when a proxy is trusted. */

/** `trustProxy` must only be set behind a proxy the operator runs; otherwise clients could pick their identity. */
export function clientAddressOf(headers: Headers, socketAddress: string | undefined, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return first;
  }
  return socketAddress;
}
