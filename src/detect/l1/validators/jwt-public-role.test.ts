import { describe, expect, test } from 'bun:test';
import { jwtPayload, jwtPublicRole } from './jwt-public-role.ts';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = (payload: unknown) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.c2lnbmF0dXJlLXNpZ25hdHVyZQ`;

describe('jwt_public_role', () => {
  test('an anonymous role is refused (Supabase anon key, PostgREST web_anon)', () => {
    for (const role of ['anon', 'web_anon', 'anonymous']) {
      expect(jwtPublicRole.validate(token({ iss: 'supabase', ref: 'abcdefghijklmnopqrst', role, iat: 1700000000 }))).toBe('invalid');
    }
    expect(jwtPublicRole.why?.(token({ role: 'anon' }))).toContain('anon');
  });
  test('a privileged or user role, or no role, is kept', () => {
    for (const payload of [{ role: 'service_role' }, { role: 'authenticated', sub: 'u1' }, { sub: '1234567890', name: 'x' }, { role: 'anon_admin' }, { role: ['anon'] }]) {
      expect(jwtPublicRole.validate(token(payload))).toBe('valid');
    }
  });
  test('an anonymous role beside user or other claims is kept: a session token, not the public key', () => {
    for (const extra of [{ sub: '8c1d2e3f-4a5b-4c6d-9e7f-0a1b2c3d4e5f' }, { email: 'ana@example.org' }, { user_id: 42 }, { session_id: 's1' }, { phone: '+15550100' }, { user_metadata: {} }, { admin: true }]) {
      expect(jwtPublicRole.validate(token({ iss: 'supabase', role: 'anon', iat: 1700000000, ...extra }))).toBe('valid');
    }
    expect(jwtPublicRole.validate(token({ iss: 'supabase', ref: 'abcdefghijklmnopqrst', role: 'anon', aud: 'x', nbf: 1, jti: 'j', iat: 1, exp: 2 }))).toBe('invalid');
  });
  test('the name the token is assigned to does not count: the payload says what it grants', () => {
    const value = token({ iss: 'supabase-demo', role: 'anon' });
    const line = 'SUPABASE_SERVICE_ROLE_KEY=';
    expect(jwtPublicRole.validate(value, { match: value, text: line + value, start: line.length, end: line.length + value.length })).toBe('invalid');
  });
  test('a payload that is not base64url JSON is not judged', () => {
    expect(jwtPublicRole.validate('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwibmFtZSI6.abc')).toBe('not_applicable');
    expect(jwtPayload('eyJhbGciOiJIUzI1NiJ9')).toBeUndefined();
  });
  test('escaped slashes inside a JSON string are read through', () => {
    const [h, p, s] = token({ role: 'anon' }).split('.');
    expect(jwtPublicRole.validate(`${h}.${p.slice(0, 4)}\\${p.slice(4)}.${s}`)).toBe('invalid');
  });
});
