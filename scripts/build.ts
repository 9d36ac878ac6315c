/**
 * Builds dist/scanward: one `bun build --compile` executable of src/main.ts that runs from an empty directory,
 * offline, with no node_modules (lmdb's addon and the rule packs are embedded; see scripts/build-plugins.ts).
 *
 * Usage: bun scripts/build.ts [--target bun-linux-x64] [--outfile dist/scanward] [--minify safe|full|none]
 *                             [--no-bytecode] [--root <project dir>]
 *
 * Defaults, measured (median of 5 starts to the 'listening' line):
 * - bytecode: true: real app with rule packs and 2 workers 80-86 ms vs 107 ms without (dev: 189 ms); before the
 *   rules were wired 31-33 vs 61 ms; lab stand-in 19 vs 39 ms. Works with workers and lmdb.
 * - minify "safe" = whitespace + syntax, identifiers kept: Elysia reads handler source text (sucrose) and has had
 *   bugs with renamed identifiers (elysiajs/elysia#1711, #740); "full" measured only ~0.3 MiB and a few ms better.
 * - sourcemap embedded (stack traces show src/ paths and lines) for ~0.6 MiB; the .map files written beside the
 *   binary are not needed at run time and are removed.
 * - models (L2 + L3, see scripts/build-plugins.ts): every registered model's folder models/<level>-<category> is
 *   embedded (the build fails if one is missing) with onnxruntime-node; <outfile>.models.json lists them for
 *   scripts/smoke-binary.sh. Measured with L2 and a stand-in L3 of the production shape (11.5 MiB int8): 165.8 MiB
 *   vs 133.9 MiB without models (libonnxruntime zstd 14.4 MiB, model files 13.5 MiB, transformers.js + binding
 *   ~2.4 MiB). Start to 'listening' is unchanged, since models load only in worker threads on first use: median of
 *   7 interleaved starts 521 vs 493 ms without models (fresh data dir each), 504 vs 596 ms (data dir reused) -
 *   measured while two training jobs held both cores, so only the difference means anything (quiet-machine figures
 *   above: 80-86 ms). A first model load per data dir writes <data>/native/ (44 MiB, ~0.2 s) and <data>/models/.
 * - start time now (`bun scripts/bench-start.ts --runs 7`, quiet machine, 378 rules, L2 + L3 embedded): median
 *   170-190 ms with 2 workers, 125 ms with 1 (the server listens once every worker has validated the rule packs).
 *   Before the worker stopped building keyword automata at creation and importing pdf.js/mammoth/linkedom at start,
 *   a worker took ~1 s to become ready.
 */
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  bundledRulesPlugin,
  collectModelFiles,
  embeddedModelsPlugin,
  lmdbAddonPath,
  lmdbNativeAddonPlugin,
  msgpackrExtractStubPlugin,
  onnxruntimeNodeAddonPlugin,
  onnxruntimeNodeFiles,
  parseCompileTarget,
  sharpStubPlugin,
  transformersOnnxRequirePlugin,
  zstdCached,
  type CountedPlugin,
  type OnnxruntimeNodeFiles,
} from './build-plugins.ts';

/** Worker entry files: each must be an extra entrypoint, or `new Worker(...)` fails in $bunfs (see worker-url.ts). */
const WORKER_ENTRYPOINTS = ['src/jobs/worker.ts'];
const MAIN_ENTRYPOINT = 'src/main.ts';
const RULES_MODULE = 'src/detect/l1/bundled-packs.ts';
const EMBEDDED_FILES_MODULE = 'src/detect/embedded-files.ts';
const PRELOAD_MODULE = 'src/detect/bundled-models.ts';
/** Registers the model detectors; each model's folder is models/<level>-<category> (e.g. models/l3-injection). */
const DETECTORS_MODULE = 'src/detect/index.ts';
/** Where compressed copies of embedded native libraries are cached between builds (git-ignored). */
const EMBED_CACHE = 'build/embed';

const { values: opts } = parseArgs({
  options: {
    root: { type: 'string', default: resolve(import.meta.dir, '..') },
    target: { type: 'string', default: 'bun-linux-x64' },
    outfile: { type: 'string', default: 'dist/scanward' },
    minify: { type: 'string', default: 'safe' },
    'no-bytecode': { type: 'boolean', default: false },
  },
  strict: true,
});

