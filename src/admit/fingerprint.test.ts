import { describe, expect, test } from 'bun:test';
import { fingerprint } from './fingerprint.ts';

const enc = (s: string) => new TextEncoder().encode(s);
const part = (name: string, data: string, filename?: string) => ({ name, filename, data: enc(data) });

describe('idempotency fingerprint', () => {
  test('JSON: exact bytes, Content-Type and Prefer all count', () => {
    const base = fingerprint('json', 'application/json', null, enc('{"text":"a"}'));
    expect(fingerprint('json', 'application/json', null, enc('{"text":"a"}'))).toBe(base);
    expect(fingerprint('json', 'application/json', null, enc('{ "text":"a"}'))).not.toBe(base);
    expect(fingerprint('json', 'application/json; charset=utf-8', null, enc('{"text":"a"}'))).not.toBe(base);
    expect(fingerprint('json', 'application/json', 'respond-async', enc('{"text":"a"}'))).not.toBe(base);
  });

  test('multipart: the boundary is ignored, the parts and their order are not', () => {
    const parts = [part('text', 'hi'), part('files', 'x', 'a.txt')];
    const a = fingerprint('multipart', 'multipart/form-data; boundary=AAA', null, enc('--AAA...'), parts);
    const b = fingerprint('multipart', 'multipart/form-data; boundary=BBB', null, enc('--BBB...'), parts);
    expect(a).toBe(b);
    expect(fingerprint('multipart', '', null, enc(''), [...parts].reverse())).not.toBe(a);
    expect(fingerprint('multipart', '', null, enc(''), [part('text', 'hi'), part('files', 'x', 'b.txt')])).not.toBe(a);
  });

  test('length-prefixing: moving bytes between fields changes the fingerprint', () => {
    const a = fingerprint('multipart', '', null, enc(''), [part('text', 'ab'), part('files', 'c', 'f')]);
    const b = fingerprint('multipart', '', null, enc(''), [part('text', 'a'), part('files', 'bc', 'f')]);
    expect(a).not.toBe(b);
  });
});
