import { describe, expect, mock, test } from 'bun:test';
import { FetchRefused } from './errors.ts';
import { preflightUrl } from './preflight.ts';

/** A resolver stub that answers `addresses` for every name and counts its calls. */
function stub(addresses: string[]) {
  return mock(async (_host: string) => addresses);
}

async function reason(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'accepted';
  } catch (err) {
    expect(err).toBeInstanceOf(FetchRefused);
    return (err as FetchRefused).reason;
  }
}

describe('preflightUrl: decidable without DNS', () => {
  test.each([
    ['http://example.com/', 'not_https'],
    ['ftp://example.com/', 'not_https'],
    ['file:///etc/passwd', 'not_https'],
    ['javascript:alert(1)', 'not_https'],
    ['not a url', 'invalid_url'],
    ['https://user:pw@example.com/', 'credentials_in_url'],
    ['https://user@example.com/', 'credentials_in_url'],
    ['https://localhost/', 'non_public_address'],
    ['https://LOCALHOST./', 'non_public_address'],
    ['https://api.localhost/', 'non_public_address'],
    ['https://127.0.0.1/', 'non_public_address'],
    ['https://169.254.169.254/latest/meta-data/', 'non_public_address'],
    ['https://2130706433/', 'non_public_address'],
    ['https://0177.0.0.1/', 'non_public_address'],
    ['https://[::1]/', 'non_public_address'],
    ['https://[::ffff:10.0.0.1]/', 'non_public_address'],
    ['https://[fd00::1]:8443/', 'non_public_address'],
  ])('%s → %s, with no lookup', async (url, want) => {
    const resolve = stub(['93.184.216.34']);
    expect(await reason(preflightUrl(url, { allowPrivate: false, resolve }))).toBe(want);
    expect(resolve).not.toHaveBeenCalled();
  });

  test('a public IP literal is accepted without a lookup', async () => {
    const resolve = stub([]);
    expect(await reason(preflightUrl('https://93.184.216.34/', { allowPrivate: false, resolve }))).toBe('accepted');
    expect(await reason(preflightUrl('https://[2606:4700::1111]/', { allowPrivate: false, resolve }))).toBe('accepted');
    expect(resolve).not.toHaveBeenCalled();
  });

  test('allowPrivate lets loopback through but never http or credentials', async () => {
    const opts = { allowPrivate: true, resolve: stub(['127.0.0.1']) };
    expect(await reason(preflightUrl('https://127.0.0.1:8443/', opts))).toBe('accepted');
    expect(await reason(preflightUrl('https://localhost/', opts))).toBe('accepted');
    expect(await reason(preflightUrl('http://127.0.0.1/', opts))).toBe('not_https');
    expect(await reason(preflightUrl('https://a:b@127.0.0.1/', opts))).toBe('credentials_in_url');
  });
});

describe('preflightUrl: DNS answers', () => {
  test.each([
    [['93.184.216.34'], 'accepted'],
    [['93.184.216.34', '2606:2800:220:1::1'], 'accepted'],
    [['10.1.2.3'], 'non_public_address'],
    [['93.184.216.34', '127.0.0.1'], 'non_public_address'],
    [['fd00::5', '93.184.216.34'], 'non_public_address'],
    [[], 'accepted'],
  ])('%p → %s', async (addresses, want) => {
    const resolve = stub(addresses);
    expect(await reason(preflightUrl('https://example.com/page', { allowPrivate: false, resolve }))).toBe(want);
    expect(resolve).toHaveBeenCalledWith('example.com');
  });

  test('a failing lookup is left to the job', async () => {
    const resolve = mock(async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    });
    expect(await reason(preflightUrl('https://nx.example/', { allowPrivate: false, resolve }))).toBe('accepted');
  });

  test('a slow lookup is left to the job after the DNS deadline', async () => {
    const resolve = mock(() => new Promise<string[]>(() => {}));
    const t0 = performance.now();
    expect(await reason(preflightUrl('https://slow.example/', { allowPrivate: false, resolve, dnsTimeoutMs: 50 }))).toBe('accepted');
    expect(performance.now() - t0).toBeLessThan(1_000);
  });

  test('the refusal message names the rule, not the internal address', async () => {
    const err = await preflightUrl('https://intranet.example/', { allowPrivate: false, resolve: stub(['10.9.8.7']) }).catch((e) => e);
    expect(err.message).toContain('intranet.example');
    expect(err.message).toContain('private');
    expect(err.message).not.toContain('10.9.8.7');
  });
});
