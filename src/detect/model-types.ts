/**
 * The contract of a model detector (L2, L3): a classifier that scores whole chunks. The cascade in
 * jobs/cascade.ts decides which chunks each model sees, caches scores by chunk hash and turns them into
 * findings; a model only loads its weights and scores texts.
 */
import type { Category } from './types.ts';

/** One chunk's score from a model. */
export interface ChunkScore {
  /**
   * Calibrated probability of the positive class in [0, 1]. 0.5 is the model's operating threshold
   * (chosen on chunked clean documents, see its model card), so fusion can compare it with rule scores.
   */
  score: number;
  /** The part of the chunk the score rests on most, UTF-16 offsets relative to the chunk text; whole chunk if absent. */
  span?: { start: number; end: number };
  /** Human-readable reasons, e.g. the n-grams that weighed most. Shown in the finding's explanation. */
  reasons?: string[];
}

/** A model loaded and ready to score. */
export interface LoadedModel {
  /** Scores each text independently; the result has one entry per text, in order. */
  score(texts: string[]): Promise<ChunkScore[]>;
}

/**
 * The model's band on dev chunks: at or below `low` the cascade settles a chunk as clean without the next level;
 * at or above `high` its precision was ≥ 99 % on dev chunks (reported in the card; the cascade still asks L3 to
 * confirm such chunks when L3 runs, see cascade.ts).
 */
export interface CascadeBand {
  low: number;
  high: number;
}

export interface ModelDetector {
  /** Stable id, switched by gates.models and listed in `detectors`, e.g. 'l2.injection.ngram'. */
  id: string;
  category: Category;
  level: 'L2' | 'L3';
  kind: 'model';
  /** Changes whenever the weights change: part of the score cache key. */
  version: string;
  /** class_name of a positive finding, e.g. 'injection'. */
  label: string;
  band: CascadeBand;
  /**
   * Loads the weights once per worker thread. Rejects with a message naming the file when it is missing or
   * corrupt; the cascade then reports that level as failed (job degraded) and goes on without it.
   */
  load(): Promise<LoadedModel>;
}
