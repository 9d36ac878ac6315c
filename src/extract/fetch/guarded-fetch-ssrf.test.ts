/**
 * The SSRF guard with allowPrivate off. Resolvers are stubbed and `connect` is a spy, so refusals are shown to
 * happen before any connection. Where a "public" address must be reached, the spy checks it was asked for that
 * address and then sends the request to the local test server instead: no packet leaves loopback.
 */
import { afterAll, beforeAll, describe, expect, mock, test } from 'bun:test';
import { HAS_OPENSSL, testPki } from '../../../test/helpers/test-ca.ts';
import { startHttpsServer, type TestHttpsServer } from '../../../test/helpers/https-server.ts';
import { guardedFetch, type Connect, type GuardedFetchOptions } from './guarded-fetch.ts';
import { refusal } from './test-assertions.ts';

const PUBLIC_IP = '93.184.216.34';

/** A connect spy that never connects anywhere. */
function noConnect() {
  return mock<Connect>(async () => {
    throw new Error('connect must not be called');
  });
}

function opts(resolve: (h: string) => Promise<string[]>, connect: Connect, over: Partial<GuardedFetchOptions> = {}) {
  return { maxBytes: 10_000, timeoutMs: 5_000, resolve, connect, ...over } satisfies GuardedFetchOptions;
}


// One address from every non-public range, in the spellings a resolver could hand back.
const NON_PUBLIC = [
  '0.0.0.0', '10.0.0.1', '100.64.0.1', '127.0.0.1', '127.1.2.3', '169.254.169.254', '172.16.0.1', '192.0.0.1',
  '192.0.2.1', '192.168.0.1', '198.18.0.1', '198.51.100.1', '203.0.113.1', '224.0.0.1', '240.0.0.1',
  '255.255.255.255', '::', '::1', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd00::1', 'ff02::1', 'fec0::1',
  '2001:db8::1', '2001::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '::ffff:10.0.0.1',
  '64:ff9b::7f00:1', '64:ff9b::a9fe:a9fe', '2002:7f00:1::', '2002:c0a8:1::1', '::7f00:1',
];

describe('SSRF matrix: every non-public range is refused before connecting', () => {
  test.each(NON_PUBLIC)('resolving to %s', async (ip) => {
    const connect = noConnect();
    const err = await refusal(guardedFetch('https://target.example/', opts(async () => [ip], connect)));
    expect(err.reason).toBe('non_public_address');
    expect(err.message).not.toContain(ip);
    expect(connect).not.toHaveBeenCalled();
  });

  test.each([
    'https://127.0.0.1/', 'https://0177.0.0.1/', 'https://2130706433/', 'https://0x7f.1/', 'https://[::]/',
    'https://[::1]/', 'https://[::ffff:127.0.0.1]/', 'https://[::ffff:7f00:1]/', 'https://169.254.169.254/latest/',
    'https://0251.0376.0251.0376/', 'https://localhost/', 'https://x.localhost/', 'https://[64:ff9b::10.0.0.1]/',
  ])('IP-literal and local URL %s, without even a lookup', async (url) => {
    const resolve = mock(async () => [PUBLIC_IP]);
    const connect = noConnect();
    expect((await refusal(guardedFetch(url, opts(resolve, connect)))).reason).toBe('non_public_address');
    expect(resolve).not.toHaveBeenCalled();
    expect(connect).not.toHaveBeenCalled();
  });

  test.each([
    [[PUBLIC_IP, '127.0.0.1']],
    [['10.0.0.1', PUBLIC_IP]],
    [[PUBLIC_IP, '2606:2800:220:1::1', 'fd00::1']],
  ])('a name with any non-public address (%p) is refused', async (addresses) => {
    const connect = noConnect();
    expect((await refusal(guardedFetch('https://mixed.example/', opts(async () => addresses, connect)))).reason).toBe(
      'non_public_address',
    );
    expect(connect).not.toHaveBeenCalled();
  });

  test.each(['http://example.com/', 'https://u:p@example.com/', 'ftp://example.com/'])('%s is refused by syntax', async (url) => {
    const connect = noConnect();
    const err = await refusal(guardedFetch(url, opts(async () => [PUBLIC_IP], connect)));
    expect(['not_https', 'credentials_in_url']).toContain(err.reason);
    expect(connect).not.toHaveBeenCalled();
  });
});

