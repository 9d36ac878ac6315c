/**
 * Outbound-fetch settings from the environment: SCANWARD_ALLOW_PRIVATE_TARGETS (tests only) and SCANWARD_CA_FILE.
 * Read once per process; a bad value fails at start rather than on the first URL scan.
 */
import { readFileSync } from 'node:fs';
import type { Logger } from '../../lib/log.ts';

/** What guardedFetch and preflightUrl need from the environment. */
export interface FetchSettings {
  /** Loopback/private targets allowed. Only for tests against local servers; logged loudly at start. */
  allowPrivate: boolean;
  /** Extra trusted CA (PEM) from SCANWARD_CA_FILE, added to the bundled roots. */
  caCert?: string;
  caFile?: string;
}

type Env = Record<string, string | undefined>;

function flag(env: Env, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  throw new Error(`${name} must be 1 or 0, got '${raw}'`);
}

function readCa(file: string): string {
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`SCANWARD_CA_FILE cannot be read: ${file} (${(err as Error).message})`);
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) throw new Error(`SCANWARD_CA_FILE holds no PEM certificate: ${file}`);
  return pem;
}

/** Parses the settings from `env`, reading the CA file; throws on invalid values. */
export function fetchSettings(env: Env = process.env): FetchSettings {
  const allowPrivate = flag(env, 'SCANWARD_ALLOW_PRIVATE_TARGETS');
  const caFile = env.SCANWARD_CA_FILE || undefined;
  return caFile ? { allowPrivate, caFile, caCert: readCa(caFile) } : { allowPrivate };
}

let cached: FetchSettings | undefined;

/** The process's settings, read from process.env on first use and kept (the CA file is read once). */
export function currentFetchSettings(): FetchSettings {
  cached ??= fetchSettings(process.env);
  return cached;
}

/** Logs the settings at start; allowing private targets is a warning, as it disables the SSRF guard. */
export function logFetchSettings(settings: FetchSettings, log: Logger): void {
  if (settings.allowPrivate) {
    log.warn('SSRF GUARD RELAXED: SCANWARD_ALLOW_PRIVATE_TARGETS=1 lets URL and MCP scans reach loopback and private addresses; for tests only, never in production');
  }
  if (settings.caFile) log.info('outbound fetch trusts an extra CA', { ca_file: settings.caFile });
}
