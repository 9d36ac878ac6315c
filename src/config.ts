/**
 * Runtime configuration: defaults, overridden by SCANWARD_* environment variables, overridden by CLI flags.
 * Every knob is listed in the README's configuration table; keep the two in step.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_POLICY, type Policy } from './fuse/policy.ts';

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  workers: number;
  queueMax: number;
  waitCapMs: number;
  jobTtlS: number;
  scanBudgetMs: number;
  hardTimeoutMs: number;
  syncTimeoutMs: number;
  shutdownGraceMs: number;
  maxBodyBytes: number;
  /** Extracted-content limit per plan in UTF-8 bytes (spec §8; business is configurable). */
  contentLimits: Record<PlanName, number>;
  /** Monthly Scan Units per plan. */
  monthlyUnits: Record<Exclude<PlanName, 'anonymous'>, number>;
  /** Daily Scan Units per anonymous client. */
  anonDailyUnits: number;
  /** Input tokens per minute per account and per anonymous client. */
  tokenRatePerMin: number;
  /** Base for the absolute next_actions URLs of quota errors; unset = the request's own origin. */
  publicUrl?: string;
  /** Trust X-Forwarded-For for the anonymous client address (only behind a proxy you run). */
  trustProxy: boolean;
  maxResumeAttempts: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  policy: Policy;
  /** Test-only fault injection: sleep per chunk so crash and timeout tests can act mid-job. */
  testChunkDelayMs: number;
  /** Model scores kept per worker thread, keyed by chunk hash; 0 = no cache. */
  scoreCacheEntries: number;
  /** Folder of the L2/L3 model files; unset = the bundled models. */
  modelsDir?: string;
  /** Threads each worker's L3 inference may use. */
  modelThreads: number;
}

type Env = Record<string, string | undefined>;

/** Plans of spec §5/§8, plus the anonymous caller. */
export type PlanName = 'anonymous' | 'free' | 'personal' | 'pro' | 'business';

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, got '${raw}'`);
  return n;
}

function num(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new Error(`${name} must be a number in [0, 1], got '${raw}'`);
  return n;
}

/** Builds the configuration from the environment and explicit overrides (CLI flags). */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const logLevel = (env.SCANWARD_LOG_LEVEL ?? 'info') as Config['logLevel'];
  if (!['debug', 'info', 'warn', 'error'].includes(logLevel)) {
    throw new Error(`SCANWARD_LOG_LEVEL must be debug, info, warn or error, got '${logLevel}'`);
  }
  const scanBudgetMs = int(env, 'SCANWARD_SCAN_BUDGET_MS', 30_000, 100);
  const base: Config = {
    host: env.SCANWARD_HOST || '127.0.0.1',
    port: int(env, 'SCANWARD_PORT', 8787, 0),
    dataDir: resolve(env.SCANWARD_DATA || './data'),
    workers: int(env, 'SCANWARD_WORKERS', availableParallelism(), 1),
    queueMax: int(env, 'SCANWARD_QUEUE_MAX', 256, 1),
    waitCapMs: int(env, 'SCANWARD_WAIT_CAP_MS', 5_000, 0),
    jobTtlS: int(env, 'SCANWARD_JOB_TTL_S', 86_400, 1),
    scanBudgetMs,
    hardTimeoutMs: int(env, 'SCANWARD_HARD_TIMEOUT_MS', scanBudgetMs + 10_000, 200),
    syncTimeoutMs: int(env, 'SCANWARD_SYNC_TIMEOUT_MS', scanBudgetMs + 15_000, 200),
    shutdownGraceMs: int(env, 'SCANWARD_SHUTDOWN_GRACE_MS', 10_000, 0),
    maxBodyBytes: int(env, 'SCANWARD_MAX_BODY_BYTES', 32 * 1024 * 1024, 1024),
    contentLimits: {
      anonymous: 100_000, free: 100_000, personal: 100_000, pro: 1_000_000,
      business: int(env, 'SCANWARD_BUSINESS_MAX_CONTENT_BYTES', 10_000_000, 1),
    },
    monthlyUnits: {
      free: int(env, 'SCANWARD_MONTHLY_UNITS_FREE', 1_000, 0),
      personal: int(env, 'SCANWARD_MONTHLY_UNITS_PERSONAL', 10_000, 0),
      pro: int(env, 'SCANWARD_MONTHLY_UNITS_PRO', 100_000, 0),
      business: int(env, 'SCANWARD_MONTHLY_UNITS_BUSINESS', 1_000_000, 0),
    },
    anonDailyUnits: int(env, 'SCANWARD_ANON_DAILY_UNITS', 50, 0),
    tokenRatePerMin: int(env, 'SCANWARD_TOKEN_RATE_PER_MIN', 2_000_000, 1),
    publicUrl: env.SCANWARD_PUBLIC_URL ? env.SCANWARD_PUBLIC_URL.replace(/\/+$/, '') : undefined,
    trustProxy: ['1', 'true', 'yes'].includes((env.SCANWARD_TRUST_PROXY ?? '').toLowerCase()),
    maxResumeAttempts: int(env, 'SCANWARD_MAX_RESUME_ATTEMPTS', 3, 0),
    logLevel,
    testChunkDelayMs: int(env, 'SCANWARD_TEST_CHUNK_DELAY_MS', 0, 0),
    scoreCacheEntries: int(env, 'SCANWARD_SCORE_CACHE_ENTRIES', 20_000, 0),
    modelsDir: env.SCANWARD_MODELS_DIR ? resolve(env.SCANWARD_MODELS_DIR) : undefined,
    modelThreads: int(env, 'SCANWARD_MODEL_THREADS', 1, 1),
    policy: {
      reviewThreshold: num(env, 'SCANWARD_REVIEW_THRESHOLD', DEFAULT_POLICY.reviewThreshold),
      blockThreshold: num(env, 'SCANWARD_BLOCK_THRESHOLD', DEFAULT_POLICY.blockThreshold),
      reviewOnly: (env.SCANWARD_REVIEW_ONLY_CATEGORIES ?? DEFAULT_POLICY.reviewOnly.join(',')).split(',').map((s) => s.trim()).filter(Boolean),
    },
  };
  const merged = { ...base, ...stripUndefined(overrides) };
  merged.dataDir = resolve(merged.dataDir);
  return merged;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
