/**
 * Run-time side of what the single binary embeds (scripts/build.ts): the model folders and onnxruntime's shared
 * library live in the executable ($bunfs), but transformers.js and onnxruntime read files by path and dlopen needs
 * a real file. They are written out once, into content-addressed folders of the data dir, and reused by every later
 * start of the same build:
 *
 *   <dataDir>/models/<set hash>/<model>/...       model files (EMBEDDED_MODELS)
 *   <dataDir>/native/<sha256 prefix>/<library>    native libraries (preloadNativeLibrary)
 *   <dataDir>/tmp/                                 TMPDIR once a native library is loaded (see useScratchDir)
 *
 * Each file is written to a temporary name and renamed, so a crash never leaves a half-written file under its real
 * name, and two worker threads unpacking at once only race to rename identical bytes. A file already there with the
 * expected size is kept. Without a data dir (a worker not told one) the same layout goes under os.tmpdir().
 *
 * From a checkout nothing is embedded: embeddedModelsDir() is undefined and ensureEmbeddedModels() does nothing.
 */
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { EMBEDDED_MODELS, type EmbeddedFile, type EmbeddedSet } from './embedded-files.ts';

/**
 * Model files up to this size are written as soon as the models folder is asked for (building the registry reads
 * calibration and config files); larger ones (weights, ONNX graphs) only on first model load.
 */
const EAGER_MAX_BYTES = 1 << 20;

let dataDir: string | undefined;
let eagerDir: string | undefined;
let unpacking: Promise<void> | undefined;
let scratchSet = false;
/** Keeps dlopen'ed libraries referenced for the life of the thread. */
const nativeLibs = new Map<string, unknown>();

/** Where this thread writes embedded files: the server's data dir (from WorkerInit). */
export function setRuntimeDataDir(dir: string | undefined): void {
  if (dir === dataDir) return;
  dataDir = dir;
  eagerDir = undefined;
  unpacking = undefined;
}

function baseDir(): string {
  return dataDir ?? join(tmpdir(), `scanward-${process.getuid?.() ?? 'user'}`);
}

function sizeIs(file: string, size: number): boolean {
  try {
    return statSync(file).size === size;
  } catch {
    return false;
  }
}

