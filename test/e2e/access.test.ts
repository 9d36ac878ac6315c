/**
 * Authentication and scopes (spec §5): 401 for missing/invalid/expired/revoked keys, 403 without the scope,
 * 404 for another account's job, another key of the same account can read, anonymous callers read only their
 * own anonymous jobs, and no secret ever reaches the logs.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { ErrorBody } from '../../src/contract/spec.ts';
import { expectSchema, startTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let other: string;
beforeAll(async () => {
  t = await startTestApp();
  t.app.accounts.createAccount('acme', 'pro');
  other = t.app.accounts.createKey({ account: 'acme', name: 'acme-main' }).secret;
});
afterAll(async () => { await t.close(); });

const bearer = (k: string) => ({ authorization: `Bearer ${k}` });

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expectSchema(ErrorBody, body);
  expect(body.error.code).toBe(code);
  return body;
}

async function asyncJob(headers: Record<string, string> = {}): Promise<string> {
  // wait=1 answers 200 when the job finishes within the short wait and 202 otherwise (spec: Prefer wait=1); either
  // way the body names the job, which is all these tests need: on a loaded machine the wait can run out.
  const res = await t.post({ text: 'hello world' }, { prefer: 'wait=1', ...headers });
  expect([200, 202]).toContain(res.status);
  return (await res.json()).jobs[0].job_id;
}

describe('401 and 403', () => {
  test.each([
    ['malformed scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['unknown key', bearer('swk_key_0000000000000000_' + 'A'.repeat(43))],
    ['garbage token', bearer('not-a-key')],
  ])('%s → 401', async (_n, headers) => {
    const body = await expectError(await t.post({ text: 'x' }, headers), 401, 'unauthenticated');
    expect(JSON.stringify(body)).not.toContain(headers.authorization.split(' ')[1]);
  });

  test('revoked key → 401 on POST and GET', async () => {
    const { record, secret } = t.app.accounts.createKey({ account: 'test-account', name: 'to-revoke' });
    const id = await asyncJob(bearer(secret));
    t.app.accounts.revokeKey(record.key_id);
    await expectError(await t.post({ text: 'x' }, bearer(secret)), 401, 'unauthenticated');
    await expectError(await t.get(`/api/v1/scan/${id}`, bearer(secret)), 401, 'unauthenticated');
  });

  test('expired key → 401', async () => {
    const { secret } = t.app.accounts.createKey({ account: 'test-account', name: 'short', now: Date.now() - 60_000, expiresAt: Date.now() - 1 });
    const body = await expectError(await t.post({ text: 'x' }, bearer(secret)), 401, 'unauthenticated');
    expect(body.error.message).toMatch(/expired/);
  });

  test('key without scan:write → 403 on POST; without scan:read → 403 on GET', async () => {
    const readOnly = t.app.accounts.createKey({ account: 'test-account', name: 'ro', scopes: ['scan:read'] }).secret;
    const writeOnly = t.app.accounts.createKey({ account: 'test-account', name: 'wo', scopes: ['scan:write'] }).secret;
    await expectError(await t.post({ text: 'x' }, bearer(readOnly)), 403, 'insufficient_scope');
    const id = await asyncJob(bearer(writeOnly));
    await expectError(await t.get(`/api/v1/scan/${id}`, bearer(writeOnly)), 403, 'insufficient_scope');
    expect((await t.get(`/api/v1/scan/${id}`, bearer(readOnly))).status).toBe(200);
  });
});

describe('job ownership', () => {
  test("another account's job is a 404, never a 403", async () => {
    const id = await asyncJob();
    await expectError(await t.get(`/api/v1/scan/${id}`, bearer(other)), 404, 'not_found');
  });

  test('another key of the same account reads the job', async () => {
    const id = await asyncJob();
    const second = t.app.accounts.createKey({ account: 'test-account', name: 'second' }).secret;
    expect((await t.get(`/api/v1/scan/${id}`, bearer(second))).status).toBe(200);
  });

  test('an anonymous caller reads its own anonymous job, but not a keyed one (401)', async () => {
    const anon = { authorization: '' };
    const own = await asyncJob(anon);
    expect((await t.get(`/api/v1/scan/${own}`, anon)).status).toBe(200);
    const keyed = await asyncJob();
    await expectError(await t.get(`/api/v1/scan/${keyed}`, anon), 401, 'unauthenticated');
    await expectError(await t.get(`/api/v1/scan/job_${'0'.repeat(32)}`, anon), 401, 'unauthenticated');
  });

  test('a keyed caller cannot read an anonymous job', async () => {
    const own = await asyncJob({ authorization: '' });
    await expectError(await t.get(`/api/v1/scan/${own}`), 404, 'not_found');
  });
});

describe('secrets stay out of logs', () => {
  test('no log line carries a key secret, even for failed authentications', async () => {
    await t.post({ text: 'x' }, bearer(`${t.key}tampered`));
    await t.post({ text: 'x' }, { authorization: 'Bearer' });
    const all = t.logs.join('');
    expect(all).not.toContain(t.key);
    expect(all).not.toContain(other);
  });
});
