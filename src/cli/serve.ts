/** `scanward serve`: starts the API and stops it gracefully on SIGTERM/SIGINT. */
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { ParsedArgs } from './args.ts';

export const SERVE_HELP = `Usage: scanward serve [--host HOST] [--port PORT] [--data DIR]

Serves the Scan API (POST /api/v1/scan, GET /api/v1/scan/{job_id}), OpenAPI at /openapi.
  --host HOST   address to bind (env SCANWARD_HOST, default 127.0.0.1)
  --port PORT   port to bind, 0 for any free port (env SCANWARD_PORT, default 8787)
  --data DIR    data directory holding the LMDB store (env SCANWARD_DATA, default ./data)
Other settings are environment variables: see the README's configuration table.`;

/** Runs the server until a signal arrives. */
export async function serve(args: ParsedArgs): Promise<void> {
  const port = args.flags.port === undefined ? undefined : Number(args.flags.port);
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) throw new Error('--port must be 0..65535');
  const config = loadConfig(process.env, {
    host: str(args.flags.host),
    port,
    dataDir: str(args.flags.data),
  });
  const app = await createApp(config);
  const url = await app.listen();
  console.log(`listening on ${url}`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info('shutting down', { signal });
    await app.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

function str(v: string | true | undefined): string | undefined {
  if (v === true) throw new Error('flag needs a value');
  return v;
}
