import { createHash } from 'node:crypto';
import type { Validator } from './types.ts';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;
/** Base58Check version bytes: P2PKH and P2SH on mainnet (1…, 3…) and testnet (m…/n…, 2…). */
const VERSIONS = new Set([0x00, 0x05, 0x6f, 0xc4]);

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest();

/** Base58 string → bytes (leading '1's are leading zero bytes), or null on a foreign character. */
function base58Decode(s: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const ch of s) {
    let carry = BASE58.indexOf(ch);
    if (carry < 0) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i] * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff);
  }
  for (let i = 0; i < s.length && s[i] === '1'; i++) bytes.push(0);
  return Uint8Array.from(bytes.reverse());
}

/** Legacy address: 25 bytes = version + 20-byte hash + first 4 bytes of SHA-256(SHA-256(version + hash)). */
function base58Check(s: string): boolean {
  const raw = base58Decode(s);
  if (!raw || raw.length !== 25 || !VERSIONS.has(raw[0])) return false;
  const sum = sha256(sha256(raw.subarray(0, 21)));
  return sum.subarray(0, 4).equals(raw.subarray(21));
}

function polymod(values: number[]): number {
  const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GEN[i];
  }
  return chk >>> 0;
}

/** SegWit address (BIP 173 / BIP 350): bech32 for witness v0, bech32m for v1+, with program-length rules. */
function segwit(s: string): boolean {
  if (s !== s.toLowerCase() && s !== s.toUpperCase()) return false;
  const lower = s.toLowerCase();
  const sep = lower.lastIndexOf('1');
  const hrp = lower.slice(0, sep);
  if ((hrp !== 'bc' && hrp !== 'tb') || lower.length > 90) return false;
  const data = [...lower.slice(sep + 1)].map((c) => BECH32.indexOf(c));
  if (data.length < 7 || data.some((d) => d < 0)) return false;
  const expanded = [...hrp].map((c) => c.charCodeAt(0) >> 5).concat([0], [...hrp].map((c) => c.charCodeAt(0) & 31));
  const check = polymod(expanded.concat(data));
  const version = data[0];
  if (version > 16 || check !== (version === 0 ? BECH32_CONST : BECH32M_CONST)) return false;
  // Regroup the 5-bit program words into bytes; leftover bits must be fewer than 5 and zero.
  let acc = 0;
  let bits = 0;
  let bytes = 0;
  for (const d of data.slice(1, -6)) {
    acc = (acc << 5) | d;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes++;
    }
    acc &= (1 << bits) - 1;
  }
  if (bits >= 5 || acc !== 0) return false;
  return version === 0 ? bytes === 20 || bytes === 32 : bytes >= 2 && bytes <= 40;
}

/** Bitcoin address: Base58Check (1…, 3…) or SegWit bech32/bech32m (bc1…); the checksum confirms. */
export const bitcoinAddress: Validator = {
  name: 'bitcoin_address',
  confirms: true,
  validate(value) {
    const v = value.trim();
    if (/^(?:bc|tb)1/i.test(v)) return segwit(v) ? 'valid' : 'invalid';
    if (/^[123mn][1-9A-HJ-NP-Za-km-z]{24,34}$/.test(v)) return base58Check(v) ? 'valid' : 'invalid';
    return 'not_applicable';
  },
};
