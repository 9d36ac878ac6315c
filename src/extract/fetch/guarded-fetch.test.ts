/**
 * guardedFetch against a real HTTPS server on 127.0.0.1 (test CA, leaf for scan.test / *.scan.test / 127.0.0.1).
 * The resolver is stubbed so `scan.test` names reach it; allowPrivate is on because the server is loopback.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { HAS_OPENSSL, testPki } from '../../../test/helpers/test-ca.ts';
import { startHttpsServer, type TestHttpsServer } from '../../../test/helpers/https-server.ts';
import { guardedFetch, type GuardedFetchOptions } from './guarded-fetch.ts';
import { refusal } from './test-assertions.ts';

if (!HAS_OPENSSL) console.warn('guarded-fetch tests skipped: the openssl CLI is needed to make a test CA');
const suite = HAS_OPENSSL ? describe : describe.skip;

let server: TestHttpsServer;
let origin: string;
const BIG = 'x'.repeat(100_000);
// 20 MB of zeros in ~20 KB: the cap must apply to what it decodes to.
const BOMB = gzipSync(Buffer.alloc(20_000_000));

beforeAll(async () => {
  if (!HAS_OPENSSL) return;
  server = await startHttpsServer((req, res) => {
    const path = req.url ?? '/';
    const chain = /^\/chain\/(\d+)$/.exec(path);
    if (chain) {
      const n = Number(chain[1]);
      if (n === 0) return void res.end('end of chain');
      res.writeHead(302, { location: `/chain/${n - 1}` });
      return void res.end();
    }
    if (path === '/big') return void res.end(BIG);
    if (path === '/bomb') return void res.writeHead(200, { 'content-encoding': 'gzip' }).end(BOMB);
    if (path === '/exact') return void res.end('12345');
    if (path === '/stall-headers') return; // never answers
    if (path === '/stall-body') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return void res.write('partial');
    }
    if (path === '/to-http') return void res.writeHead(301, { location: `http://scan.test:${server.port}/` }).end();
    if (path === '/to-sub') return void res.writeHead(302, { location: `https://a.scan.test:${server.port}/echo` }).end();
    if (path === '/to-self') return void res.writeHead(302, { location: '/echo' }).end();
    if (path === '/see-other') return void res.writeHead(303, { location: '/echo' }).end();
    if (path === '/temporary') return void res.writeHead(307, { location: '/echo' }).end();
    if (path === '/missing') return void res.writeHead(404).end('no such page');
    res.end(`hello ${req.method}`);
  });
  origin = `https://scan.test:${server.port}`;
});
afterAll(() => server?.close());

function opts(over: Partial<GuardedFetchOptions> = {}): GuardedFetchOptions {
  return {
    maxBytes: 1_000_000,
    timeoutMs: 5_000,
    allowPrivate: true,
    caCert: testPki().caCert,
    resolve: async () => ['127.0.0.1'],
    ...over,
  };
}


const text = (b: Uint8Array) => new TextDecoder().decode(b);

suite('guardedFetch: a plain fetch', () => {
  test('200: body, final URL, vetted address; Host and SNI carry the name while the socket goes to the IP', async () => {
    const before = server.seen.length;
    const res = await guardedFetch(`${origin}/page?q=1`, opts({ accept: 'text/html' }));
    expect(res).toMatchObject({ status: 200, url: `${origin}/page?q=1`, address: '127.0.0.1', truncated: false });
    expect(text(res.body)).toBe('hello GET');
    const seen = server.seen[before];
    expect(seen).toMatchObject({ path: '/page?q=1', host: `scan.test:${server.port}`, sni: 'scan.test' });
    expect(seen.headers.accept).toBe('text/html');
    expect(seen.headers['user-agent']).toContain('Scanward');
  });

  test('an IP-literal URL is verified against the IP in the certificate and sends no SNI', async () => {
    const before = server.seen.length;
    const res = await guardedFetch(`https://127.0.0.1:${server.port}/`, opts());
    expect(res.status).toBe(200);
    expect(server.seen[before]).toMatchObject({ host: `127.0.0.1:${server.port}`, sni: undefined });
  });

  test('POST sends the body', async () => {
    const before = server.seen.length;
    const res = await guardedFetch(`${origin}/rpc`, opts({ method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } }));
    expect(text(res.body)).toBe('hello POST');
    expect(server.seen[before]).toMatchObject({ method: 'POST', body: '{"a":1}' });
  });

  test('proxy environment variables are ignored: the connection goes to the vetted address', async () => {
    const saved = { HTTPS_PROXY: process.env.HTTPS_PROXY, https_proxy: process.env.https_proxy };
    process.env.HTTPS_PROXY = process.env.https_proxy = 'http://127.0.0.1:1';
    try {
      expect((await guardedFetch(`${origin}/`, opts())).status).toBe(200);
    } finally {
      for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });
});

suite('guardedFetch: caps', () => {
  test('the body stops at maxBytes and is marked truncated', async () => {
    const res = await guardedFetch(`${origin}/big`, opts({ maxBytes: 1_000 }));
    expect(res.body.length).toBe(1_000);
    expect(res.truncated).toBe(true);
  });

  test('a compressed body is capped on its decoded size', async () => {
    const res = await guardedFetch(`${origin}/bomb`, opts({ maxBytes: 100_000 }));
    expect([res.body.length, res.truncated]).toEqual([100_000, true]);
  });

  test('a body of exactly maxBytes is complete', async () => {
    const res = await guardedFetch(`${origin}/exact`, opts({ maxBytes: 5 }));
    expect(text(res.body)).toBe('12345');
    expect(res.truncated).toBe(false);
  });

  test('truncate: false refuses an oversized body with too_large', async () => {
    expect((await refusal(guardedFetch(`${origin}/big`, opts({ maxBytes: 1_000, truncate: false })))).reason).toBe('too_large');
  });

  test('a server that never answers hits the deadline', async () => {
    const t0 = performance.now();
    const err = await refusal(guardedFetch(`${origin}/stall-headers`, opts({ timeoutMs: 300 })));
    expect(err.reason).toBe('timeout');
    expect(performance.now() - t0).toBeLessThan(3_000);
  });

  test('a body that stalls halfway hits the same deadline', async () => {
    const t0 = performance.now();
    expect((await refusal(guardedFetch(`${origin}/stall-body`, opts({ timeoutMs: 300 })))).reason).toBe('timeout');
    expect(performance.now() - t0).toBeLessThan(3_000);
  });

  test('a DNS lookup that never returns hits the deadline too', async () => {
    const resolve = () => new Promise<string[]>(() => {});
    expect((await refusal(guardedFetch(`${origin}/`, opts({ timeoutMs: 200, resolve })))).reason).toBe('timeout');
  });
});

suite('guardedFetch: redirects', () => {
  test('five redirects are followed; the final URL is reported', async () => {
    const res = await guardedFetch(`${origin}/chain/5`, opts());
    expect(text(res.body)).toBe('end of chain');
    expect(res.url).toBe(`${origin}/chain/0`);
  });

  test('a sixth redirect is refused', async () => {
    expect((await refusal(guardedFetch(`${origin}/chain/6`, opts()))).reason).toBe('too_many_redirects');
    expect((await refusal(guardedFetch(`${origin}/chain/2`, opts({ maxRedirects: 1 })))).reason).toBe('too_many_redirects');
  });

  test('a redirect to http:// is refused and not followed', async () => {
    const before = server.seen.length;
    const err = await refusal(guardedFetch(`${origin}/to-http`, opts()));
    expect(err.reason).toBe('not_https');
    expect(err.message).toContain('redirected');
    expect(server.seen.length).toBe(before + 1);
  });

  test('credentials stay with their origin: dropped on a cross-origin redirect, kept on a same-origin one', async () => {
    const headers = { authorization: 'Bearer s3cret', cookie: 'sid=1', 'x-trace': 't' };
    let before = server.seen.length;
    await guardedFetch(`${origin}/to-sub`, opts({ headers }));
    const cross = server.seen[before + 1];
    expect(cross).toMatchObject({ host: `a.scan.test:${server.port}`, sni: 'a.scan.test' });
    expect(cross.headers.authorization).toBeUndefined();
    expect(cross.headers.cookie).toBeUndefined();
    expect(cross.headers['x-trace']).toBe('t');
    before = server.seen.length;
    await guardedFetch(`${origin}/to-self`, opts({ headers }));
    expect(server.seen[before + 1].headers.authorization).toBe('Bearer s3cret');
  });

  test('303 continues as GET without the body; 307 repeats the POST', async () => {
    const post = { method: 'POST' as const, body: 'payload', headers: { 'content-type': 'text/plain' } };
    expect(text((await guardedFetch(`${origin}/see-other`, opts(post))).body)).toBe('hello GET');
    expect(text((await guardedFetch(`${origin}/temporary`, opts(post))).body)).toBe('hello POST');
    expect(server.seen.at(-1)?.body).toBe('payload');
  });
});

suite('guardedFetch: failures', () => {
  test('a certificate that does not name the host is a tls_error, though it names the IP connected to', async () => {
    expect((await refusal(guardedFetch(`https://wrong.example:${server.port}/`, opts()))).reason).toBe('tls_error');
  });

  test('a certificate from an untrusted CA is a tls_error', async () => {
    expect((await refusal(guardedFetch(`${origin}/`, opts({ caCert: undefined })))).reason).toBe('tls_error');
  });

  test('4xx/5xx is an http_error unless the caller takes them', async () => {
    const err = await refusal(guardedFetch(`${origin}/missing`, opts()));
    expect(err).toMatchObject({ reason: 'http_error', status: 404 });
    const res = await guardedFetch(`${origin}/missing`, opts({ allowHttpErrors: true }));
    expect([res.status, text(res.body)]).toEqual([404, 'no such page']);
  });

  test('nothing listening is connect_failed', async () => {
    const port = await freePort();
    expect((await refusal(guardedFetch(`https://scan.test:${port}/`, opts()))).reason).toBe('connect_failed');
  });

  test('a name that does not resolve is dns_failed', async () => {
    const resolve = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nx.test'), { code: 'ENOTFOUND' });
    };
    expect((await refusal(guardedFetch('https://nx.test/', opts({ resolve })))).reason).toBe('dns_failed');
    expect((await refusal(guardedFetch('https://nx.test/', opts({ resolve: async () => [] })))).reason).toBe('dns_failed');
  });
});

/** A loopback port with nothing listening on it (bound, then released). */
async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((ok) => srv.listen(0, '127.0.0.1', ok));
  const { port } = srv.address() as { port: number };
  await new Promise((ok) => srv.close(ok));
  return port;
}
