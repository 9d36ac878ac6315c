/**
 * Where the bundled model files live. From a checkout: the repository's models/ folder. The single-binary
 * build sets SCANWARD_BUNDLED_MODELS_DIR to the folder it unpacks its embedded models into (scripts/build.ts).
 */
import { fileURLToPath } from 'node:url';

export function bundledModelsDir(): string {
  return process.env.SCANWARD_BUNDLED_MODELS_DIR || fileURLToPath(new URL('../../models/', import.meta.url));
}
