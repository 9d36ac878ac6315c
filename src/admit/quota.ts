/**
 * Plan limits and metering (spec §7, §8): content and token limits per scan, then the token rate, the
 * anonymous daily quota and the monthly quota, checked and charged in one LMDB write transaction.
 * Refused requests are never charged; a charge can be refunded when the work fails on our side.
 */
import type { Config, PlanName } from '../config.ts';
import { ApiError } from '../lib/errors.ts';
import { dayKey, monthKey, nextDayStart, nextMonthStart, type UsageStore, type UsageTotals } from '../store/usage-store.ts';

/** Free and Personal (and anonymous) inputs above this many tokens are refused with 422 (spec §8). */
export const SMALL_PLAN_TOKENS_PER_SCAN = 25_000;
/** Plans with the per-scan token limit. */
export const SMALL_PLANS: PlanName[] = ['anonymous', 'free', 'personal'];

export interface Payer {
  /** Account id, or `anon:<client>`. */
  id: string;
  plan: PlanName;
}

/** What was charged, with the windows it went to, so the same amounts can be refunded. */
export interface Charge {
  payer: Payer;
  units: number;
  tokens: number;
  at: number;
}

export interface QuotaLinks {
  usage_url: string;
  upgrade_url: string;
  sign_in_url?: string;
}

/** 422 with limit_kind input_tokens_per_scan when a small plan's input is too long. */
export function checkTokensPerScan(payer: Payer, tokens: number, links: QuotaLinks): void {
  if (!SMALL_PLANS.includes(payer.plan) || tokens <= SMALL_PLAN_TOKENS_PER_SCAN) return;
  throw new ApiError('input_too_large', `Input has ${tokens} tokens; the ${payer.plan} plan allows ${SMALL_PLAN_TOKENS_PER_SCAN} per scan`, {
    quota: { limit_kind: 'input_tokens_per_scan', retry_after: 0, next_actions: nextActions(payer, links) },
    usage: { input_tokens: tokens, limit: SMALL_PLAN_TOKENS_PER_SCAN, plan: payer.plan },
  });
}

/**
 * Checks the rate and quota windows and charges them atomically; throws a 429 QuotaError when over.
 * `newSubmission` false adds units to an admitted submission (a remote job's remainder) without counting it again.
 */
export function chargeOrRefuse(
  usage: UsageStore, config: Config, payer: Payer, units: number, tokens: number, links: QuotaLinks, now = Date.now(), newSubmission = true,
): Charge {
  return usage.atomically((tx) => {
    const rateKey = `r|${payer.id}|${Math.floor(now / 60_000)}`;
    const rate = tx.get(rateKey);
    if (rate.input_tokens + tokens > config.tokenRatePerMin) {
      const reset = (Math.floor(now / 60_000) + 1) * 60_000;
      throw quotaError('rate_limited', 'token_rate', `Token rate limit of ${config.tokenRatePerMin} tokens per minute reached`, payer, links, now, reset,
        { period: 'minute', input_tokens: rate.input_tokens, limit: config.tokenRatePerMin });
    }
    const { key, limit, period, reset, kind } = quotaWindow(config, payer, now);
    const cur = tx.get(key);
    if (cur.scan_units + units > limit) {
      throw quotaError('quota_exceeded', kind, `Scan Unit quota of ${limit} per ${period} reached`, payer, links, now, reset,
        { period, ...cur, limit });
    }
    const submissions = newSubmission ? 1 : 0;
    tx.add(rateKey, { input_tokens: tokens });
    tx.add(key, { scan_units: units, input_tokens: tokens, submissions });
    if (!payer.id.startsWith('anon:')) return { payer, units, tokens, at: now };
    tx.add(`m|${payer.id}|${monthKey(now)}`, { scan_units: units, input_tokens: tokens, submissions });
    return { payer, units, tokens, at: now };
  });
}

/** Credits back (part of) a charge in the windows it was made in. The rate window is not credited. */
export function refund(usage: UsageStore, config: Config, c: Charge, units = c.units, tokens = c.tokens, submissions = 1): void {
  usage.atomically((tx) => {
    const { key } = quotaWindow(config, c.payer, c.at);
    tx.add(key, { scan_units: -units, input_tokens: -tokens, submissions: -submissions });
    if (key.startsWith('d|')) tx.add(`m|${c.payer.id}|${monthKey(c.at)}`, { scan_units: -units, input_tokens: -tokens, submissions: -submissions });
  });
}

function quotaWindow(config: Config, payer: Payer, now: number) {
  if (payer.plan === 'anonymous') {
    return { key: `d|${payer.id}|${dayKey(now)}`, limit: config.anonDailyUnits, period: 'day', reset: nextDayStart(now), kind: 'anonymous_daily_scan_units' as const };
  }
  return { key: `m|${payer.id}|${monthKey(now)}`, limit: config.monthlyUnits[payer.plan], period: 'month', reset: nextMonthStart(now), kind: 'monthly_scan_units' as const };
}

function quotaError(
  code: 'rate_limited' | 'quota_exceeded', kind: string, message: string, payer: Payer, links: QuotaLinks,
  now: number, resetAt: number, usage: Partial<UsageTotals> & Record<string, unknown>,
): ApiError {
  const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
  return new ApiError(code, message, {
    quota: { limit_kind: kind, retry_after: retryAfter, reset_at: resetAt, next_actions: nextActions(payer, links) },
    usage,
    headers: { 'Retry-After': String(retryAfter) },
  });
}

function nextActions(payer: Payer, links: QuotaLinks): QuotaLinks {
  const { usage_url, upgrade_url, sign_in_url } = links;
  return payer.plan === 'anonymous' && sign_in_url ? { usage_url, upgrade_url, sign_in_url } : { usage_url, upgrade_url };
}

/** Absolute next_actions URLs from the public base URL (or the request origin when none is configured). */
export function quotaLinks(base: string): QuotaLinks {
  return { usage_url: `${base}/account/usage`, upgrade_url: `${base}/account/upgrade`, sign_in_url: `${base}/account/sign-in` };
}
