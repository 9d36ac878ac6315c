/**
 * L2 injection detector: the hashed n-gram logistic-regression model in models/l2-injection (model card there).
 * Pure TypeScript, well under a millisecond per chunk; scores are calibrated so 0.5 is the operating threshold.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundledModelsDir } from '../model-files.ts';
import type { ChunkScore, LoadedModel, ModelDetector } from '../model-types.ts';
import { NgramModel, decodeWeights, validateConfig } from './ngram-model.ts';

/** The model's folder under a models directory (default: the bundled models, which the binary unpacks). */
export function l2InjectionDir(modelsDir: string = bundledModelsDir()): string {
  return join(modelsDir, 'l2-injection');
}

/**
 * Reads one model file. The only file access of this detector, so a bundled build can swap it for embedded
 * assets. Throws with a message naming the file. Synchronous: config.json is needed at construction (version,
 * band) and weights.bin is 2 MB, read once per worker.
 */
export function readModelFile(dir: string, name: string): Uint8Array {
  const path = resolve(dir, name);
  try {
    return new Uint8Array(readFileSync(path));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new Error(`L2 model file ${path} could not be read${code === 'ENOENT' ? ': it does not exist' : `: ${(e as Error).message}`}`);
  }
}

interface Meta { version: string; band: { low: number; high: number }; weights_sha256?: string }

/** Version and band from config.json, read synchronously at construction (small file) so they are known before load(). */
function readMeta(dir: string): Meta {
  try {
    const c = JSON.parse(new TextDecoder().decode(readModelFile(dir, 'config.json'))) as Partial<Meta>;
    if (typeof c.version === 'string' && c.band && typeof c.band.low === 'number' && typeof c.band.high === 'number') {
      // The weights' hash is part of the version, so cached scores never outlive retrained weights.
      return { version: `${c.version}+${String(c.weights_sha256 ?? '').slice(0, 12)}`, band: c.band };
    }
  } catch {
    /* load() reports the problem with the file named */
  }
  return { version: 'unavailable', band: { low: 0, high: 1 } };
}

/** Creates the L2 injection detector; modelDir defaults to l2-injection under the bundled models. */
export function createL2InjectionDetector(modelDir: string = l2InjectionDir()): ModelDetector {
  const meta = readMeta(modelDir);
  return {
    id: 'l2.injection.ngram',
    category: 'injection',
    level: 'L2',
    kind: 'model',
    version: meta.version,
    label: 'injection',
    band: meta.band,
    async load(): Promise<LoadedModel> {
      const cfgName = resolve(modelDir, 'config.json');
      const cfgBytes = readModelFile(modelDir, 'config.json');
      let parsed: unknown;
      try {
        parsed = JSON.parse(new TextDecoder().decode(cfgBytes));
      } catch (e) {
        throw new Error(`L2 model file ${cfgName} is corrupt: ${(e as Error).message}`);
      }
      const config = validateConfig(parsed, cfgName);
      const weightsName = resolve(modelDir, config.weights_file);
      const { weights, bias } = decodeWeights(readModelFile(modelDir, config.weights_file), config, weightsName);
      const model = new NgramModel(config, weights, bias);
      return {
        async score(texts: string[]): Promise<ChunkScore[]> {
          return texts.map((t) => model.score(t));
        },
      };
    },
  };
}
