/**
 * Limits, quotas and charging (spec §7, §8): plan limits, the three 429 kinds with QuotaError, exact counters
 * under concurrency, refunds when the work fails on our side, and persistence across a restart.
 */
import { describe, expect, test } from 'bun:test';
import { ErrorBody } from '../../src/contract/spec.ts';
import { eventually, expectSchema, pollUntilDone, startTestApp, type TestApp } from '../helpers/app.ts';

const bearer = (k: string) => ({ authorization: `Bearer ${k}` });
const usageOf = (t: TestApp, account: string) => t.app.usage.month(account);

async function withAccount(over: Parameters<typeof startTestApp>[0], plan: 'free' | 'personal' | 'pro' | 'business') {
  const t = await startTestApp(over);
  t.app.accounts.createAccount('metered', plan);
  const key = t.app.accounts.createKey({ account: 'metered', name: 'k' }).secret;
  return { t, key };
}

async function quotaBody(res: Response, kind: string) {
  expect(res.status).toBe(429);
  const body = await res.json();
  expectSchema(ErrorBody, body);
  expect(body.error.quota.limit_kind).toBe(kind);
  expect(Number(res.headers.get('retry-after'))).toBe(body.error.quota.retry_after);
  expect(body.error.quota.next_actions.usage_url).toStartWith('http://localhost/');
  expect(body.error.usage).toBeDefined();
  return body.error;
}

describe('monthly quota under concurrency', () => {
  test('200 parallel submissions against a quota of 100: exactly 100 accepted, counters exact', async () => {
    const { t, key } = await withAccount({ monthlyUnits: { free: 100, personal: 0, pro: 0, business: 0 }, workers: 2 }, 'free');
    try {
      const results = await Promise.all(Array.from({ length: 200 }, (_, i) => t.post({ text: `message ${i}` }, bearer(key))));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200).length).toBe(100);
      expect(statuses.filter((s) => s === 429).length).toBe(100);
      const err = await quotaBody(results[statuses.indexOf(429)], 'monthly_scan_units');
      const now = new Date();
      expect(err.quota.reset_at).toBe(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      expect(err.quota.next_actions.sign_in_url).toBeUndefined();
      expect(usageOf(t, 'metered')).toEqual({ scan_units: 100, input_tokens: expect.any(Number), submissions: 100 });
    } finally {
      await t.close();
    }
  }, 30_000);
});

describe('other limits', () => {
  test('anonymous daily quota → 429 with a sign-in link', async () => {
    const t = await startTestApp({ anonDailyUnits: 2 });
    try {
      const anon = { authorization: '' };
      expect((await t.post({ text: 'a' }, anon)).status).toBe(200);
      expect((await t.post({ text: 'b' }, anon)).status).toBe(200);
      const err = await quotaBody(await t.post({ text: 'c' }, anon), 'anonymous_daily_scan_units');
      expect(err.quota.next_actions.sign_in_url).toBe('http://localhost/account/sign-in');
    } finally {
      await t.close();
    }
  });

  // Its own timeout: the wait for a fresh minute takes up to 10 s, so the default 5 s failed it in a minute's last 10 s.
  test('token rate per minute → 429 token_rate with a reset at the next minute', async () => {
    const { t, key } = await withAccount({ tokenRatePerMin: 30 }, 'pro');
    try {
      // The window is the clock minute: two requests that straddle its turn would both pass, so start early in one.
      const intoMinute = Date.now() % 60_000;
      if (intoMinute > 50_000) await Bun.sleep(60_000 - intoMinute + 50);
      expect((await t.post({ text: 'one two three four five six seven eight nine ten' }, bearer(key))).status).toBe(200);
      const err = await quotaBody(await t.post({ text: 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty twentyone' }, bearer(key)), 'token_rate');
      expect(err.quota.reset_at % 60_000).toBe(0);
      expect(err.quota.retry_after).toBeLessThanOrEqual(60);
    } finally {
      await t.close();
    }
  }, 20_000);

  test('free plan input over 25,000 tokens → 422 input_tokens_per_scan, not charged', async () => {
    const { t, key } = await withAccount({}, 'free');
    try {
      const res = await t.post({ text: 'x '.repeat(25_001) }, bearer(key)); // 50 KB: under the byte limit
      expect(res.status).toBe(422);
      const body = await res.json();
      expectSchema(ErrorBody, body);
      expect(body.error.code).toBe('input_too_large');
      expect(body.error.quota.limit_kind).toBe('input_tokens_per_scan');
      expect(body.error.usage.input_tokens).toBe(25_001);
      expect(usageOf(t, 'metered').scan_units).toBe(0);
    } finally {
      await t.close();
    }
  });

  test('content limit by plan: 100,000 bytes for free (413), 1,000,000 for pro', async () => {
    const { t, key } = await withAccount({}, 'free');
    try {
      const big = { text: 'x'.repeat(100_001) };
      expect((await t.post(big, bearer(key))).status).toBe(413);
      t.app.accounts.setPlan('metered', 'pro');
      expect((await t.post(big, bearer(key))).status).toBe(200);
      expect((await t.post({ text: 'x'.repeat(1_000_001) }, bearer(key))).status).toBe(413);
    } finally {
      await t.close();
    }
  });
});

describe('charging rule', () => {
  test('a refused request is never charged; a sync scan that times out is refunded', async () => {
    const { t, key } = await withAccount({ testChunkDelayMs: 100, hardTimeoutMs: 2000 }, 'pro');
    try {
      expect((await t.post({ text: '' }, bearer(key))).status).toBe(422);
      expect((await t.post({ text: 'Plain sentence here.\n'.repeat(2000) }, bearer(key))).status).toBe(504);
      expect(usageOf(t, 'metered')).toEqual({ scan_units: 0, input_tokens: 0, submissions: 0 });
    } finally {
      await t.close();
    }
  });

  test('an async job that fails gives back its share of the charge', async () => {
    const { t, key } = await withAccount({ testChunkDelayMs: 100, hardTimeoutMs: 2000 }, 'pro');
    try {
      const res = await t.post({ text: 'Plain sentence here.\n'.repeat(2000) }, { prefer: 'respond-async', ...bearer(key) });
      expect(res.status).toBe(202);
      expect(usageOf(t, 'metered').scan_units).toBeGreaterThan(0);
      const job = await pollUntilDone(t, (await res.json()).jobs[0].job_id, 10_000, bearer(key));
      expect(job.status).toBe('failed');
      // The refund follows the failure on the next tick (refunding first could refund twice after a crash).
      await eventually(() => expect(usageOf(t, 'metered').scan_units).toBe(0));
    } finally {
      await t.close();
    }
  });
});

describe('persistence', () => {
  test('keys and counters survive a restart', async () => {
    const { t, key } = await withAccount({}, 'pro');
    expect((await t.post({ text: 'before restart' }, bearer(key))).status).toBe(200);
    const dir = t.dataDir;
    await t.app.stop();
    const again = await startTestApp({}, dir);
    try {
      expect((await again.post({ text: 'after restart' }, bearer(key))).status).toBe(200);
      expect(usageOf(again, 'metered').submissions).toBe(2);
    } finally {
      await again.close();
    }
  });
});
