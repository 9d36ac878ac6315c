import { expect, test } from 'bun:test';
import { clientAddressOf } from './client-address.ts';

const h = (xff?: string) => new Headers(xff ? { 'x-forwarded-for': xff } : {});

test('X-Forwarded-For is ignored unless the proxy is trusted', () => {
  expect(clientAddressOf(h('203.0.113.9'), '127.0.0.1', false)).toBe('127.0.0.1');
  expect(clientAddressOf(h('203.0.113.9, 10.0.0.2'), '127.0.0.1', true)).toBe('203.0.113.9');
  expect(clientAddressOf(h(), '127.0.0.1', true)).toBe('127.0.0.1');
});
