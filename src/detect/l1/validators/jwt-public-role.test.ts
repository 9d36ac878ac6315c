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
