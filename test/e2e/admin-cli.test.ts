/**
 * The admin CLI as a user runs it: `bun src/main.ts account|key|usage ...` in a child process against a temporary
 * data directory, checking output (text and --json), exit codes, that secrets are shown exactly once, and that it
 * works while a server process holds the same LMDB environment.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../../src/store/db.ts';
import { monthKey, UsageStore } from '../../src/store/usage-store.ts';
import { startServerProcess } from '../helpers/server-process.ts';

const ROOT = join(import.meta.dir, '..', '..');
const SECRET = /swk_key_[0-9a-f]{16}_[A-Za-z0-9_-]{43}/;
const dirs: string[] = [];
const tempDir = () => { const d = mkdtempSync(join(tmpdir(), 'scanward-cli-')); dirs.push(d); return d; };
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

interface Run { code: number; out: string; err: string }

/** Runs the CLI; `--data` is appended when `data` is given. */
async function cli(args: string[], data?: string, env: Record<string, string> = {}): Promise<Run> {
  const proc = Bun.spawn([process.execPath, 'src/main.ts', ...args, ...(data ? ['--data', data] : [])], {
    cwd: ROOT, env: { ...process.env, ...env }, stdin: 'ignore', stdout: 'pipe', stderr: 'pipe',
  });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { code, out, err };
}

/** Runs with --json and parses stdout, failing on a non-zero exit. */
async function cliJson(args: string[], data: string): Promise<any> {
  const r = await cli([...args, '--json'], data);
  if (r.code !== 0) throw new Error(`exit ${r.code}: ${r.err}`);
  return JSON.parse(r.out);
}

type ExitCase = [name: string, args: string[], code: number, message: RegExp];
/** Puts the expected exit code into each case's test name. */
const exitCases = (cases: ExitCase[]) => cases.map(([name, ...rest]): ExitCase => [`${name} → exit ${rest[1]}`, ...rest]);

describe('help', () => {
  test.each([
    [['--help'], /account .*key .*usage/s],
    [['account', '--help'], /create <id> --plan/],
    [['key', '--help'], /revoke <key_id>/],
    [['key', 'create', '--help'], /--expires-in 30d\|12h\|90m/],
    [['account', 'set-plan', '--help'], /set-plan <id>/],
    [['usage', '--help'], /--account <id>/],
  ])('%j prints help and exits 0', async (args, text) => {
    const r = await cli(args);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(text);
  });
});

describe('accounts', () => {
  const data = tempDir();

  test('create, list and set-plan, as text and JSON', async () => {
    const created = await cli(['account', 'create', 'acme', '--plan', 'personal'], data);
    expect([created.code, created.out.trim()]).toEqual([0, 'created account acme (plan personal)']);
    expect(await cliJson(['account', 'create', 'beta', '--plan', 'free'], data)).toMatchObject({ id: 'beta', plan: 'free', active_keys: 0 });

    const list = await cli(['account', 'list'], data);
    expect(list.out).toMatch(/^ID\s+PLAN\s+ACTIVE KEYS\s+CREATED\nacme\s+personal\s+0\s+\d{4}-.*\nbeta\s+free/);
    const json = await cliJson(['account', 'list'], data);
    expect(json.map((a: any) => [a.id, a.plan])).toEqual([['acme', 'personal'], ['beta', 'free']]);
    expect(typeof json[0].created_at).toBe('number');

    const set = await cli(['account', 'set-plan', 'beta', 'business'], data);
    expect([set.code, set.out.trim()]).toEqual([0, 'account beta is now on plan business']);
    expect((await cliJson(['account', 'set-plan', 'beta', 'pro'], data)).plan).toBe('pro');
  });

  test('SCANWARD_DATA is the default data directory', async () => {
    const r = await cli(['account', 'list', '--json'], undefined, { SCANWARD_DATA: data });
    expect(JSON.parse(r.out).length).toBeGreaterThanOrEqual(2);
  });

  test.each(exitCases([
    ['unknown plan', ['account', 'create', 'x', '--plan', 'gold'], 2, /unknown plan 'gold'/],
    ['missing plan', ['account', 'create', 'x'], 2, /plan is required/],
    ['plan flag without value', ['account', 'create', 'x', '--plan'], 2, /--plan needs a value/],
    ['malformed id', ['account', 'create', 'Not OK', '--plan', 'free'], 2, /invalid account id/],
    ['unknown option', ['account', 'list', '--colour=red'], 2, /unknown option --colour/],
    ['extra argument', ['account', 'list', 'extra'], 2, /expected 0 argument/],
    ['unknown subcommand', ['account', 'delete', 'acme'], 2, /unknown command 'account delete'/],
    ['group without subcommand', ['key'], 2, /Usage: scanward key/],
    ['set-plan unknown plan', ['account', 'set-plan', 'acme', 'gold'], 2, /unknown plan/],
    ['duplicate account', ['account', 'create', 'acme', '--plan', 'pro'], 1, /already exists/],
    ['set-plan of missing account', ['account', 'set-plan', 'nobody', 'pro'], 1, /does not exist/],
  ]))('%s', async (_name, args, code, message) => {
    const r = await cli(args, data);
    expect(r.code).toBe(code);
    expect(r.err).toMatch(message);
    expect(r.err).not.toMatch(/\n\s+at /); // no stack trace
  });

  test('a command needing data fails (exit 1) on an empty directory without creating a store', async () => {
    const missing = join(tempDir(), 'missing');
    const r = await cli(['account', 'list'], missing);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/no Scanward data/);
    expect(existsSync(missing)).toBe(false);
  });
});

