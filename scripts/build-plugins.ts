/**
 * Bun build plugins for `bun build --compile` of Scanward: one factory per concern.
 *
 * A compiled executable only contains what the bundler can see statically. Packages that find files at run time
 * (native addons located with node-gyp-build, data read from disk) must be rewritten here so their files are
 * embedded, or stubbed so the binary never reaches for the build machine's node_modules.
 *
 * Each factory returns a plugin plus a `hits` counter, so scripts/build.ts can fail when a rewrite that must happen
 * did not (e.g. a dependency upgrade moved the code a plugin patches).
 *
 * What is embedded and how (each its own factory below):
 * - lmdb's N-API addon: static import of the .node (Bun writes it to $TMPDIR at run time and loads it).
 * - msgpackr-extract, sharp: stubbed (pure-JS msgpackr is used; transformers.js imports sharp but no images are
 *   processed).
 * - rule packs: inlined as a literal.
 * - onnxruntime-node (transformers.js, L3 models): transformers.js's createRequire("onnxruntime-node") becomes a
 *   static require; the binding's dynamic require becomes a static one of its .node, preceded by a generated module
 *   that writes the embedded (zstd-compressed) libonnxruntime.so.1 into the data dir and dlopens it, so the
 *   binding's DT_NEEDED is already satisfied. onnxruntime-web needs nothing: transformers.js inlines its JS (the
 *   Node path never uses it) and its .wasm is never loaded.
 * - model folders (models/l2-*, models/l3-*): every file imported `with { type: 'file' }` by a generated
 *   src/detect/embedded-files.ts; src/detect/bundled-models.ts unpacks them into the data dir on first model load.
 *
 * Later concerns: a darwin/windows binary would need onnxruntime's .dylib/.dll named per platform (only linux is
 * wired: onnxruntimeNodeFiles throws for others); the embedded library and models cost ~15 MiB + the models' size
 * per binary, and their first unpack ~0.2 s per data dir.
 */
import type { BunPlugin } from 'bun';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';

/** A plugin together with how many times it rewrote something during the last build. */
export interface CountedPlugin {
  plugin: BunPlugin;
  hits: () => number;
}

/** The platform a compile targets, e.g. { os: 'linux', arch: 'x64', libc: 'glibc' }. */
export interface TargetPlatform {
  os: 'linux' | 'darwin' | 'win32';
  arch: 'x64' | 'arm64';
  libc?: 'glibc' | 'musl';
}

/** Parses a Bun compile target such as `bun-linux-x64`, `bun-linux-arm64-musl`, `bun-linux-x64-baseline`. */
export function parseCompileTarget(target: string): TargetPlatform {
  const parts = target.replace(/^bun-/, '').split('-');
  const osName = parts[0] === 'windows' ? 'win32' : parts[0];
  const arch = parts[1];
  if (osName !== 'linux' && osName !== 'darwin' && osName !== 'win32') {
    throw new Error(`unsupported compile target "${target}": os must be linux, darwin or windows`);
  }
  if (arch !== 'x64' && arch !== 'arm64') {
    throw new Error(`unsupported compile target "${target}": arch must be x64 or arm64`);
  }
  const libc = osName === 'linux' ? (parts.includes('musl') ? 'musl' : 'glibc') : undefined;
  return { os: osName, arch, libc };
}

