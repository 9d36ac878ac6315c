import { describe, expect, test } from 'bun:test';
import { bitcoinAddress } from './bitcoin-address.ts';

describe('bitcoin_address', () => {
  test.each([
    ['16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ', 'valid'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'valid'],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'valid'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'valid'],
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'valid'],
    ['bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', 'valid'],
    ['16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ2', 'invalid'],
    ['16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1Boyz', 'invalid'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz', 'invalid'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp', 'invalid'],
    ['bc1qAr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'invalid'],
    // a v1 program with a bech32 (not bech32m) checksum (BIP 350 test vector)
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'invalid'],
    ['8f953371d3e85eddb89b05ed6b9e680791055315c73e1025ab5dba7bb2aee189', 'not_applicable'],
  ] as const)('%s → %s', (value, outcome) => {
    expect(bitcoinAddress.validate(value)).toBe(outcome);
  });
});