describe('keys', () => {
  const data = tempDir();

  test('create prints the secret once; list and revoke never show it', async () => {
    await cli(['account', 'create', 'acme', '--plan', 'pro'], data);
    const text = await cli(['key', 'create', '--account', 'acme', '--name', 'ci', '--expires-in', '12h'], data);
    expect(text.code).toBe(0);
    const secret = SECRET.exec(text.out)![0];
    expect(text.out).toMatch(/will not be shown again/);
    const json = await cliJson(['key', 'create', '--account', 'acme', '--name', 'deploy', '--scopes', 'scan:read'], data);
    expect(Object.keys(json)).toEqual(['key_id', 'account', 'name', 'scopes', 'secret']);
    expect(json).toMatchObject({ account: 'acme', name: 'deploy', scopes: ['scan:read'] });
    expect(json.secret).toMatch(SECRET);
    expect(json.secret).toContain(json.key_id);

    const list = await cli(['key', 'list', '--account', 'acme'], data);
    expect(list.out).toMatch(/KEY_ID\s+NAME\s+SCOPES\s+CREATED\s+EXPIRES\s+REVOKED\s+STATUS/);
    expect(list.out).toMatch(/ci\s+scan:read,scan:write\s+\S+\s+\d{4}-\S+\s+-\s+active/);
    const keys = await cliJson(['key', 'list', '--account', 'acme'], data);
    expect(keys.map((k: any) => [k.name, k.status])).toEqual([['ci', 'active'], ['deploy', 'active']]);
    expect(keys[0].expires_at - keys[0].created_at).toBe(12 * 3_600_000);

    const revoked = await cli(['key', 'revoke', json.key_id], data);
    expect(revoked.out).toMatch(/^revoked key key_[0-9a-f]{16} \(account acme, name "deploy"\)/);
    expect((await cliJson(['key', 'revoke', json.key_id], data)).status).toBe('revoked');
    expect((await cli(['key', 'revoke', json.key_id], data)).out).toMatch(/already revoked/);
    const after = await cli(['key', 'list', '--account', 'acme', '--json'], data);
    expect(after.out).toMatch(/"status": "revoked"/);
    for (const out of [list.out, JSON.stringify(keys), revoked.out, after.out]) {
      expect(out).not.toContain(secret);
      expect(out).not.toContain(json.secret);
      expect(out).not.toContain('hash');
    }
  });

  test('the plan limit is enforced with a hint to revoke first (exit 1)', async () => {
    await cli(['account', 'create', 'solo', '--plan', 'free'], data);
    expect((await cli(['key', 'create', '--account', 'solo', '--name', 'one'], data)).code).toBe(0);
    const second = await cli(['key', 'create', '--account', 'solo', '--name', 'two'], data);
    expect(second.code).toBe(1);
    expect(second.err).toMatch(/already has 1 active key\(s\), the limit of the free plan; revoke one first/);
  });

  test('concurrent creates from several processes never overshoot the limit', async () => {
    await cli(['account', 'create', 'race', '--plan', 'personal'], data);
    const runs = await Promise.all([1, 2, 3, 4].map((i) => cli(['key', 'create', '--account', 'race', '--name', `r${i}`], data)));
    expect(runs.filter((r) => r.code === 0)).toHaveLength(1);
    expect(runs.filter((r) => r.code === 1)).toHaveLength(3);
    expect(await cliJson(['key', 'list', '--account', 'race'], data)).toHaveLength(1);
  });

  test.each(exitCases([
    ['unknown scope', ['key', 'create', '--account', 'acme', '--name', 'x', '--scopes', 'scan:admin'], 2, /unknown scope 'scan:admin'/],
    ['bad duration', ['key', 'create', '--account', 'acme', '--name', 'x', '--expires-in', '2w'], 2, /invalid duration '2w'/],
    ['zero duration', ['key', 'create', '--account', 'acme', '--name', 'x', '--expires-in', '0d'], 2, /invalid duration/],
    ['missing name', ['key', 'create', '--account', 'acme'], 2, /--name is required/],
    ['missing account flag', ['key', 'list'], 2, /--account is required/],
    ['malformed key id', ['key', 'revoke', 'abc'], 2, /not a key id/],
    ['unknown account', ['key', 'create', '--account', 'nobody', '--name', 'x'], 1, /account 'nobody' does not exist/],
    ['unknown key id', ['key', 'revoke', 'key_0000000000000000'], 1, /does not exist/],
    ['list of unknown account', ['key', 'list', '--account', 'nobody'], 1, /does not exist/],
  ]))('%s', async (_name, args, code, message) => {
    const r = await cli(args, data);
    expect(r.code).toBe(code);
    expect(r.err).toMatch(message);
  });
});

