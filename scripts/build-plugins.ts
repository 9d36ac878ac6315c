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
 * Later concerns (not wired yet), to be added as their own factories here:
 * - onnxruntime-node (transformers.js): static import of its binding .node; libonnxruntime.so.* must be embedded as
 *   a file and written out + dlopen'ed before the binding loads.
 * - sharp: stub it (transformers.js imports it, no images are processed).
 */
import type { BunPlugin } from 'bun';
import { existsSync, readdirSync } from 'node:fs';
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
  let hits = 0;
  const plugin: BunPlugin = {
    name: 'scanward-stub-msgpackr-extract',
    setup(build) {
      build.onResolve({ filter: /^msgpackr-extract$/ }, () => {
        hits++;
        return { path: 'msgpackr-extract', namespace: 'scanward-stub' };
      });
      build.onLoad({ filter: /^msgpackr-extract$/, namespace: 'scanward-stub' }, () => ({
        contents: "throw new Error('msgpackr-extract is not bundled (pure-JS msgpackr is used)');",
        loader: 'js',
      }));
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