/** Set once Bun has written the executable: a build that fails a later check must not leave it for the smoke test. */
let writtenOutfile: string | undefined;

function fail(message: string): never {
  console.error(`build: ${message}`);
  if (writtenOutfile) rmSync(writtenOutfile, { force: true });
  process.exit(1);
}

const root = resolve(opts.root!);
const outfile = resolve(root, opts.outfile!);
const target = opts.target!.startsWith('bun-') ? opts.target! : `bun-${opts.target}`;
const MINIFY_MODES = {
  safe: { whitespace: true, syntax: true, identifiers: false },
  full: true,
  none: false,
} as const;
if (!(opts.minify! in MINIFY_MODES)) fail(`--minify must be one of ${Object.keys(MINIFY_MODES).join(', ')}`);
const minifyMode = opts.minify as keyof typeof MINIFY_MODES;
const minify = MINIFY_MODES[minifyMode];
const bytecode = !opts['no-bytecode'];

let addon: string;
let ort: OnnxruntimeNodeFiles;
try {
  const platform = parseCompileTarget(target);
  addon = lmdbAddonPath(root, platform);
  ort = onnxruntimeNodeFiles(root, platform);
} catch (err) {
  fail((err as Error).message);
}

/** The registered model detectors and their folders; every folder must exist, or the binary would ship without it. */
async function registeredModelFolders(): Promise<Array<{ id: string; folder: string }>> {
  let detectors: Array<{ id: string; level: string; category: string; version: string }>;
  try {
    const mod = await import(join(root, DETECTORS_MODULE));
    detectors = mod.createModelDetectors(join(root, 'models'), 1);
  } catch (err) {
    fail(`could not list the model detectors of ${DETECTORS_MODULE}: ${(err as Error).message}`);
  }
  const models = detectors.map((d) => ({ id: d.id, folder: `${d.level.toLowerCase()}-${d.category}`, version: d.version }));
  for (const m of models) {
    if (!existsSync(join(root, 'models', m.folder))) {
      fail(`model ${m.id} is registered (${DETECTORS_MODULE}) but its folder models/${m.folder} is missing: train or restore it first`);
    }
    if (m.version === 'unavailable') fail(`model ${m.id}: models/${m.folder} is incomplete (its calibration/config cannot be read)`);
  }
  return models;
}

const models = await registeredModelFolders();
const modelFiles = await collectModelFiles(join(root, 'models'), models.map((m) => m.folder));
const ortLibrary = await zstdCached(ort.library, join(root, EMBED_CACHE));

const lmdb = lmdbNativeAddonPlugin(addon);
const msgpackr = msgpackrExtractStubPlugin();
const sharp = sharpStubPlugin();
const rules = bundledRulesPlugin({ root, modulePath: join(root, RULES_MODULE), rulesDir: join(root, 'rules') });
const transformersOrt = transformersOnnxRequirePlugin();
const ortAddon = onnxruntimeNodeAddonPlugin({ files: ort, embedded: ortLibrary, preloadModule: join(root, PRELOAD_MODULE) });
const embeddedModels = embeddedModelsPlugin({ modulePath: join(root, EMBEDDED_FILES_MODULE), files: modelFiles });
const plugins: CountedPlugin[] = [lmdb, msgpackr, sharp, rules, transformersOrt, ortAddon, embeddedModels];

const entrypoints = [MAIN_ENTRYPOINT, ...WORKER_ENTRYPOINTS].map((e) => join(root, e));
for (const e of entrypoints) {
  if (!Bun.file(e).size) fail(`entrypoint ${relative(root, e)} is missing`);
}
mkdirSync(dirname(outfile), { recursive: true });

