/**
 * An L3 model: a small BERT-style classifier exported to ONNX (int8) and run by transformers.js from local
 * files only (no hub, no network). The folder holds config.json, tokenizer.json, tokenizer_config.json,
 * onnx/model_quantized.onnx and scanward.json (id, version, calibration, cascade band).
 *
 * Calibration: score = sigmoid(((logit_attack − logit_benign) − threshold_logit) · temperature), so the
 * threshold chosen on chunked clean documents maps to 0.5 (see the model card).
 *
 * Input: the chunk as L2 sees it (normalizeForModel: NFKC, lookalike letters folded, zero-width, bidi and tag
 * characters removed or decoded), so text disguised for people reads to the model as the plain text it was trained
 * on. On ordinary text this is what the uncased tokenizer already does (mean score change 0.0002 on 8,391 eval
 * chunks); on the homoglyph variant of the injection eval it keeps the cascade's recall (see the L3 model card).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Category } from '../types.ts';
import type { CascadeBand, ChunkScore, LoadedModel, ModelDetector } from '../model-types.ts';
import { normalizeForModel } from '../l2/ngram-features.ts';
import { guardNative } from '../../lib/native-gate.ts';

export interface TransformerSpec {
  /** Folder holding the model folders (the bundled models/ or SCANWARD_MODELS_DIR). */
  modelsDir: string;
  /** Folder name under modelsDir, e.g. 'l3-injection'. */
  name: string;
  id: string;
  category: Category;
  label: string;
  /** onnxruntime intra-op threads for this worker. */
  threads: number;
}

interface Calibration {
  version: string;
  threshold_logit: number;
  temperature: number;
  band: CascadeBand;
  max_tokens: number;
}

/** Texts scored per onnxruntime call: bounds the padded batch's memory. */
const MAX_BATCH = 8;

export function createTransformerDetector(spec: TransformerSpec): ModelDetector {
  const dir = join(spec.modelsDir, spec.name);
  const calibration = readCalibration(dir);
  return {
    id: spec.id,
    category: spec.category,
    level: 'L3',
    kind: 'model',
    label: spec.label,
    // An unreadable calibration still registers the detector, so requests see the level fail, not vanish.
    version: calibration.ok ? calibration.value.version : 'unavailable',
    band: calibration.ok ? calibration.value.band : { low: 0, high: 1 },
    async load() {
      if (!calibration.ok) throw new Error(calibration.message);
      // Loading the runtime and creating the session are native calls a worker must not be terminated in.
      return guardNative(() => loadModel(spec, dir, calibration.value));
    },
  };
}

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

function readCalibration(dir: string): Read<Calibration> {
  const file = join(dir, 'scanward.json');
  try {
    const c = JSON.parse(readFileSync(file, 'utf8')) as Calibration;
    const finite = [c.threshold_logit, c.temperature, c.band?.low, c.band?.high, c.max_tokens].every(Number.isFinite);
    if (!finite || typeof c.version !== 'string') throw new Error('fields version, threshold_logit, temperature, band, max_tokens required');
    return { ok: true, value: c };
  } catch (err) {
    return { ok: false, message: `model calibration ${file} unreadable: ${(err as Error).message}` };
  }
}

async function loadModel(spec: TransformerSpec, dir: string, cal: Calibration): Promise<LoadedModel> {
  for (const f of ['config.json', 'tokenizer.json', 'onnx/model_quantized.onnx']) {
    if (!existsSync(join(dir, f))) throw new Error(`model file ${join(dir, f)} missing`);
  }
  // Imported on first use: the server and CLI start without paying for the ONNX runtime.
  const tf = await import('@huggingface/transformers');
  tf.env.allowRemoteModels = false;
  tf.env.allowLocalModels = true;
  tf.env.localModelPath = spec.modelsDir.endsWith('/') ? spec.modelsDir : `${spec.modelsDir}/`;
  tf.env.useBrowserCache = false;
  tf.env.useFSCache = false;
  let tokenizer: Awaited<ReturnType<typeof tf.AutoTokenizer.from_pretrained>>;
  let model: Awaited<ReturnType<typeof tf.AutoModelForSequenceClassification.from_pretrained>>;
  try {
    tokenizer = await tf.AutoTokenizer.from_pretrained(spec.name, { local_files_only: true });
    model = await tf.AutoModelForSequenceClassification.from_pretrained(spec.name, {
      local_files_only: true,
      dtype: 'q8',
      device: 'cpu',
      session_options: { intraOpNumThreads: spec.threads, interOpNumThreads: 1, logSeverityLevel: 3 },
    });
  } catch (err) {
    throw new Error(`model ${dir} could not be loaded: ${(err as Error).message}`);
  }
  const maxLength = cal.max_tokens;
  const scoreBatch = async (texts: string[]): Promise<ChunkScore[]> => {
    const plain = texts.map((t) => normalizeForModel(t).text);
    const inputs = tokenizer(plain, { padding: true, truncation: true, max_length: maxLength });
    const { logits } = await guardNative(async () => (await model(inputs)) as { logits: { data: Float32Array } });
    const data = logits.data;
    const out: ChunkScore[] = [];
    for (let i = 0; i < texts.length; i++) {
      const margin = data[2 * i + 1] - data[2 * i];
      out.push({ score: 1 / (1 + Math.exp(-(margin - cal.threshold_logit) * cal.temperature)) });
    }
    return out;
  };
  return {
    async score(texts) {
      const out: ChunkScore[] = [];
      for (let i = 0; i < texts.length; i += MAX_BATCH) out.push(...(await scoreBatch(texts.slice(i, i + MAX_BATCH))));
      return out;
    },
  };
}
