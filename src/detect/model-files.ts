/**
 * Where the bundled model files live. From a checkout: the repository's models/ folder. The single binary embeds
 * them and unpacks them into its data dir (src/detect/bundled-models.ts). SCANWARD_BUNDLED_MODELS_DIR overrides both.
 */
import { fileURLToPath } from 'node:url';
import { embeddedModelsDir } from './bundled-models.ts';

export function bundledModelsDir(): string {
  return process.env.SCANWARD_BUNDLED_MODELS_DIR || embeddedModelsDir() || fileURLToPath(new URL('../../models/', import.meta.url));
}
