/**
 * The one app object: opens the store, starts the worker pool, recovers interrupted jobs and builds the
 * HTTP API. Every command gets it from createApp(config); nothing else wires components together.
 */
import { randomBytes } from 'node:crypto';
import { Admission } from './admit/admission.ts';
import { createHttpApi } from './api/index.ts';
import { currentFetchSettings, logFetchSettings, type FetchSettings } from './extract/fetch/config.ts';
import { preflightUrl } from './extract/fetch/preflight.ts';
import { SMALL_PLAN_TOKENS_PER_SCAN, SMALL_PLANS } from './admit/quota.ts';
import type { Config, PlanName } from './config.ts';
import { createRemoteAcquirer } from './extract/remote/remote-acquirer.ts';
import { countTokens } from './lib/wordpiece.ts';
import type { Acquirer } from './extract/remote/acquirer.ts';
import { ScanService } from './jobs/service.ts';
import { WorkerPool } from './jobs/pool.ts';
import { createLogger, type Logger } from './lib/log.ts';
import { openDb, type Db } from './store/db.ts';
import { AccountStore } from './store/account-store.ts';
import { IdempotencyStore } from './store/idempotency-store.ts';
import { JobStore, type JobRecord } from './store/job-store.ts';
import { McpToolStore } from './store/mcp-tool-store.ts';
import { UsageStore } from './store/usage-store.ts';
import pkg from '../package.json' with { type: 'json' };

export interface App {
  config: Config;
  log: Logger;
  /** Accounts and API keys (the admin CLI opens its own handle; tests use this one). */
  accounts: AccountStore;
  /** Usage counters (read by the admin CLI's `usage`; tests check charges with it). */
  usage: UsageStore;
  /** Handles one request in-process (tests). */
  handle(request: Request): Promise<Response>;
  /** Starts listening; resolves with the bound URL. */
  listen(): Promise<string>;
  /** Graceful stop: refuse new requests, let running jobs finish or checkpoint, close the store. */
  stop(): Promise<void>;
}

export const VERSION: string = pkg.version;

export interface AppParts {
  /** Fetcher of remote inputs; tests inject a fake one. Default: the guarded webpage/MCP acquirer. */
  acquirer?: Acquirer;
  /** Outbound fetch settings; default from SCANWARD_ALLOW_PRIVATE_TARGETS / SCANWARD_CA_FILE. */
  fetchSettings?: FetchSettings;
  /** Submission-time URL check; tests with a fake acquirer replace the DNS-based default. */
  preflight?: (url: string) => Promise<void>;
}

/** Builds the app over `config.dataDir`, resuming or failing jobs a previous process left running. */
export async function createApp(config: Config, log: Logger = createLogger(config.logLevel), parts: AppParts = {}): Promise<App> {
  const db: Db = openDb(config.dataDir);
  const store = new JobStore(db);
  const pool = new WorkerPool({
    size: config.workers,
    queueMax: config.queueMax,
    hardTimeoutMs: config.hardTimeoutMs,
    init: { policy: config.policy, rulesDir: process.env.SCANWARD_RULES_DIR, disabledRules: splitList(process.env.SCANWARD_DISABLED_RULES),
      chunkDelayMs: config.testChunkDelayMs, scoreCacheEntries: config.scoreCacheEntries, modelsDir: config.modelsDir,
      dataDir: config.dataDir,
      modelThreads: config.modelThreads },
    log,
  });
  try {
    await pool.start();
  } catch (err) {
    await pool.close();
    db.close();
    throw err;
  }
  const accounts = new AccountStore(db);
  const usage = new UsageStore(db);
  // A marker older than the longest a submission can take belongs to a request that will never finish.
  const idem = new IdempotencyStore(db, randomBytes(8).toString('hex'), config.syncTimeoutMs + config.waitCapMs + 60_000);
  const admission = new Admission(usage, idem, config);
  const refundFailed = (r: JobRecord) => {
    if (!r.charge) return;
    const c = r.charge;
    admission.refundJob({ payer: { id: c.payer_id, plan: c.plan as never }, units: c.units, tokens: c.tokens, at: c.at }, c.units, c.tokens);
  };
  const chargeExtra = (r: JobRecord, units: number, tokens: number) => {
    const c = r.charge;
    if (c) admission.chargeMore({ id: c.payer_id, plan: c.plan as never }, units, tokens);
  };
  const fetchSettings = parts.fetchSettings ?? currentFetchSettings();
  logFetchSettings(fetchSettings, log);
  const acquirer = parts.acquirer ?? createRemoteAcquirer({
    allowPrivate: fetchSettings.allowPrivate, caCert: fetchSettings.caCert,
    extract: (input, opts) => pool.extract(input, opts), countTokens, mcpHistory: new McpToolStore(db),
    contentLimit: (plan) => config.contentLimits[plan as PlanName] ?? config.contentLimits.anonymous,
    tokenLimit: (plan) => (SMALL_PLANS.includes(plan as PlanName) ? SMALL_PLAN_TOKENS_PER_SCAN : undefined),
  });
  const service = new ScanService(pool, store, { ...config, onJobFailed: refundFailed, acquirer, chargeExtra }, log);
  const recovered = await service.recover();
  if (recovered.resumed || recovered.failed) log.info('recovered interrupted jobs', recovered);
  const sweepAll = () => Promise.all([store.sweepExpired(), idem.sweep(), usage.sweepRateWindows()]);
  const sweep = setInterval(() => void sweepAll().catch((e) => log.error('expiry sweep failed', { error: e })),
    Math.min(60_000, config.jobTtlS * 500));
  sweep.unref();
  const preflight = parts.preflight ?? ((url: string) => preflightUrl(url, { allowPrivate: fetchSettings.allowPrivate }));
  const api = createHttpApi({ service, config, log, version: VERSION, accounts, admission, preflight });

  let server: ReturnType<typeof Bun.serve> | undefined;
  let stopped = false;
  return {
    config,
    log,
    accounts,
    usage,
    handle: (request) => api.handle(request),
    async listen() {
      api.listen({ hostname: config.host, port: config.port, maxRequestBodySize: config.maxBodyBytes + 1024 * 1024 });
      server = api.server ?? undefined;
      return `http://${config.host}:${server?.port ?? config.port}`;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await server?.stop(false);
      await service.drain(config.shutdownGraceMs);
      await pool.close();
      clearInterval(sweep);
      await db.close();
    },
  };
}

function splitList(s: string | undefined): string[] {
  return (s ?? '').split(',').map((x) => x.trim()).filter(Boolean);
}
