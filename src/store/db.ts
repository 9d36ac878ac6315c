/**
 * The embedded LMDB environment under the data directory. One environment, one named database per record
 * kind, so jobs, keys and usage counters can share transactions (LMDB is multi-process safe, which lets the
 * admin CLI work while the server runs).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { open, type RootDatabase } from 'lmdb';

export type Db = RootDatabase;

/** Opens (creating if needed) the environment at `<dataDir>/scanward.mdb`. */
export function openDb(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  return open({
    path: join(dataDir, 'scanward.mdb'),
    maxDbs: 16,
    // Records are JSON-like objects; msgpack (lmdb's default) keeps them compact.
    encoding: 'msgpack',
    // Ordered-binary keys let expiry indexes be range-scanned by time.
    keyEncoding: 'ordered-binary',
  });
}
