/**
 * Test-time PKI: a throwaway CA and a leaf certificate made with the `openssl` CLI, so HTTPS tests need no
 * committed keys. The leaf names `scan.test`, `*.scan.test`, 127.0.0.1 and ::1 — any other name fails verification.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestPki {
  caCert: string;
  cert: string;
  key: string;
}

/** Whether the `openssl` CLI is on PATH (HTTPS tests skip with a reason when it is not). */
export const HAS_OPENSSL = Bun.which('openssl') !== null;

function openssl(dir: string, args: string[]): void {
  const r = Bun.spawnSync(['openssl', ...args], { cwd: dir, stdout: 'pipe', stderr: 'pipe' });
  if (r.exitCode !== 0) throw new Error(`openssl ${args[0]} failed: ${r.stderr.toString()}`);
}

let cached: TestPki | undefined;

/** The process-wide test CA and leaf (made once; EC P-256 keeps generation fast). */
export function testPki(): TestPki {
  if (cached) return cached;
  const dir = mkdtempSync(join(tmpdir(), 'scanward-pki-'));
  try {
    const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
    openssl(dir, ['req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.crt', '-days', '2', '-subj', '/CN=Scanward Test CA']);
    openssl(dir, ['req', ...ec, '-keyout', 'leaf.key', '-out', 'leaf.csr', '-subj', '/CN=scan.test']);
    writeFileSync(
      join(dir, 'leaf.ext'),
      'subjectAltName=DNS:scan.test,DNS:*.scan.test,IP:127.0.0.1,IP:::1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n',
    );
    const sign = ['-CA', 'ca.crt', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '2', '-extfile', 'leaf.ext'];
    openssl(dir, ['x509', '-req', '-in', 'leaf.csr', ...sign, '-out', 'leaf.crt']);
    const read = (f: string) => readFileSync(join(dir, f), 'utf8');
    cached = { caCert: read('ca.crt'), cert: read('leaf.crt'), key: read('leaf.key') };
    return cached;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
