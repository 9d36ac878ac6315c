/**
 * The build plugins against the installed packages: a dependency upgrade that moves the code a plugin rewrites fails
 * here, not only in `bun scripts/build.ts`. Bundles to a temp dir (no --compile), a few seconds.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  collectModelFiles,
  embeddedModelsPlugin,
  hostCompileTarget,
  modelSetHash,
  onnxruntimeNodeAddonPlugin,
  onnxruntimeNodeFiles,
  parseCompileTarget,
  sharpStubPlugin,
  transformersOnnxRequirePlugin,
} from './build-plugins.ts';

const root = resolve(import.meta.dir, '..');
const work = mkdtempSync(join(tmpdir(), 'scanward-build-plugins-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function bundle(name: string, source: string, plugins: Bun.BunPlugin[]): Promise<string> {
  // Inside node_modules (git-ignored), so packages resolve from the project without touching the working tree.
  const dir = join(root, 'node_modules', '.scanward-build-plugins-test');
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, `${process.pid}-${name}.ts`);
  writeFileSync(entry, source);
  try {
    const out = await Bun.build({ entrypoints: [entry], target: 'bun', format: 'esm', plugins, outdir: join(work, name), throw: true });
    return (await Promise.all(out.outputs.filter((o) => o.kind === 'entry-point' || o.kind === 'chunk').map((o) => o.text()))).join('\n');
  } finally {
    rmSync(entry, { force: true });
  }
}

describe('onnxruntime-node and transformers.js rewrites', () => {
  test.skipIf(!hostCompileTarget().startsWith('bun-linux-x64'))('bundle onnxruntime-node from transformers.js with the binding preload and sharp stubbed', async () => {
    const files = onnxruntimeNodeFiles(root, parseCompileTarget('bun-linux-x64'));
    const ort = onnxruntimeNodeAddonPlugin({
      files,
      embedded: { path: files.library, size: 1, sha256: '0'.repeat(64) },
      preloadModule: join(root, 'src/detect/bundled-models.ts'),
    });
    const tf = transformersOnnxRequirePlugin();
    const sharp = sharpStubPlugin();
    const js = await bundle('ort', "export * as tf from '@huggingface/transformers';\n", [tf.plugin, ort.plugin, sharp.plugin]);
    expect(tf.hits()).toBe(1);
    expect(ort.hits()).toBe(1);
    expect(sharp.hits()).toBeGreaterThan(0);
    expect(js).toContain('preloadNativeLibrary');
    expect(js).toContain('"libonnxruntime.so.1"');
    expect(js).not.toContain('requireFromHere("onnxruntime-node")');
    expect(js).not.toContain('onnxruntime_binding.node`');
  }, 60_000);
});

describe('embedded models', () => {
  const models = join(work, 'models');
  mkdirSync(join(models, 'l3-x', 'onnx'), { recursive: true });
  mkdirSync(join(models, 'l2-x'), { recursive: true });
  writeFileSync(join(models, 'l3-x', 'config.json'), '{"a":1}');
  writeFileSync(join(models, 'l3-x', 'onnx', 'model.onnx'), 'onnx bytes');
  writeFileSync(join(models, 'l3-x', 'README.md'), 'model card');
  writeFileSync(join(models, 'l3-x', '.hidden'), 'x');
  writeFileSync(join(models, 'l2-x', 'weights.bin'), new Uint8Array([1, 2, 3]));

  test('collects every file but dotfiles and model cards, sorted, with digests; the set hash follows content', async () => {
    const files = await collectModelFiles(models, ['l3-x', 'l2-x']);
    expect(files.map((f) => f.rel)).toEqual(['l2-x/weights.bin', 'l3-x/config.json', 'l3-x/onnx/model.onnx']);
    expect(files[0].size).toBe(3);
    expect(files[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    const hash = modelSetHash(files);
    expect(modelSetHash(await collectModelFiles(models, ['l2-x', 'l3-x']))).toBe(hash);
    writeFileSync(join(models, 'l2-x', 'weights.bin'), new Uint8Array([1, 2, 4]));
    expect(modelSetHash(await collectModelFiles(models, ['l2-x', 'l3-x']))).not.toBe(hash);
  });

  test('the generated module embeds each file and lists it', async () => {
    const files = await collectModelFiles(models, ['l2-x']);
    const plugin = embeddedModelsPlugin({ modulePath: join(root, 'src/detect/embedded-files.ts'), files });
    const js = await bundle('models', `export { EMBEDDED_MODELS } from ${JSON.stringify(join(root, 'src/detect/embedded-files.ts'))};\n`, [plugin.plugin]);
    expect(plugin.hits()).toBe(1);
    expect(js).toContain('"l2-x/weights.bin"');
    expect(js).toContain(plugin.hash);
  });
});
