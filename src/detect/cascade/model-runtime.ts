/**
 * Loads each model once per worker thread, on first use, and remembers a failed load: a missing or corrupt
 * model file fails that model's level for every job (reported as a Failure), never the worker.
 */
import { ensureEmbeddedModels } from '../bundled-models.ts';
import type { LoadedModel, ModelDetector } from '../model-types.ts';
import { ScoreCache } from './score-cache.ts';

export type LoadResult = { ok: true; model: LoadedModel } | { ok: false; message: string };

export class ModelRuntime {
  /** Told once per model whose load failed (the worker forwards it to the server log). */
  onLoadFailure?: (detectorId: string, message: string) => void;

  constructor(
    cacheEntries?: number,
    readonly cache = new ScoreCache(cacheEntries),
    private readonly loads = new Map<string, Promise<LoadResult>>(),
  ) {}

  /** The same loaded models with a cache that keeps nothing (warm-up, benchmarks of uncached inference). */
  withoutCache(): ModelRuntime {
    const r = new ModelRuntime(0, new ScoreCache(0), this.loads);
    r.onLoadFailure = this.onLoadFailure;
    return r;
  }

  load(d: ModelDetector): Promise<LoadResult> {
    let p = this.loads.get(d.id);
    if (!p) {
      // The single binary writes its embedded model files out on first load (a no-op from a checkout).
      p = ensureEmbeddedModels().then(() => d.load()).then(
        (model): LoadResult => ({ ok: true, model }),
        (err): LoadResult => {
          const message = (err as Error)?.message ?? String(err);
          this.onLoadFailure?.(d.id, message);
          return { ok: false, message };
        },
      );
      this.loads.set(d.id, p);
    }
    return p;
  }
}
