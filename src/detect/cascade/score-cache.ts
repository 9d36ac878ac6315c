/**
 * Model scores cached by chunk content across requests (per worker thread). The key is a SHA-256 of the
 * chunk text with the model id and version, so a chunk crafted to collide with a cached benign one is not
 * feasible, and new weights never reuse old scores. Bounded: least recently used entries go first.
 */
import type { ChunkScore } from '../model-types.ts';

export const DEFAULT_CACHE_ENTRIES = 20_000;

export class ScoreCache {
  private readonly entries = new Map<string, ChunkScore>();
  constructor(private readonly maxEntries = DEFAULT_CACHE_ENTRIES) {}

  static key(modelId: string, version: string, text: string): string {
    const h = new Bun.CryptoHasher('sha256');
    h.update(`${modelId}\u0000${version}\u0000`);
    h.update(text);
    return h.digest('base64');
  }

  get(key: string): ChunkScore | undefined {
    const hit = this.entries.get(key);
    if (hit === undefined) return undefined;
    // Re-insert so Map order stays least-recently-used first.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, score: ChunkScore): void {
    if (this.maxEntries <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, score);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** False when built with no room (0 entries): callers skip hashing altogether. */
  get enabled(): boolean {
    return this.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }
}
