import { describe, expect, test } from 'bun:test';
import { ipAddress } from './ip-address.ts';

describe('ip_address', () => {
  test.each([
    ['192.168.0.1', 'valid'],
    ['10.0.0.0/8', 'valid'],
    ['684D:1111:222:3333:4444:5555:6:77', 'valid'],
    ['2001:db8::1', 'valid'],
    ['::', 'valid'],
    ['::1/128', 'valid'],
    ['fe80::1%eth0', 'valid'],
    ['::ffff:192.0.2.1', 'valid'],
    ['2001:db8:85a3::8a2e:192.168.0.1', 'valid'],
    ['0:0:0:0:0:FFFF:129.144.52.38', 'valid'],
    ['2001:db8::/32', 'valid'],
    ['684D:1111:222:3333:4444:5555:77', 'invalid'],
    ['2001::db8::1', 'invalid'],
    ['12345:db8::1', 'invalid'],
    ['::ffff:256.0.0.1', 'invalid'],
    ['2001:db8::256.1.1.1', 'invalid'],
    ['12:34:56', 'invalid'],
    ['aa:bb:cc:dd:ee:ff', 'invalid'],
    [':::', 'invalid'],
    ['2001:db8::/129', 'invalid'],
    ['192.168.1.1/33', 'invalid'],
    ['300.168.1.1', 'invalid'],
    ['192.168.1.1%eth0', 'invalid'],
    ['hello', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(ipAddress.validate(value)).toBe(outcome);
  });
});