const suite = HAS_OPENSSL ? describe : describe.skip;
let server: TestHttpsServer;

beforeAll(async () => {
  if (!HAS_OPENSSL) return;
  server = await startHttpsServer((req, res) => {
    if (req.url === '/to-internal') return void res.writeHead(302, { location: 'https://internal.scan.test/admin' }).end();
    if (req.url === '/to-metadata') return void res.writeHead(302, { location: 'https://169.254.169.254/' }).end();
    res.end('public page');
  });
});
afterAll(() => server?.close());

/** A spy that accepts only the public address and delivers the request to the loopback test server. */
function toLoopback() {
  return mock<Connect>((target, init) => {
    const url = new URL(target);
    if (url.hostname !== PUBLIC_IP) throw new Error(`connect asked for ${url.hostname}, not the vetted address`);
    url.hostname = '127.0.0.1';
    return fetch(url.href, init);
  });
}

suite('SSRF: redirects and DNS rebinding', () => {
  const tls = () => ({ caCert: testPki().caCert });

  test('a redirect to a name that resolves to loopback is refused before the second connection', async () => {
    const resolve = mock(async (h: string) => (h === 'internal.scan.test' ? ['127.0.0.1'] : [PUBLIC_IP]));
    const connect = toLoopback();
    const err = await refusal(guardedFetch(`https://scan.test:${server.port}/to-internal`, opts(resolve, connect, tls())));
    expect(err.reason).toBe('non_public_address');
    expect(connect).toHaveBeenCalledTimes(1);
    expect(resolve.mock.calls.map((c) => c[0])).toEqual(['scan.test', 'internal.scan.test']);
  });

  test('a redirect to the metadata address is refused before connecting', async () => {
    const connect = toLoopback();
    const err = await refusal(guardedFetch(`https://scan.test:${server.port}/to-metadata`, opts(async () => [PUBLIC_IP], connect, tls())));
    expect(err.reason).toBe('non_public_address');
    expect(connect).toHaveBeenCalledTimes(1);
  });

  test('DNS rebinding: the name is resolved once, and the vetted address is the one connected to', async () => {
    // First answer public, every later one loopback: a second lookup would connect to 127.0.0.1.
    let calls = 0;
    const resolve = mock(async () => (calls++ === 0 ? [PUBLIC_IP] : ['127.0.0.1']));
    const connect = toLoopback();
    const res = await guardedFetch(`https://scan.test:${server.port}/page`, opts(resolve, connect, tls()));
    expect(res.address).toBe(PUBLIC_IP);
    expect(new TextDecoder().decode(res.body)).toBe('public page');
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenCalledTimes(1);
    const [target, init] = connect.mock.calls[0];
    expect(target).toBe(`https://${PUBLIC_IP}:${server.port}/page`);
    expect(new Headers(init.headers).get('host')).toBe(`scan.test:${server.port}`);
    expect(init.tls?.serverName).toBe('scan.test');
    expect(init.redirect).toBe('manual');
    expect(server.seen.at(-1)).toMatchObject({ host: `scan.test:${server.port}`, sni: 'scan.test' });
  });

  test('an IPv6 vetted address is bracketed in the target URL', async () => {
    const connect = mock<Connect>(async () => new Response('ok'));
    const res = await guardedFetch('https://v6.example/x', opts(async () => ['2606:2800:220:1::1'], connect));
    expect(res.address).toBe('2606:2800:220:1::1');
    expect(connect.mock.calls[0][0]).toBe('https://[2606:2800:220:1::1]:443/x');
  });
});
