/** Test harness: an app over a fresh temporary data directory, driven in-process with app.handle(). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { TSchema } from '@sinclair/typebox';
import { createApp, type App, type AppParts } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createLogger } from '../../src/lib/log.ts';

export const BASE = 'http://localhost';

export interface TestApp {
  app: App;
  dataDir: string;
  logs: string[];
  /** Secret of a business-plan key with both scopes, sent by post/get unless `authorization: ''` is passed. */
  key: string;
  post(body: unknown, headers?: Record<string, string>): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** Starts an app on a temp data dir (or `dataDir`), with quiet logs captured in `logs`. */
export async function startTestApp(over: Partial<Config> = {}, dataDir?: string, parts: AppParts = {}): Promise<TestApp> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'scanward-test-'));
  const logs: string[] = [];
  const config = loadConfig({}, { dataDir: dir, workers: 1, port: 0, ...over });
  const app = await createApp(config, createLogger('debug', (l) => logs.push(l)), parts);
  if (!app.accounts.getAccount('test-account')) app.accounts.createAccount('test-account', 'business');
  const key = app.accounts.createKey({ account: 'test-account', name: `test-${Date.now()}` }).secret;
  const withAuth = (headers: Record<string, string>) => {
    const h = { authorization: `Bearer ${key}`, ...headers };
    if (h.authorization === '') delete (h as Record<string, string>).authorization;
    return h;
  };
  return {
    app,
    dataDir: dir,
    logs,
    key,
    post: (body, headers = {}) =>
      app.handle(new Request(`${BASE}/api/v1/scan`, {
        method: 'POST',
        headers: withAuth({ 'content-type': 'application/json', ...headers }),
        body: typeof body === 'string' || body instanceof FormData || body instanceof Uint8Array ? body : JSON.stringify(body),
      })),
    get: (path, headers = {}) => app.handle(new Request(`${BASE}${path}`, { headers: withAuth(headers) })),
    async close() {
      await app.stop();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

const compiled = new Map<TSchema, ReturnType<typeof TypeCompiler.Compile>>();
/** Asserts `value` matches a contract schema exactly (additionalProperties as the spec says). */
export function expectSchema(schema: TSchema, value: unknown): void {
  let c = compiled.get(schema);
  if (!c) { c = TypeCompiler.Compile(schema); compiled.set(schema, c); }
  if (!c.Check(value)) {
    const errors = [...c.Errors(value)].slice(0, 5).map((e) => `${e.path}: ${e.message}`);
    throw new Error(`response does not match schema:\n${errors.join('\n')}\n${JSON.stringify(value).slice(0, 2000)}`);
  }
}

/** Polls a job until it leaves `running` (or `ms` passes). */
export async function pollUntilDone(t: TestApp, jobId: string, ms = 10_000, headers: Record<string, string> = {}): Promise<Record<string, any>> {
  const until = Date.now() + ms;
  for (;;) {
    const res = await t.get(`/api/v1/scan/${jobId}`, headers);
    const body = await res.json();
    if (res.status !== 200) throw new Error(`GET ${jobId} answered ${res.status}: ${JSON.stringify(body)}`);
    if (body.status !== 'running' || Date.now() > until) return body;
    await Bun.sleep(20);
  }
}

/** Waits (up to `ms`) until `check` passes: for effects that follow a job's state change on the next tick. */
export async function eventually(check: () => void, ms = 2_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      check();
      return;
    } catch (err) {
      if (Date.now() > until) throw err;
      await Bun.sleep(10);
    }
  }
}
