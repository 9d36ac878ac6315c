/**
 * Which IP addresses outbound fetches may reach: public unicast only. Everything else — loopback, private,
 * link-local (cloud metadata 169.254.169.254), CGNAT, ULA, documentation, benchmarking, multicast, reserved —
 * is refused, including IPv6 forms that carry an IPv4 address inside (mapped, translated, NAT64, 6to4, compatible).
 */
import ipaddr from 'ipaddr.js';

export interface AddressClass {
  public: boolean;
  /** ipaddr.js range name, prefixed with the wrapper for embedded IPv4 (e.g. `ipv4Mapped/loopback`). */
  range: string;
}

type V4 = ipaddr.IPv4;
type V6 = ipaddr.IPv6;

// Global unicast is 2000::/3; IANA allocates nothing public outside it, so anything ipaddr.js calls
// `unicast` elsewhere (site-local fec0::/10, discard 100::/64, ...) is refused too.
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3') as [V6, number];
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96') as [V6, number];

function classifyV4(addr: V4): AddressClass {
  const range = addr.range();
  return { public: range === 'unicast', range };
}

/** The IPv4 address held in 16-bit groups `hi` and `lo` of an IPv6 address. */
function embeddedV4(addr: V6, hi: number, lo: number): V4 {
  const a = addr.parts[hi];
  const b = addr.parts[lo];
  return new ipaddr.IPv4([a >> 8, a & 0xff, b >> 8, b & 0xff]);
}

function wrapped(prefix: string, inner: AddressClass): AddressClass {
  return { public: inner.public, range: `${prefix}/${inner.range}` };
}

/** True for the deprecated IPv4-compatible form ::a.b.c.d (not :: or ::1, which have their own ranges). */
function isV4Compatible(addr: V6): boolean {
  return addr.parts.slice(0, 6).every((p) => p === 0) && (addr.parts[6] !== 0 || addr.parts[7] > 1);
}

function classifyV6(addr: V6): AddressClass {
  const range = addr.range();
  // Mapped and translated forms reach the IPv4 host itself, so they are exactly as public as it is.
  if (range === 'ipv4Mapped' || range === 'rfc6145') return wrapped(range, classifyV4(embeddedV4(addr, 6, 7)));
  if (range === 'rfc6052') {
    // Only the well-known NAT64 prefix embeds a routable IPv4; 64:ff9b:1::/48 is local-use by definition.
    if (!addr.match(NAT64_WELL_KNOWN)) return { public: false, range: 'rfc6052-local' };
    return wrapped('nat64', classifyV4(embeddedV4(addr, 6, 7)));
  }
  if (range === '6to4') return wrapped('6to4', classifyV4(embeddedV4(addr, 1, 2)));
  if (range === 'unicast' && isV4Compatible(addr)) return { public: false, range: 'ipv4Compatible' };
  return { public: range === 'unicast' && addr.match(GLOBAL_UNICAST), range };
}

/** Classifies an IP address string (optionally bracketed or zoned); anything unparsable is not public. */
export function classifyAddress(ip: string): AddressClass {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (!ipaddr.isValid(bare)) return { public: false, range: 'invalid' };
  const addr = ipaddr.parse(bare);
  if (addr.kind() === 'ipv4') return classifyV4(addr as V4);
  const v6 = addr as V6;
  const result = classifyV6(v6);
  // A zone id scopes the address to one local link: never a public destination.
  return v6.zoneId ? { public: false, range: result.range } : result;
}

/** Whether `host` (a URL hostname, brackets allowed) is an IP literal rather than a DNS name. */
export function isIpLiteral(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return ipaddr.IPv6.isValid(bare) || ipaddr.IPv4.isValidFourPartDecimal(bare);
}
