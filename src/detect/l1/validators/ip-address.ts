import { isIPv4, isIPv6 } from 'node:net';
import type { Validator } from './types.ts';

/**
 * IPv4 or IPv6 address, optionally with a zone (`%eth0`, IPv6 only) and a CIDR prefix length; the address
 * itself is parsed by node:net. Structure only (no checksum), so 'valid' keeps the rule's score. Used mainly
 * for IPv6, whose candidate regex is deliberately loose (times, ratios and MACs are rejected here).
 */
export const ipAddress: Validator = {
  name: 'ip_address',
  confirms: false,
  validate(value) {
    const m = /^([^%/]+)(%[\w.-]{1,32})?(?:\/(\d{1,3}))?$/.exec(value.trim());
    if (!m) return 'not_applicable';
    const [, addr, zone, prefix] = m;
    const v6 = addr.includes(':');
    if (!v6 && !/^[\d.]+$/.test(addr)) return 'not_applicable';
    if (v6 ? !isIPv6(addr) : zone !== undefined || !isIPv4(addr)) return 'invalid';
    if (prefix !== undefined && Number(prefix) > (v6 ? 128 : 32)) return 'invalid';
    return 'valid';
  },
};
