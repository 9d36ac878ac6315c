/**
 * Where the job worker lives, for `new Worker(workerUrl())`.
 *
 * - Dev and tests (`bun src/main.ts`, `bun test`): a file URL next to this module, so the current directory does
 *   not matter.
 * - Compiled binary (`bun build --compile`, see scripts/build.ts): the worker is an extra entrypoint and is addressed
 *   by its path relative to the build root, "./src/jobs/worker.ts"; Bun resolves that inside the executable ($bunfs),
 *   never from disk. A file URL built from import.meta.url does not work there (ModuleNotFound in $bunfs).
 * Keep this string in step with WORKER_ENTRYPOINTS in scripts/build.ts if the worker moves.
 */
export function workerUrl(): string | URL {
  if (Bun.isStandaloneExecutable) return './src/jobs/worker.ts';
  return new URL('./worker.ts', import.meta.url);
}
