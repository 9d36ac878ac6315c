import { describe, expect, test } from 'bun:test';
import { parsePrefer } from './prefer.ts';

describe('Prefer header', () => {
  test.each([
    [null, { kind: 'none' }],
    ['respond-async', { kind: 'respond-async' }],
    ['RESPOND-ASYNC', { kind: 'respond-async' }],
    ['wait=1', { kind: 'wait', seconds: 1 }],
    ['respond-async, wait=3', { kind: 'wait', seconds: 3 }],
    ['wait=2, respond-async', { kind: 'wait', seconds: 2 }],
    ['return=minimal', { kind: 'none' }],
    ['handling=strict; foo=bar', { kind: 'none' }],
  ])('%p → %p', (raw, expected) => {
    expect(parsePrefer(raw)).toEqual(expected as never);
  });

  test.each(['wait', 'wait=', 'wait=-1', 'wait=1.5', 'wait=abc'])('malformed %p is a 400', (raw) => {
    expect(() => parsePrefer(raw)).toThrow(expect.objectContaining({ status: 400, code: 'invalid_header' }));
  });
});