const started = performance.now();
let result: Bun.BuildOutput;
try {
  result = await Bun.build({
    entrypoints,
    // Keeps $bunfs paths equal to the source paths (./src/jobs/worker.ts), which worker-url.ts relies on.
    root,
    target: 'bun',
    format: 'esm',
    minify,
    bytecode,
    sourcemap: 'linked',
    plugins: plugins.map((p) => p.plugin),
    compile: {
      target: target as Bun.Build.CompileTarget,
      outfile,
      // The binary must behave the same wherever it is started: ignore .env/bunfig.toml in its working directory.
      autoloadDotenv: false,
      autoloadBunfig: false,
    },
    throw: false,
  });
} catch (err) {
  fail(`Bun.build threw: ${(err as Error).message}`);
}
if (!result.success) {
  rmSync(outfile, { force: true });
  for (const log of result.logs) console.error(log);
  fail('bundling failed');
}
writtenOutfile = outfile;
for (const log of result.logs) console.warn(log);
// Compile embeds the source maps in the executable; the copies written next to it are build litter.
for (const out of result.outputs) {
  if (out.kind === 'sourcemap') rmSync(out.path, { force: true });
}

// A rewrite that silently did not happen gives a binary that only works next to node_modules: refuse it.
if (lmdb.hits() === 0) fail('lmdb native addon was not rewritten (is lmdb still imported? did its code change?)');
if (embeddedModels.hits() === 0) fail(`${EMBEDDED_FILES_MODULE} was not bundled: the models would not be embedded`);
// transformers.js is bundled when an L3 model is registered; then onnxruntime-node must be fully embedded too.
if (transformersOrt.hits() !== ortAddon.hits()) {
  fail(`onnxruntime-node: transformers.js rewritten ${transformersOrt.hits()}x but the binding ${ortAddon.hits()}x (did either package change?)`);
}
if (ortAddon.hits() > 0 && sharp.hits() === 0) fail('transformers.js is bundled but sharp was not stubbed (did its imports change?)');
if (rules.hits() === 0) {
  console.warn(`build: warning: ${RULES_MODULE} is not imported by the app; no rule packs were inlined`);
} else {
  await checkPacksMatchDev();
}

/** The inlined packs must equal what the dev module returns, or the binary would scan with different rules. */
async function checkPacksMatchDev(): Promise<void> {
  let dev: unknown;
  try {
    const mod = await import(join(root, RULES_MODULE));
    dev = mod.bundledPacks();
  } catch (err) {
    fail(`could not run ${RULES_MODULE} to compare with the inlined packs: ${(err as Error).message}`);
  }
  if (!Bun.deepEquals(dev, rules.packs(), true)) {
    const files = (x: unknown) => (Array.isArray(x) ? x.map((p) => p?.file).join(', ') : typeof x);
    fail(
      `inlined rule packs differ from ${RULES_MODULE} in dev (same files, order and "file" names needed)\n` +
        `  dev:     ${files(dev)}\n  inlined: ${files(rules.packs())}`,
    );
  }
}

// What the binary embeds, for scripts/smoke-binary.sh (it checks these models really run): <binary>.models.json.
await Bun.write(`${outfile}.models.json`, `${JSON.stringify({ set: embeddedModels.hash, models: models.map(({ id, folder }) => ({ id, folder })) }, null, 2)}\n`);

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

const size = statSync(outfile).size;
const ms = Math.round(performance.now() - started);
console.log(
  [
    `built ${relative(process.cwd(), outfile) || outfile} (${target}, minify ${minifyMode}${bytecode ? ', bytecode' : ''}) in ${ms} ms`,
    `  size: ${(size / 1024 / 1024).toFixed(1)} MiB (${size} bytes)`,
    `  lmdb addon: ${relative(root, addon)}`,
    `  msgpackr-extract: ${msgpackr.hits() ? 'stubbed' : 'not referenced'}`,
    `  rule packs inlined: ${rules.packs().length}${rules.hits() ? ' (same as dev)' : ''}`,
    `  onnxruntime-node: ${ortAddon.hits() ? `binding + ${relative(root, ort.library)} (${mib(ortLibrary.size)}, embedded zstd ${mib(statSync(ortLibrary.path).size)})` : 'not referenced'}`,
    `  sharp: ${sharp.hits() ? 'stubbed' : 'not referenced'}`,
    `  models embedded: ${models.map((m) => `${m.id} (models/${m.folder})`).join(', ') || 'none'}; ${modelFiles.length} files, ${mib(modelFiles.reduce((n, f) => n + f.size, 0))}, set ${embeddedModels.hash}`,
  ].join('\n'),
);
