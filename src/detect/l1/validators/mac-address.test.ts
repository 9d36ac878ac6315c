import { describe, expect, test } from 'bun:test';
import { macAddress } from './mac-address.ts';

describe('mac_address', () => {
  test.each([
    ['00:1A:2B:3C:4D:5E', 'valid'],
    ['0a:23:f5:67:89:ac', 'valid'],
    ['01-b3-4a-67-d9-cf', 'valid'],
    ['0d-B3-4a-6A-d9-cF', 'valid'],
    ['0012.3456.789A', 'valid'],
    ['aabb.ccdd.eeff', 'valid'],
    ['FF:FF:FF:FF:FF:FF', 'invalid'],
    ['00:00:00:00:00:00', 'invalid'],
    ['0000.0000.0000', 'invalid'],
    ['10:2F:33-AC-29-C3', 'invalid'],
    ['00:1A:2B:3C:4D', 'not_applicable'],
    ['ZZ:ZZ:ZZ:ZZ:ZZ:ZZ', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(macAddress.validate(value)).toBe(outcome);
  });
});
