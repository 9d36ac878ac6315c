import { describe, expect, test } from 'bun:test';
import { hashSecret, isKeyId, newKeyId, newSecret, parseKeyId, redactSecrets, safeEqualHex } from './secrets.ts';

const SHAPE = /^swk_key_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/;

describe('secrets', () => {
  test('a new secret has the documented shape and embeds its key id', () => {
    const keyId = newKeyId();
    expect(isKeyId(keyId)).toBe(true);
    const secret = newSecret(keyId);
    expect(secret).toMatch(SHAPE);
    expect(parseKeyId(secret)).toBe(keyId);
  });

  test('secrets and key ids are random', () => {
    const ids = new Set(Array.from({ length: 200 }, newKeyId));
    expect(ids.size).toBe(200);
    const keyId = newKeyId();
    expect(newSecret(keyId)).not.toBe(newSecret(keyId));
  });

  test('newSecret refuses a malformed key id', () => {
    expect(() => newSecret('key_xyz')).toThrow();
  });

  test.each([
    ['empty', ''],
    ['wrong prefix', 'sk_key_0123456789abcdef_' + 'a'.repeat(43)],
    ['short random part', 'swk_key_0123456789abcdef_' + 'a'.repeat(42)],
    ['long random part', 'swk_key_0123456789abcdef_' + 'a'.repeat(44)],
    ['upper-case hex id', 'swk_key_0123456789ABCDEF_' + 'a'.repeat(43)],
    ['trailing space', 'swk_key_0123456789abcdef_' + 'a'.repeat(43) + ' '],
    ['non-base64url char', 'swk_key_0123456789abcdef_' + 'a'.repeat(42) + '+'],
  ])('parseKeyId rejects %s', (_name, text) => {
    expect(parseKeyId(text)).toBeUndefined();
  });

  test('hashSecret is SHA-256 hex of the whole secret', () => {
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  test('safeEqualHex compares exactly, including length', () => {
    const h = hashSecret('x');
    expect(safeEqualHex(h, hashSecret('x'))).toBe(true);
    expect(safeEqualHex(h, hashSecret('y'))).toBe(false);
    expect(safeEqualHex(h, h.slice(0, -1))).toBe(false);
    expect(safeEqualHex('', '')).toBe(true);
  });

  test('redactSecrets hides whole and truncated secrets, and is idempotent', () => {
    const secret = newSecret(newKeyId());
    const line = `auth failed for Bearer ${secret}, retry with ${secret.slice(0, 30)}`;
    const redacted = redactSecrets(line);
    expect(redacted).toBe('auth failed for Bearer swk_[redacted], retry with swk_[redacted]');
    expect(redactSecrets(redacted)).toBe(redacted);
    expect(redactSecrets('no key here, swk_ alone, key_0123456789abcdef')).toBe('no key here, swk_ alone, key_0123456789abcdef');
  });
});
