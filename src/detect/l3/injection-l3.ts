/** The L3 prompt-injection detector: the project's own small BERT classifier (models/l3-injection/README.md). */
import type { ModelDetector } from '../model-types.ts';
import { bundledModelsDir } from '../model-files.ts';
import { createTransformerDetector } from './transformer-model.ts';

export const L3_INJECTION_ID = 'l3.injection.bert';

export function createL3InjectionDetector(modelsDir = bundledModelsDir(), threads = 1): ModelDetector {
  return createTransformerDetector({ modelsDir, name: 'l3-injection', id: L3_INJECTION_ID, category: 'injection', label: 'injection', threads });
}