function tempName(file: string): string {
  return `${file}.tmp-${process.pid}-${threadId}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Writes bytes to file via a temporary name + rename. */
function writeAtomicSync(file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = tempName(file);
  try {
    writeFileSync(tmp, bytes);
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}

function checkedBytes(f: EmbeddedFile, bytes: Uint8Array): Uint8Array {
  if (bytes.length !== f.size) throw new Error(`embedded file ${f.rel} has ${bytes.length} bytes, expected ${f.size}`);
  return bytes;
}

function unpackSync(f: EmbeddedFile, dir: string): void {
  const file = join(dir, f.rel);
  if (!sizeIs(file, f.size)) writeAtomicSync(file, checkedBytes(f, readFileSync(f.path)));
}

async function unpack(f: EmbeddedFile, dir: string): Promise<void> {
  const file = join(dir, f.rel);
  if (sizeIs(file, f.size)) return;
  mkdirSync(dirname(file), { recursive: true });
  const tmp = tempName(file);
  try {
    const written = await Bun.write(tmp, Bun.file(f.path));
    if (written !== f.size) throw new Error(`embedded file ${f.rel}: wrote ${written} bytes, expected ${f.size}`);
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}

function modelsDirOf(set: EmbeddedSet): string {
  return join(baseDir(), 'models', set.hash);
}

/**
 * The folder the embedded models are unpacked into, with its small files (configs, calibration, tokenizers) already
 * written; undefined when nothing is embedded (running from a checkout).
 */
export function embeddedModelsDir(): string | undefined {
  const set = EMBEDDED_MODELS;
  if (!set) return undefined;
  const dir = modelsDirOf(set);
  if (eagerDir !== dir) {
    try {
      for (const f of set.files) if (f.size <= EAGER_MAX_BYTES) unpackSync(f, dir);
    } catch {
      // Not fatal here (the worker must still start): the models' load retries and reports it as a model failure.
    }
    eagerDir = dir;
  }
  return dir;
}

/** Writes out every embedded model file (once per thread; a failure is retried by the next call). */
export function ensureEmbeddedModels(): Promise<void> {
  const set = EMBEDDED_MODELS;
  if (!set) return Promise.resolve();
  if (!unpacking) {
    const dir = embeddedModelsDir()!;
    unpacking = (async () => {
      for (const f of set.files) await unpack(f, dir);
    })().catch((err: Error) => {
      unpacking = undefined;
      throw new Error(`embedded models could not be written to ${dir}: ${err.message}`);
    });
  }
  return unpacking;
}

export interface NativeLibrary {
  /** File name the library is known by (its SONAME, which later DT_NEEDED lookups match), e.g. libonnxruntime.so.1. */
  name: string;
  /** Size and sha256 of the library itself (after decompression). */
  size: number;
  sha256: string;
  /** The embedded bytes are zstd-compressed. */
  zstd?: boolean;
  /** One exported function with no arguments (bun:ffi's dlopen wants at least one symbol). */
  symbol: string;
}

/**
 * Writes an embedded shared library out (once per build and data dir) and dlopens it, so that an addon loaded next
 * whose DT_NEEDED names it finds it already loaded (glibc matches loaded objects by SONAME). Called by the code the
 * build generates in front of onnxruntime-node's binding require (scripts/build-plugins.ts).
 */
export function preloadNativeLibrary(embeddedPath: string, lib: NativeLibrary): string {
  const file = join(baseDir(), 'native', lib.sha256.slice(0, 16), lib.name);
  if (nativeLibs.has(file)) return file;
  // One thread decompresses (~0.15 s of CPU for onnxruntime); the others wait for its file instead of doing the same.
  withFileLock(file, () => sizeIs(file, lib.size), () => {
    const raw = readFileSync(embeddedPath);
    const bytes = lib.zstd ? Bun.zstdDecompressSync(raw) : raw;
    if (bytes.length !== lib.size) throw new Error(`embedded ${lib.name}: ${bytes.length} bytes, expected ${lib.size}`);
    writeAtomicSync(file, bytes);
  });
  useScratchDir();
  // Required here, not imported: only threads that load a native model pay for bun:ffi.
  const { dlopen } = require('bun:ffi') as typeof import('bun:ffi');
  nativeLibs.set(file, dlopen(file, { [lib.symbol]: { args: [], returns: 'ptr' } }));
  return file;
}

/** A lock older than this belongs to a writer that died: it is removed. */
const STALE_LOCK_MS = 60_000;

/**
 * Runs `write` unless `done()`, holding <file>.lock (created exclusively) so that threads and processes sharing the
 * data dir write a file once; the others poll until it is done. A stale lock is broken; the writes themselves stay
 * temp name + rename, so even two writers are safe.
 */
function withFileLock(file: string, done: () => boolean, write: () => void): void {
  const lock = `${file}.lock`;
  mkdirSync(dirname(file), { recursive: true });
  for (;;) {
    if (done()) return;
    let fd: number | undefined;
    try {
      fd = openSync(lock, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    if (fd !== undefined) {
      try {
        if (!done()) write();
      } finally {
        closeSync(fd);
        rmSync(lock, { force: true });
      }
      return;
    }
    try {
      if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { force: true });
    } catch {
      // The lock went away meanwhile: try again.
    }
    Bun.sleepSync(20);
  }
}

/**
 * onnxruntime writes scratch files to $TMPDIR (an empty mat-debug-<pid>.log per process and a .ses file), and Bun
 * writes embedded addons there: point TMPDIR (process-wide) at <dataDir>/tmp before onnxruntime loads, so a server
 * keeps its files under its data dir. Empty mat-debug logs of earlier processes are removed (one a start otherwise).
 */
function useScratchDir(): void {
  if (!dataDir || scratchSet) return;
  scratchSet = true;
  const dir = join(dataDir, 'tmp');
  mkdirSync(dir, { recursive: true });
  // Native code reads the C environment, which Bun's process.env does not write: setenv through libc. Done once,
  // before onnxruntime loads; TMPDIR is normally already set, so glibc replaces the value in place.
  const { dlopen } = require('bun:ffi') as typeof import('bun:ffi');
  const libc = dlopen('libc.so.6', { setenv: { args: ['ptr', 'ptr', 'i32'], returns: 'i32' } });
  try {
    libc.symbols.setenv(Buffer.from('TMPDIR\0'), Buffer.from(`${dir}\0`), 1);
  } finally {
    libc.close();
  }
  process.env.TMPDIR = dir;
  try {
    for (const f of readdirSync(dir)) {
      if (!/^mat-debug-\d+\.log$/.test(f) || f === `mat-debug-${process.pid}.log`) continue;
      const file = join(dir, f);
      if (statSync(file).size === 0) rmSync(file, { force: true });
    }
  } catch {
    // Best effort: a leftover empty log costs nothing.
  }
}
