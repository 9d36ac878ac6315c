import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../../lib/log.ts';
import { fetchSettings, logFetchSettings } from './config.ts';

const dir = mkdtempSync(join(tmpdir(), 'scanward-fetchcfg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

describe('fetchSettings', () => {
  test('defaults: private targets refused, no extra CA', () => {
    expect(fetchSettings({})).toEqual({ allowPrivate: false });
    expect(fetchSettings({ SCANWARD_ALLOW_PRIVATE_TARGETS: '0', SCANWARD_CA_FILE: '' })).toEqual({ allowPrivate: false });
  });

  test('SCANWARD_ALLOW_PRIVATE_TARGETS=1 allows them; anything else but 0/1 is an error', () => {
    expect(fetchSettings({ SCANWARD_ALLOW_PRIVATE_TARGETS: '1' }).allowPrivate).toBe(true);
    for (const v of ['true', 'yes', '2']) expect(() => fetchSettings({ SCANWARD_ALLOW_PRIVATE_TARGETS: v })).toThrow(/must be 1 or 0/);
  });

  test('SCANWARD_CA_FILE is read at once and must hold a PEM certificate', () => {
    const good = join(dir, 'ca.pem');
    writeFileSync(good, PEM);
    expect(fetchSettings({ SCANWARD_CA_FILE: good })).toEqual({ allowPrivate: false, caFile: good, caCert: PEM });
    const bad = join(dir, 'bad.pem');
    writeFileSync(bad, 'not a cert');
    expect(() => fetchSettings({ SCANWARD_CA_FILE: bad })).toThrow(/no PEM certificate/);
    expect(() => fetchSettings({ SCANWARD_CA_FILE: join(dir, 'missing.pem') })).toThrow(/cannot be read/);
  });

  test('allowing private targets is logged as a warning; the default logs nothing', () => {
    const lines: string[] = [];
    const log = createLogger('debug', (l) => lines.push(l));
    logFetchSettings({ allowPrivate: false }, log);
    expect(lines).toEqual([]);
    logFetchSettings({ allowPrivate: true }, log);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'warn' });
    expect(lines[0]).toContain('SCANWARD_ALLOW_PRIVATE_TARGETS');
  });
});