/** The compile target for the machine running the build (`bun-<os>-<arch>`). */
export function hostCompileTarget(): string {
  const osName = process.platform === 'win32' ? 'windows' : process.platform;
  return `bun-${osName}-${process.arch}`;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Path of a file inside node_modules, as a regex that matches with / or \ separators. */
function nodeModulesFile(pkg: string, file: string): RegExp {
  return new RegExp(`[\\\\/]node_modules[\\\\/]${escapeRegExp(pkg)}[\\\\/]${file.split('/').map(escapeRegExp).join('[\\\\/]')}$`);
}

/**
 * Finds lmdb's prebuilt N-API addon for the target inside the installed `@lmdb/lmdb-<os>-<arch>` package.
 * Only the package for the build machine is normally installed, so cross-compiling needs it installed by hand.
 */
export function lmdbAddonPath(root: string, target: TargetPlatform): string {
  const pkg = `@lmdb/lmdb-${target.os}-${target.arch}`;
  const fileName = target.os === 'linux' ? `node.napi.${target.libc}.node` : 'node.napi.node';
  let pkgDir: string;
  try {
    pkgDir = dirname(Bun.resolveSync(`${pkg}/package.json`, join(root, 'node_modules', 'lmdb')));
  } catch {
    throw new Error(
      `lmdb native addon: package ${pkg} is not installed, so a ${target.os}-${target.arch} binary cannot embed ` +
        `lmdb. Build on that platform, or install ${pkg} (same version as lmdb) before building.`,
    );
  }
  const file = join(pkgDir, fileName);
  if (!existsSync(file)) {
    const found = readdirSync(pkgDir).filter((f) => f.endsWith('.node'));
    throw new Error(`lmdb native addon: ${file} not found (the package holds: ${found.join(', ') || 'no .node files'})`);
  }
  return file;
}

/**
 * lmdb locates its addon at run time with node-gyp-build-optional-packages (a dynamic require the bundler cannot
 * follow), which fails inside $bunfs. Rewrite that call into a static import of the addon so Bun embeds the .node
 * file and loads it from $TMPDIR at run time. Patches both lmdb entry files (ESM native.js and the CJS bundle) and
 * fails the build if the expected code is not there (an lmdb upgrade changed it).
 */
export function lmdbNativeAddonPlugin(addonPath: string): CountedPlugin {
  let hits = 0;
  const esmImport = "import loadNAPI from 'node-gyp-build-optional-packages';";
  const cjsRequire = "var loadNAPI = require('node-gyp-build-optional-packages');";
  const plugin: BunPlugin = {
    name: 'scanward-lmdb-native-addon',
    setup(build) {
      build.onLoad({ filter: nodeModulesFile('lmdb', 'native.js') }, async ({ path }) => {
        const src = await Bun.file(path).text();
        if (!src.includes(esmImport)) throw new Error(`lmdb native addon: "${esmImport}" not found in ${path}`);
        hits++;
        const patched = src.replace(
          esmImport,
          `import __lmdbAddon from ${JSON.stringify(addonPath)};\nconst loadNAPI = () => __lmdbAddon;`,
        );
        return { contents: patched, loader: 'js' };
      });
      build.onLoad({ filter: nodeModulesFile('lmdb', 'dist/index.cjs') }, async ({ path }) => {
        const src = await Bun.file(path).text();
        if (!src.includes(cjsRequire)) throw new Error(`lmdb native addon: "${cjsRequire}" not found in ${path}`);
        hits++;
        const patched = src.replace(
          cjsRequire,
          `var loadNAPI = function () { return require(${JSON.stringify(addonPath)}); };`,
        );
        return { contents: patched, loader: 'js' };
      });
    },
  };
  return { plugin, hits: () => hits };
}

/**
 * msgpackr (used by lmdb) tries `require('msgpackr-extract')`, a native accelerator it treats as optional. Bundled,
 * that package resolves its own .node at run time from the build machine's node_modules path, so a binary that
 * "works" on the build machine breaks elsewhere. Stub it: msgpackr catches the failure and uses pure JS.
 */
export function msgpackrExtractStubPlugin(): CountedPlugin {
  return stubModulePlugin('msgpackr-extract', "throw new Error('msgpackr-extract is not bundled (pure-JS msgpackr is used)');");
}

/**
 * transformers.js imports sharp (image loading) at module level and throws if its default export is falsy. The
 * scanner processes no images: a stub whose default export throws when called keeps sharp's native addon and libvips
 * out of the binary.
 */
export function sharpStubPlugin(): CountedPlugin {
  return stubModulePlugin(
    'sharp',
    "export default function sharp() { throw new Error('sharp is not bundled: Scanward processes no images'); }",
  );
}

/** Replaces every import of the bare specifier `name` with a module of the given source. */
function stubModulePlugin(name: string, contents: string): CountedPlugin {
  let hits = 0;
  const plugin: BunPlugin = {
    name: `scanward-stub-${name}`,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${escapeRegExp(name)}$`) }, () => {
        hits++;
        return { path: name, namespace: 'scanward-stub' };
      });
      build.onLoad({ filter: new RegExp(`^${escapeRegExp(name)}$`), namespace: 'scanward-stub' }, () => ({ contents, loader: 'js' }));
    },
  };
  return { plugin, hits: () => hits };
}

/**
 * Every rule pack under rulesDir (rules/**\/*.json except *.schema.json), sorted, each with `file` = its path from
 * the project root with forward slashes ("rules/pii/email.json"), as bundledPacks() returns them in dev.
 */
export async function collectRulePacks(root: string, rulesDir: string): Promise<Array<{ file: string; pack: unknown }>> {
  if (!existsSync(rulesDir)) return [];
  const files: string[] = [];
  for await (const f of new Bun.Glob('**/*.json').scan({ cwd: rulesDir, onlyFiles: true })) {
    if (!f.endsWith('.schema.json')) files.push(f);
  }
  files.sort();
  const packs: Array<{ file: string; pack: unknown }> = [];
  for (const f of files) {
    const path = join(rulesDir, f);
    const file = relative(root, path).split(sep).join('/');
    try {
      packs.push({ file, pack: JSON.parse(await Bun.file(path).text()) });
    } catch (err) {
      throw new Error(`rules: ${file} is not valid JSON: ${(err as Error).message}`);
    }
  }
  return packs;
}

/**
 * In dev, src/detect/l1/bundled-packs.ts reads rules/ from disk; the binary has no rules/ directory. Replace the
 * module with one that returns the packs as a literal, read at build time. Any other file named like it is an
 * error, so a moved module cannot silently keep reading from disk in the binary.
 */
export function bundledRulesPlugin(opts: { root: string; modulePath: string; rulesDir: string }): CountedPlugin & {
  packs: () => Array<{ file: string; pack: unknown }>;
} {
  let hits = 0;
  let packs: Array<{ file: string; pack: unknown }> = [];
  const base = basename(opts.modulePath);
  const plugin: BunPlugin = {
    name: 'scanward-inline-rules',
    setup(build) {
      build.onLoad({ filter: new RegExp(`[\\\\/]${escapeRegExp(base)}$`) }, async ({ path }) => {
        if (path !== opts.modulePath) {
          throw new Error(`rules: ${path} looks like the rule-pack module but the build expects ${opts.modulePath}`);
        }
        packs = await collectRulePacks(opts.root, opts.rulesDir);
        hits++;
        const contents =
          '// Generated at build time by scripts/build-plugins.ts (bundledRulesPlugin) from rules/**/*.json.\n' +
          `export function bundledPacks() {\n  return ${JSON.stringify(packs)};\n}\n`;
        return { contents, loader: 'ts' };
      });
    },
  };
  return { plugin, hits: () => hits, packs: () => packs };
}

/** onnxruntime-node's files for a target: its N-API binding and the shared library the binding links against. */
export interface OnnxruntimeNodeFiles {
  binding: string;
  library: string;
  /** The library's SONAME (what the binding's DT_NEEDED asks for). */
  libraryName: string;
  /** One exported function of the library that takes no arguments (for bun:ffi's dlopen). */
  librarySymbol: string;
}

/** Finds onnxruntime-node's binding and libonnxruntime for the target, as installed for @huggingface/transformers. */
export function onnxruntimeNodeFiles(root: string, target: TargetPlatform): OnnxruntimeNodeFiles {
  if (target.os !== 'linux' || target.libc !== 'glibc') {
    throw new Error(`onnxruntime-node: only linux (glibc) binaries are wired (libonnxruntime.so.1); target is ${target.os}-${target.arch}${target.libc ? `-${target.libc}` : ''}`);
  }
  let pkgDir: string;
  try {
    pkgDir = dirname(Bun.resolveSync('onnxruntime-node/package.json', join(root, 'node_modules', '@huggingface', 'transformers')));
  } catch {
    throw new Error('onnxruntime-node: not installed (it comes with @huggingface/transformers); run bun install');
  }
  const dir = join(pkgDir, 'bin', 'napi-v6', target.os, target.arch);
  const files = { binding: join(dir, 'onnxruntime_binding.node'), library: join(dir, 'libonnxruntime.so.1') };
  for (const f of Object.values(files)) {
    if (!existsSync(f)) throw new Error(`onnxruntime-node: ${f} not found (the CPU binding ships in the package)`);
  }
  return { ...files, libraryName: 'libonnxruntime.so.1', librarySymbol: 'OrtGetApiBase' };
}

/** A file's size and sha256 (hex). */
export async function fileDigest(path: string): Promise<{ size: number; sha256: string }> {
  const bytes = await Bun.file(path).bytes();
  return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * zstd-compresses a file into cacheDir (named by its sha256, reused by later builds): libonnxruntime.so.1 is 44 MiB,
 * 14 MiB compressed, and decompresses in ~0.15 s, once per data dir.
 */
export async function zstdCached(path: string, cacheDir: string, level = 10): Promise<{ path: string; size: number; sha256: string }> {
  const digest = await fileDigest(path);
  const out = join(cacheDir, `${basename(path)}.${digest.sha256.slice(0, 16)}.zst`);
  if (!existsSync(out) || statSync(out).size === 0) {
    mkdirSync(cacheDir, { recursive: true });
    const tmp = `${out}.tmp-${process.pid}`;
    await Bun.write(tmp, Bun.zstdCompressSync(await Bun.file(path).bytes(), { level }));
    renameSync(tmp, out);
  }
  return { path: out, ...digest };
}

/**
 * transformers.js (dist/transformers.node.mjs) loads onnxruntime-node with createRequire(import.meta.url), which the
 * bundler cannot follow: rewrite it into a plain require so onnxruntime-node is bundled.
 */
export function transformersOnnxRequirePlugin(): CountedPlugin {
  let hits = 0;
  const dynamic = 'var onnx_node_default = requireFromHere("onnxruntime-node");';
  const plugin: BunPlugin = {
    name: 'scanward-transformers-onnxruntime-require',
    setup(build) {
      build.onLoad({ filter: nodeModulesFile('@huggingface/transformers', 'dist/transformers.node.mjs') }, async ({ path }) => {
        const src = await Bun.file(path).text();
        if (!src.includes(dynamic)) throw new Error(`transformers.js: "${dynamic}" not found in ${path}`);
        hits++;
        return { contents: src.replace(dynamic, 'var onnx_node_default = require("onnxruntime-node");'), loader: 'js' };
      });
    },
  };
  return { plugin, hits: () => hits };
}

/**
 * onnxruntime-node requires its binding with a template-literal path (dist/binding.js), which the bundler cannot
 * follow. Rewrite it into a static require of the binding .node (Bun embeds it and loads it from $TMPDIR at run
 * time), preceded by a generated module that writes the embedded libonnxruntime out and dlopens it
 * (preloadNativeLibrary in src/detect/bundled-models.ts), because the binding links against it by SONAME and Bun
 * would not write it next to the binding. Fails the build if onnxruntime-node's code changed.
 */
export function onnxruntimeNodeAddonPlugin(opts: {
  files: OnnxruntimeNodeFiles;
  /** The embedded copy of the library (zstd-compressed) and the size and sha256 of the library itself. */
  embedded: { path: string; size: number; sha256: string };
  /** src/detect/bundled-models.ts (absolute). */
  preloadModule: string;
}): CountedPlugin {
  let hits = 0;
  const dynamic = 'require(`../bin/napi-v6/${process.platform}/${process.arch}/onnxruntime_binding.node`)';
  const preloadId = 'onnxruntime-preload';
  const plugin: BunPlugin = {
    name: 'scanward-onnxruntime-node-addon',
    setup(build) {
      build.onLoad({ filter: nodeModulesFile('onnxruntime-node', 'dist/binding.js') }, async ({ path }) => {
        const src = await Bun.file(path).text();
        if (!src.includes(dynamic)) throw new Error(`onnxruntime-node: "${dynamic}" not found in ${path}`);
        hits++;
        const patched = src.replace(
          dynamic,
          `(require(${JSON.stringify(`scanward-gen:${preloadId}`)}), require(${JSON.stringify(opts.files.binding)}))`,
        );
        return { contents: patched, loader: 'js' };
      });
      build.onResolve({ filter: new RegExp(`^scanward-gen:${preloadId}$`) }, () => ({ path: preloadId, namespace: 'scanward-gen' }));
      build.onLoad({ filter: new RegExp(`^${preloadId}$`), namespace: 'scanward-gen' }, () => {
        const lib = {
          name: opts.files.libraryName,
          size: opts.embedded.size,
          sha256: opts.embedded.sha256,
          zstd: opts.embedded.path.endsWith('.zst'),
          symbol: opts.files.librarySymbol,
        };
        const contents =
          '// Generated by scripts/build-plugins.ts (onnxruntimeNodeAddonPlugin): runs before the binding loads.\n' +
          `import lib from ${JSON.stringify(opts.embedded.path)} with { type: 'file' };\n` +
          `import { preloadNativeLibrary } from ${JSON.stringify(opts.preloadModule)};\n` +
          `preloadNativeLibrary(lib, ${JSON.stringify(lib)});\n`;
        return { contents, loader: 'js' };
      });
    },
  };
  return { plugin, hits: () => hits };
}

/** One file of a model folder, as embedded. */
export interface ModelFile {
  /** Path under the models folder, forward slashes: "l3-injection/onnx/model_quantized.onnx". */
  rel: string;
  abs: string;
  size: number;
  sha256: string;
}

/** Every file of the given model folders (sorted; dotfiles and *.md model cards left out: nothing reads them). */
export async function collectModelFiles(modelsDir: string, folders: string[]): Promise<ModelFile[]> {
  const out: ModelFile[] = [];
  for (const folder of [...folders].sort()) {
    const dir = join(modelsDir, folder);
    const rels: string[] = [];
    for await (const f of new Bun.Glob('**/*').scan({ cwd: dir, onlyFiles: true, dot: false })) {
      if (!f.toLowerCase().endsWith('.md')) rels.push(f.split(sep).join('/'));
    }
    rels.sort();
    for (const rel of rels) {
      const abs = join(dir, rel);
      out.push({ rel: `${folder}/${rel}`, abs, ...(await fileDigest(abs)) });
    }
  }
  return out;
}

/** Names a set of files by content: the first 16 hex digits of the sha256 over their paths and digests. */
export function modelSetHash(files: ModelFile[]): string {
  const h = createHash('sha256');
  for (const f of files) h.update(`${f.rel}\0${f.size}\0${f.sha256}\n`);
  return h.digest('hex').slice(0, 16);
}

/**
 * In dev, src/detect/embedded-files.ts exports no files (models are read from models/). Replace it with a module
 * that imports every model file `with { type: 'file' }` (Bun embeds them) and lists them with their digests. Any
 * other file named like it is an error, as for the rule packs.
 */
export function embeddedModelsPlugin(opts: { modulePath: string; files: ModelFile[] }): CountedPlugin & { hash: string } {
  let hits = 0;
  const hash = modelSetHash(opts.files);
  const base = basename(opts.modulePath);
  const plugin: BunPlugin = {
    name: 'scanward-embed-models',
    setup(build) {
      build.onLoad({ filter: new RegExp(`[\\\\/]${escapeRegExp(base)}$`) }, ({ path }) => {
        if (path !== opts.modulePath) {
          throw new Error(`models: ${path} looks like the embedded-files module but the build expects ${opts.modulePath}`);
        }
        hits++;
        const imports = opts.files.map((f, i) => `import f${i} from ${JSON.stringify(f.abs)} with { type: 'file' };`);
        const entries = opts.files.map(
          (f, i) => `    { rel: ${JSON.stringify(f.rel)}, path: f${i}, size: ${f.size}, sha256: ${JSON.stringify(f.sha256)} },`,
        );
        const contents = [
          '// Generated at build time by scripts/build-plugins.ts (embeddedModelsPlugin) from models/.',
          ...imports,
          '',
          `export const EMBEDDED_MODELS = {\n  hash: ${JSON.stringify(hash)},\n  files: [\n${entries.join('\n')}\n  ],\n};`,
          '',
        ].join('\n');
        return { contents, loader: 'ts' };
      });
    },
  };
  return { plugin, hits: () => hits, hash };
}
