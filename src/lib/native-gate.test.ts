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

  test('the pool and the worker see the same counts through the shared buffer', async () => {
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
