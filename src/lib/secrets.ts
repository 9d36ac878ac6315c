/**
 * API key secrets: `swk_<key_id>_<43 base64url chars>`. The recognisable prefix lets secret scanners (ours
 * included) and log redaction find leaked keys; the embedded key id lets verification load exactly one record
 * instead of searching by hash. Dependency-free so the store can hash and the admit layer can parse.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Prefix of every secret; also the scanner/redaction anchor. */
export const SECRET_PREFIX = 'swk_';

const KEY_ID = /^key_[0-9a-f]{16}$/;
const SECRET = /^swk_(key_[0-9a-f]{16})_[A-Za-z0-9_-]{43}$/;
// Looser than SECRET on purpose: a truncated or mangled secret in a log still carries most of its entropy.
const SECRET_LIKE = /swk_[A-Za-z0-9_-]{16,}/g;

/** A fresh random key id: `key_` + 16 hex (64 random bits; ids are not secret, only unique). */
export function newKeyId(): string {
  return `key_${randomBytes(8).toString('hex')}`;
}

/** True when `id` has the key-id shape. */
export function isKeyId(id: string): boolean {
  return KEY_ID.test(id);
}

/** A new secret for `keyId`: 32 random bytes (256 bits) after the prefix and id. */
export function newSecret(keyId: string): string {
  if (!isKeyId(keyId)) throw new Error('malformed key id');
  return `${SECRET_PREFIX}${keyId}_${randomBytes(32).toString('base64url')}`;
}

/**
 * SHA-256 hex of the whole secret. A slow password hash (scrypt, argon2) protects low-entropy human
 * passwords against offline guessing; a 256-bit random secret cannot be guessed, so a fast hash is enough
 * and keeps per-request verification cheap.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The key id embedded in a well-formed secret, or undefined when `secret` does not have the secret shape. */
export function parseKeyId(secret: string): string | undefined {
  return SECRET.exec(secret)?.[1];
}

/** Constant-time comparison of two hex digests (false on length mismatch, which leaks only the length). */
export function safeEqualHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** Replaces anything shaped like a secret with `swk_[redacted]`, for log lines and error text. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_LIKE, `${SECRET_PREFIX}[redacted]`);
}