describe('usage', () => {
  test("shows this month's counters of the account, as text and JSON", async () => {
    const data = tempDir();
    await cli(['account', 'create', 'acme', '--plan', 'pro'], data);
    const db = openDb(data);
    new UsageStore(db).atomically((tx) => tx.add(`m|acme|${monthKey(Date.now())}`, { scan_units: 7, input_tokens: 6500, submissions: 3 }));
    await db.close();

    const text = await cli(['usage', '--account', 'acme'], data);
    expect(text.out).toMatch(/scan_units\s+7\ninput_tokens\s+6500\nsubmissions\s+3/);
    expect(await cliJson(['usage', '--account', 'acme'], data)).toEqual({
      account: 'acme', month: monthKey(Date.now()), scan_units: 7, input_tokens: 6500, submissions: 3,
    });
    const missing = await cli(['usage', '--account', 'nobody'], data);
    expect([missing.code, missing.err]).toEqual([1, "error: account 'nobody' does not exist\n"]);
    expect((await cli(['usage'], data)).code).toBe(2);
  });
});

describe('while the server runs', () => {
  test('accounts and keys created by the CLI are visible in the live environment', async () => {
    const data = tempDir();
    const server = await startServerProcess(data);
    try {
      expect((await cli(['account', 'create', 'live', '--plan', 'pro'], data)).code).toBe(0);
      const key = await cliJson(['key', 'create', '--account', 'live', '--name', 'hot'], data);
      expect(key.secret).toMatch(SECRET);
      const res = await server.post({ text: 'hello there' });
      expect(res.status).toBe(200); // the server keeps serving and writing to the shared store
      const keys = await cliJson(['key', 'list', '--account', 'live'], data);
      expect(keys.map((k: any) => [k.key_id, k.status])).toEqual([[key.key_id, 'active']]);
      expect(server.proc.exitCode).toBeNull();
    } finally {
      server.proc.kill('SIGTERM');
      await server.proc.exited;
    }
  }, 30_000);
});
