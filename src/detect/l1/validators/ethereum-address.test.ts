import { describe, expect, test } from 'bun:test';
import { ethereumAddress } from './ethereum-address.ts';

describe('ethereum_address', () => {
  test.each([
    // EIP-55 test vectors
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'valid'],
    ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', 'valid'],
    ['0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', 'valid'],
    ['0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb', 'valid'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'invalid'],
    ['0xfb6916095CA1df60bB79Ce92cE3Ea74c37c5d359', 'invalid'],
    ['0x0000000000000000000000000000000000000000', 'invalid'],
    ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', 'not_applicable'],
    ['0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED', 'not_applicable'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(ethereumAddress.validate(value)).toBe(outcome);
  });
});
