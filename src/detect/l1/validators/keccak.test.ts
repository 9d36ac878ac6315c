import { expect, test } from 'bun:test';
import { keccak256 } from './keccak.ts';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

test('keccak-256 known answers (empty, "abc", a two-block input)', () => {
  expect(hex(keccak256(new Uint8Array()))).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
  expect(hex(keccak256(new TextEncoder().encode('abc')))).toBe('4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
  expect(hex(keccak256(new Uint8Array(200).fill(0x61)))).toHaveLength(64);
});
