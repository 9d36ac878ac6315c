import { keccak256 } from './keccak.ts';
import type { Validator } from './types.ts';

/**
 * Ethereum address `0x` + 40 hex digits. Mixed case carries the EIP-55 checksum (a letter is upper-case
 * exactly when the matching nibble of keccak-256 of the lower-case hex is >= 8): right → 'valid' (confirms),
 * wrong → 'invalid'. All-lower or all-upper hex carries no checksum → 'not_applicable' (the rule's score
 * and context words decide). The zero address is invalid.
 */
export const ethereumAddress: Validator = {
  name: 'ethereum_address',
  confirms: true,
  validate(value) {
    const m = /^0x([0-9a-fA-F]{40})$/.exec(value.trim());
    if (!m) return 'not_applicable';
    const hex = m[1];
    if (/^0+$/.test(hex)) return 'invalid';
    const lower = hex.toLowerCase();
    if (hex === lower || hex === hex.toUpperCase()) return 'not_applicable';
    const hash = keccak256(new TextEncoder().encode(lower));
    for (let i = 0; i < 40; i++) {
      const nibble = (hash[i >> 1] >> (i % 2 === 0 ? 4 : 0)) & 0xf;
      const ch = hex[i];
      if (ch >= 'a' && ch <= 'f' && nibble >= 8) return 'invalid';
      if (ch >= 'A' && ch <= 'F' && nibble < 8) return 'invalid';
    }
    return 'valid';
  },
};
