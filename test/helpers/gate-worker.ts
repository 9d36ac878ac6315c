/** Worker for native-gate.test.ts: holds one guarded span open until told to end it. */
import { guardNative, installNativeGate } from '../../src/lib/native-gate.ts';

declare const self: Worker;
let end: (() => void) | undefined;

self.onmessage = (e: MessageEvent<{ buffer?: SharedArrayBuffer; end?: boolean }>) => {
  if (e.data.buffer) {
    installNativeGate(e.data.buffer);
    void guardNative(() => new Promise<void>((r) => (end = r))).then(() => self.postMessage('ended'));
    self.postMessage('started');
  } else if (e.data.end) end?.();
};
