import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every bundled pack rules/<category>/<pack>.json, parsed. The single-binary build swaps this module for inlined JSON. */
export function bundledPacks(): Array<{ file: string; pack: unknown }> {
  const root = join(import.meta.dir, '../../../rules');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
    .sort()
    .map((f) => ({ file: `rules/${f.replaceAll('\\', '/')}`, pack: JSON.parse(readFileSync(join(root, f), 'utf8')) }));
}
