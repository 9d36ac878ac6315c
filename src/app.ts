/**
 * The one app object: opens the store, starts the worker pool, recovers interrupted jobs and builds the
 * HTTP API. Every command gets it from createApp(config); nothing else wires components together.
 */
import { createHttpApi } from './api/index.ts';
import type { Config } from './config.ts';
import { ScanService } from './jobs/service.ts';
import { WorkerPool } from './jobs/pool.ts';
import { createLogger, type Logger } from './lib/log.ts';
import { openDb, type Db } from './store/db.ts';
import { JobStore } from './store/job-store.ts';
import pkg from '../package.json' with { type: 'json' };

export interface App {
  config: Config;
  log: Logger;
  /** Handles one request in-process (tests). */
  handle(request: Request): Promise<Response>;
  /** Starts listening; resolves with the bound URL. */
  listen(): Promise<string>;
  /** Graceful stop: refuse new requests, let running jobs finish or checkpoint, close the store. */
  stop(): Promise<void>;
}

export const VERSION: string = pkg.version;

/** Builds the app over `config.dataDir`, resuming or failing jobs a previous process left running. */
export async function createApp(config: Config, log: Logger = createLogger(config.logLevel)): Promise<App> {
  const db: Db = openDb(config.dataDir);
  const store = new JobStore(db);
  const pool = new WorkerPool({
    size: config.workers,
    queueMax: config.queueMax,
    hardTimeoutMs: config.hardTimeoutMs,
    init: { policy: config.policy, rulesDir: process.env.SCANWARD_RULES_DIR, disabledRules: splitList(process.env.SCANWARD_DISABLED_RULES),
      chunkDelayMs: config.testChunkDelayMs },
    log,
  });
  try {
    await pool.start();
  } catch (err) {
    await pool.close();
    db.close();
    throw err;
  }
  const service = new ScanService(pool, store, config, log);
  const recovered = await service.recover();
  if (recovered.resumed || recovered.failed) log.info('recovered interrupted jobs', recovered);
  const sweep = setInterval(() => void store.sweepExpired().catch((e) => log.error('expiry sweep failed', { error: e })),
    Math.min(60_000, config.jobTtlS * 500));
  sweep.unref();
  const api = createHttpApi({ service, config, log, version: VERSION });

  let server: ReturnType<typeof Bun.serve> | undefined;
  let stopped = false;
  return {
    config,
    log,
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
