import { describe, expect, test } from 'bun:test';
import { krFrnChecksum } from './kr-frn-checksum.ts';

describe('kr_frn_checksum', () => {
  test.each([
    ['871103-5017623', 'valid'],
    ['8711035017623', 'valid'],
    ['0106157304189', 'valid'],
    ['8711035017624', 'invalid'], // check digit
    ['8307151048252', 'invalid'], // resident sex digit
    ['87110350176', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(krFrnChecksum.validate(value)).toBe(outcome);
  });
});
