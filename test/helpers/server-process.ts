/** Runs `bun src/main.ts serve` as a real child process, for crash and signal tests. */
import { join } from 'node:path';
import type { Subprocess } from 'bun';

const ROOT = join(import.meta.dir, '..', '..');

export interface ServerProcess {
  url: string;
  proc: Subprocess<'ignore', 'pipe', 'pipe'>;
  post(body: unknown, headers?: Record<string, string>): Promise<Response>;
  get(path: string): Promise<Response>;
}

/** Starts the server on a free port over `dataDir` and waits for its `listening on` line. */
export async function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const proc = Bun.spawn([process.execPath, 'src/main.ts', 'serve', '--port', '0', '--data', dataDir], {
    cwd: ROOT, env: { ...process.env, SCANWARD_LOG_LEVEL: 'warn', ...env }, stdin: 'ignore', stdout: 'pipe', stderr: 'pipe',
  });
  const url = await readListeningUrl(proc, 15_000);
  return {
    url,
    proc,
    post: (body, headers = {}) => fetch(`${url}/api/v1/scan`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body),
    }),
    get: (path) => fetch(`${url}${path}`),
  };
}

async function readListeningUrl(proc: Subprocess<'ignore', 'pipe', 'pipe'>, ms: number): Promise<string> {
  const reader = proc.stdout.getReader();
  const timer = setTimeout(() => proc.kill('SIGKILL'), ms);
  let seen = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`server exited before listening: ${seen}${await new Response(proc.stderr).text()}`);
      seen += new TextDecoder().decode(value);
      const m = seen.match(/listening on (http:\/\/\S+)/);
      if (m) return m[1];
    }
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}
