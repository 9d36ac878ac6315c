import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from './db.ts';
import { dayKey, monthKey, nextDayStart, nextMonthStart, UsageStore } from './usage-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'scanward-usage-'));
const db = openDb(dir);
const usage = new UsageStore(db);
afterAll(async () => { await db.close(); rmSync(dir, { recursive: true, force: true }); });

describe('windows', () => {
  const t = Date.UTC(2026, 11, 31, 23, 59, 30); // 2026-12-31T23:59:30Z
  test('keys and resets are UTC calendar windows', () => {
    expect(monthKey(t)).toBe('2026-12');
    expect(dayKey(t)).toBe('2026-12-31');
    expect(nextMonthStart(t)).toBe(Date.UTC(2027, 0, 1));
    expect(nextDayStart(t)).toBe(Date.UTC(2027, 0, 1));
  });
});

describe('counters', () => {
  test('add accumulates and refunds never go below zero', () => {
    const now = Date.now();
    const key = `m|acct-a|${monthKey(now)}`;
    usage.atomically((tx) => tx.add(key, { scan_units: 3, input_tokens: 2500, submissions: 1 }));
    usage.atomically((tx) => tx.add(key, { scan_units: -5 }));
    expect(usage.month('acct-a', now)).toEqual({ scan_units: 0, input_tokens: 2500, submissions: 1 });
  });

  test('check-then-charge in one transaction admits exactly the limit under concurrency', async () => {
    const key = `m|acct-b|${monthKey(Date.now())}`;
    const limit = 100;
    const tryCharge = async () => {
      await Bun.sleep(Math.random() * 5);
      return usage.atomically((tx) => {
        if (tx.get(key).scan_units + 1 > limit) return false;
        tx.add(key, { scan_units: 1, submissions: 1 });
        return true;
      });
    };
    const results = await Promise.all(Array.from({ length: 200 }, tryCharge));
    expect(results.filter(Boolean).length).toBe(limit);
    expect(usage.month('acct-b').scan_units).toBe(limit);
  });

  test('old minute windows are swept', async () => {
    const now = Date.now();
    usage.atomically((tx) => tx.add(`r|acct-c|${Math.floor(now / 60_000) - 10}`, { input_tokens: 5 }));
    usage.atomically((tx) => tx.add(`r|acct-c|${Math.floor(now / 60_000)}`, { input_tokens: 7 }));
    expect(await usage.sweepRateWindows(now)).toBeGreaterThanOrEqual(1);
    expect(usage.minuteTokens('acct-c', now)).toBe(7);
  });
});
