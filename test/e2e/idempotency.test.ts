/**
 * Idempotency (spec §4.1): same key and same request within 15 minutes replays the original status and body
 * with no new scan and no new charge; different contents (or Prefer) → 409; a request still in flight → 409
 * with Retry-After: 1. 409 responses carry no X-Request-ID. Records survive a restart.
 */
import { describe, expect, test } from 'bun:test';
import { ErrorBody } from '../../src/contract/spec.ts';
import { BASE, expectSchema, startTestApp } from '../helpers/app.ts';

const units = (t: Awaited<ReturnType<typeof startTestApp>>) => t.app.usage.month('test-account');

describe('replay and conflict', () => {
  test('same key, same bytes → the original response replayed, charged once', async () => {
    const t = await startTestApp();
    try {
      const headers = { 'idempotency-key': 'order-1' };
      const first = await t.post({ text: 'hello there' }, headers);
      const firstBody = await first.text();
      const second = await t.post({ text: 'hello there' }, headers);
      expect(second.status).toBe(first.status);
      expect(await second.text()).toBe(firstBody);
      expect(second.headers.get('x-request-id')).toBeTruthy();
      expect(units(t).submissions).toBe(1);
    } finally {
      await t.close();
    }
  });

  test('async replay returns the same job ids', async () => {
    const t = await startTestApp();
    try {
      const headers = { 'idempotency-key': 'async-1', prefer: 'respond-async' };
      const a = await (await t.post({ text: 'async body' }, headers)).json();
      const b = await (await t.post({ text: 'async body' }, headers)).json();
      expect(b.jobs).toEqual(a.jobs);
      expect(units(t).submissions).toBe(1);
    } finally {
      await t.close();
    }
  });

  test.each([
    ['different body', { text: 'other' }, {}],
    ['same JSON, different bytes', ' {"text":"hello"}', {}],
    ['different Prefer', { text: 'hello' }, { prefer: 'respond-async' }],
  ])('%s → 409 idempotency_conflict without X-Request-ID', async (_n, body, extra) => {
    const t = await startTestApp();
    try {
      expect((await t.post({ text: 'hello' }, { 'idempotency-key': 'k' })).status).toBe(200);
      const res = await t.post(body, { 'idempotency-key': 'k', ...extra });
      expect(res.status).toBe(409);
      expect(res.headers.get('x-request-id')).toBeNull();
      const err = await res.json();
      expectSchema(ErrorBody, err);
      expect(err.error.code).toBe('idempotency_conflict');
      expect(err.error.request_id).toBeTruthy();
      expect(units(t).submissions).toBe(1);
    } finally {
      await t.close();
    }
  });

  test('keys are scoped per account: another account may use the same key', async () => {
    const t = await startTestApp();
    try {
      t.app.accounts.createAccount('b', 'pro');
      const other = t.app.accounts.createKey({ account: 'b', name: 'b' }).secret;
      expect((await t.post({ text: 'one' }, { 'idempotency-key': 'shared' })).status).toBe(200);
      expect((await t.post({ text: 'two' }, { 'idempotency-key': 'shared', authorization: `Bearer ${other}` })).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  test('a refused request (422) does not consume the key', async () => {
    const t = await startTestApp();
    try {
      expect((await t.post({ text: ' ' }, { 'idempotency-key': 'k2' })).status).toBe(422);
      expect((await t.post({ text: 'fine now' }, { 'idempotency-key': 'k2' })).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('in flight', () => {
  test('two identical requests at once: one runs, the other gets 409 with Retry-After: 1; one charge', async () => {
    const t = await startTestApp({ testChunkDelayMs: 5 });
    try {
      const body = { text: 'Slow sentence for the race.\n'.repeat(400) };
      const headers = { 'idempotency-key': 'race' };
      const [a, b] = await Promise.all([t.post(body, headers), t.post(body, headers)]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.headers.get('retry-after')).toBe('1');
      expect((await loser.json()).error.code).toBe('idempotency_in_flight');
      expect(units(t).submissions).toBe(1);
      const replay = await t.post(body, headers);
      expect(replay.status).toBe(200);
      expect(units(t).submissions).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('persistence', () => {
  test('a record survives a restart and still replays', async () => {
    const t = await startTestApp();
    const headers = { 'idempotency-key': 'durable' };
    const first = await (await t.post({ text: 'durable' }, headers)).text();
    await t.app.stop();
    const again = await startTestApp({}, t.dataDir);
    try {
      const res = await again.app.handle(new Request(`${BASE}/api/v1/scan`, {
        method: 'POST', body: JSON.stringify({ text: 'durable' }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${t.key}`, ...headers },
      }));
      expect(await res.text()).toBe(first);
    } finally {
      await again.close();
    }
  });
});
