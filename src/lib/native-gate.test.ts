import { describe, expect, test } from 'bun:test';
import { NativeGate } from './native-gate.ts';

describe('native gate', () => {
  test('a call in flight is counted until it returns, and a stop does not cut it short', async () => {
    const gate = new NativeGate();
    let release!: () => void;
    const call = gate.run(() => new Promise<string>((r) => (release = () => r('done'))));
    expect(gate.inFlight()).toBe(1);
    gate.stop();
    expect(gate.inFlight()).toBe(1);
    release();
    expect(await call).toBe('done');
    expect(gate.inFlight()).toBe(0);
  });

  test('a failing call is uncounted too', async () => {
    const gate = new NativeGate();
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.inFlight()).toBe(0);
  });

  test('after a stop no call starts and the count stays zero', async () => {
    const gate = new NativeGate();
    gate.stop();
    let started = false;
    const call = gate.run(async () => {
      started = true;
    });
    const settled = await Promise.race([call.then(() => 'settled'), Bun.sleep(30).then(() => 'pending')]);
    expect(settled).toBe('pending');
    expect(started).toBe(false);
    expect(gate.inFlight()).toBe(0);
  });

  test('a worker thread given the buffer by postMessage shares its count with the pool', async () => {
    const gate = new NativeGate();
    const worker = new Worker(new URL('../../test/helpers/gate-worker.ts', import.meta.url).href);
    try {
      const next = () => new Promise<string>((r) => (worker.onmessage = (e) => r(e.data)));
      let reply = next();
      worker.postMessage({ buffer: gate.buffer });
      expect(await reply).toBe('started');
      expect(gate.inFlight()).toBe(1);
      reply = next();
      worker.postMessage({ end: true });
      expect(await reply).toBe('ended');
      expect(gate.inFlight()).toBe(0);
    } finally {
      worker.terminate();
    }
  });

  test('two gates over one buffer see the same counts', async () => {
    const poolSide = new NativeGate();
    const workerSide = new NativeGate(poolSide.buffer);
    let release!: () => void;
    const call = workerSide.run(() => new Promise<void>((r) => (release = r)));
    expect(poolSide.inFlight()).toBe(1);
    poolSide.stop();
    expect(await Promise.race([workerSide.run(async () => 'ran'), Bun.sleep(30).then(() => 'refused')])).toBe('refused');
    release();
    await call;
    expect(poolSide.inFlight()).toBe(0);
  });
});
