/**
 * Keeps worker threads from being terminated in the middle of a native call.
 *
 * onnxruntime-node creates sessions and runs inference synchronously inside the worker (from a setImmediate) and
 * builds its results through N-API. A worker terminated during such a call gets an N-API failure that
 * node-addon-api turns into a C++ exception nobody catches, and that aborts the whole server (Bun 1.4.4,
 * onnxruntime-node 1.30: "terminate called after throwing an instance of 'Napi::Error'", exit 134). A scan that
 * overruns its hard limit gets its worker terminated, so without this gate a hostile document could take the
 * service down.
 *
 * The worker counts its native calls in flight in memory shared with the pool. To retire a worker the pool first
 * raises the stop flag, then terminates once the count reads zero. The worker adds to the count before it reads
 * the flag, and both sides use sequentially consistent Atomics, so either the worker sees the flag (and never
 * starts the call) or the pool sees the call (and waits for it). Native calls are bounded (one inference batch
 * of at most 8 × max_tokens, one model load), so the wait is short.
 */
const IN_FLIGHT = 0;
const STOP = 1;

export class NativeGate {
  private readonly cells: Int32Array;

  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(8)) {
    this.cells = new Int32Array(buffer);
  }

  /** Worker side: runs `fn` counted as in flight; after a stop it never starts and never settles. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    Atomics.add(this.cells, IN_FLIGHT, 1);
    if (Atomics.load(this.cells, STOP) !== 0) {
      Atomics.sub(this.cells, IN_FLIGHT, 1);
      // The worker is about to be terminated: no more native work, and nothing downstream reports a failure.
      return new Promise<never>(() => {});
    }
    try {
      return await fn();
    } finally {
      Atomics.sub(this.cells, IN_FLIGHT, 1);
    }
  }

  /** Pool side: no native call starts after this. */
  stop(): void {
    Atomics.store(this.cells, STOP, 1);
  }

  /** Pool side: native calls now running in the worker. */
  inFlight(): number {
    return Atomics.load(this.cells, IN_FLIGHT);
  }
}

let installed: NativeGate | undefined;

/** Called once by a worker thread with the buffer its pool gave it. */
export function installNativeGate(buffer: SharedArrayBuffer): void {
  installed = new NativeGate(buffer);
}

/** Runs a native call through this thread's gate; outside a pool worker (CLI, tests) it simply runs it. */
export function guardNative<T>(fn: () => Promise<T>): Promise<T> {
  return installed ? installed.run(fn) : fn();
}
