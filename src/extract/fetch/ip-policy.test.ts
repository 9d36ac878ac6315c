import { describe, expect, test } from 'bun:test';
import { classifyAddress, isIpLiteral } from './ip-policy.ts';

// [address, expected range] — every one must be refused.
const NON_PUBLIC: [string, string][] = [
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['100.64.0.1', 'carrierGradeNat'],
  ['100.127.255.254', 'carrierGradeNat'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['169.254.169.254', 'linkLocal'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.0.0.8', 'reserved'],
  ['192.0.2.1', 'reserved'],
  ['192.88.99.1', 'reserved'],
  ['192.168.1.1', 'private'],
  ['198.18.0.1', 'reserved'],
  ['198.19.255.255', 'reserved'],
  ['198.51.100.7', 'reserved'],
  ['203.0.113.9', 'reserved'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['::', 'unspecified'],
  ['[::]', 'unspecified'],
  ['::1', 'loopback'],
  ['[::1]', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['fe80::1', 'linkLocal'],
  ['fe80::1%eth0', 'linkLocal'],
  ['fc00::1', 'uniqueLocal'],
  ['fd12:3456::1', 'uniqueLocal'],
  ['ff02::1', 'multicast'],
  ['ff0e::1', 'multicast'],
  ['fec0::1', 'deprecatedSiteLocal'],
  ['100::1', 'discard'],
  ['5f00::1', 'segmentRouting'],
  ['2001:db8::1', 'reserved'],
  ['3fff::1', 'reserved'],
  ['2001:2::1', 'benchmarking'],
  ['2001::1', 'teredo'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
  ['::ffff:127.0.0.1', 'ipv4Mapped/loopback'],
  ['::ffff:7f00:1', 'ipv4Mapped/loopback'],
  ['::ffff:10.0.0.1', 'ipv4Mapped/private'],
  ['::ffff:169.254.169.254', 'ipv4Mapped/linkLocal'],
  ['::ffff:0.0.0.0', 'ipv4Mapped/unspecified'],
  ['::ffff:0:127.0.0.1', 'rfc6145/loopback'],
  ['64:ff9b::127.0.0.1', 'nat64/loopback'],
  ['64:ff9b::a9fe:a9fe', 'nat64/linkLocal'],
  ['64:ff9b::c0a8:101', 'nat64/private'],
  ['64:ff9b:1::808:808', 'rfc6052-local'],
  ['2002:7f00:1::1', '6to4/loopback'],
  ['2002:a9fe:a9fe::', '6to4/linkLocal'],
  ['2002:c0a8:101::1', '6to4/private'],
  // ipaddr.js reads the dotted tail of ::a.b.c.d as IPv4-mapped; the WHATWG URL parser gives ::7f00:1. Both refused.
  ['::127.0.0.1', 'ipv4Mapped/loopback'],
  ['::7f00:1', 'ipv4Compatible'],
  ['::a00:1', 'ipv4Compatible'],
];

const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '11.0.0.1',
  '100.63.255.255',
  '100.128.0.0',
  '169.253.255.255',
  '172.15.255.255',
  '172.32.0.1',
  '198.17.255.255',
  '198.20.0.0',
  '223.255.255.254',
  '2606:4700:4700::1111',
  '[2a00:1450:4001::1]',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
  '2002:808:808::1',
];

describe('classifyAddress', () => {
  test.each(NON_PUBLIC)('%s is not public (%s)', (ip, range) => {
    expect(classifyAddress(ip)).toEqual({ public: false, range });
  });

  test.each(PUBLIC)('%s is public', (ip) => {
    expect(classifyAddress(ip).public).toBe(true);
  });

  test.each(['', 'example.com', '1.2.3.256', '::ffff::1', 'fe80::1%', '[127.0.0.1]x'])('%p is invalid, so not public', (s) => {
    expect(classifyAddress(s)).toEqual({ public: false, range: 'invalid' });
  });

  test('a zoned global address is still refused: the zone makes it link-scoped', () => {
    expect(classifyAddress('2606:4700::1%eth0').public).toBe(false);
  });
});

// URL hosts as an attacker might spell them, with the address the WHATWG URL parser turns them into.
const URL_HOSTS: [string, string, string][] = [
  ['0177.0.0.1', '127.0.0.1', 'loopback'],
  ['2130706433', '127.0.0.1', 'loopback'],
  ['0x7f000001', '127.0.0.1', 'loopback'],
  ['0x7f.1', '127.0.0.1', 'loopback'],
  ['127.1', '127.0.0.1', 'loopback'],
  ['017700000001', '127.0.0.1', 'loopback'],
  ['0251.0376.0251.0376', '169.254.169.254', 'linkLocal'],
  ['0xa9fea9fe', '169.254.169.254', 'linkLocal'],
  ['3232235777', '192.168.1.1', 'private'],
  ['0', '0.0.0.0', 'unspecified'],
  ['[::]', '[::]', 'unspecified'],
  ['[0:0:0:0:0:0:0:1]', '[::1]', 'loopback'],
  ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]', 'ipv4Mapped/loopback'],
  ['[::ffff:7f00:1]', '[::ffff:7f00:1]', 'ipv4Mapped/loopback'],
  ['[64:ff9b::169.254.169.254]', '[64:ff9b::a9fe:a9fe]', 'nat64/linkLocal'],
  ['[::127.0.0.1]', '[::7f00:1]', 'ipv4Compatible'],
];

describe('URL host spellings', () => {
  test.each(URL_HOSTS)('https://%s/ normalises to %s and is refused', (host, normal, range) => {
    const hostname = new URL(`https://${host}/`).hostname;
    expect(hostname).toBe(normal);
    expect(isIpLiteral(hostname)).toBe(true);
    expect(classifyAddress(hostname)).toEqual({ public: false, range });
  });

  test('a zone id cannot even be written in a URL host', () => {
    expect(() => new URL('https://[fe80::1%25eth0]/')).toThrow();
  });

  test('DNS names are not IP literals, numeric-looking or not', () => {
    for (const h of ['example.com', 'localhost', '1.2.3.4.example', 'xn--r8jz45g.xn--zckzah']) expect(isIpLiteral(h)).toBe(false);
  });
});
