/**
 * Worker for pool.test.ts: says 'ready' at once and 'warm' only once the test sets flag 0 of the shared array
 * passed as `init.testFlags`; counts the work it receives in flag 1 and answers each task with whether its
 * warm-up had been announced before the task arrived.
 */
declare const self: Worker;
let flags: Int32Array | undefined;
let warm = false;

self.onmessage = (e: MessageEvent) => {
  const m = e.data;
  if (m.type === 'init') {
    flags = new Int32Array(m.init.testFlags as SharedArrayBuffer);
    self.postMessage({ type: 'ready' });
    const poll = () => {
      if (Atomics.load(flags!, 0) !== 1) return void setTimeout(poll, 5);
      warm = true;
      self.postMessage({ type: 'warm' });
    };
    poll();
  } else if ('taskId' in m) {
    Atomics.add(flags!, 1, 1);
    self.postMessage({ type: 'result', taskId: m.taskId, value: { warmBeforeWork: warm } });
  }
};
