import * as Comlink from 'comlink';
import type { WorkerLike } from '../../src/worker/runClient';
import { createSweepWorkerApi } from '../../src/worker/sweep.worker';
import type { SweepWorkerApi } from '../../src/worker/sweepProtocol';

/**
 * The sweep worker's API exposed with Comlink on one end of a MessageChannel: the same message
 * path as a real Worker (structured clone, proxies), in Node. `hang` makes the next calls never
 * answer (a worker stuck in a long point); `crash` fires the worker's 'error' event.
 */
export interface FakeSweepWorker extends WorkerLike {
  terminated: boolean;
  calls: number;
  hang: boolean;
  /** throw from runPoint on the next call */
  throwNext: string | null;
  crash(message: string): void;
}

export function fakeSweepWorker(): FakeSweepWorker {
  const { port1, port2 } = new MessageChannel();
  const real = createSweepWorkerApi();
  const api: SweepWorkerApi = {
    runPoint(spec, point) {
      w.calls++;
      if (w.throwNext !== null) {
        const message = w.throwNext;
        w.throwNext = null;
        throw new Error(message);
      }
      if (w.hang) return new Promise<never>(() => undefined) as never;
      return real.runPoint(spec, point);
    },
  };
  Comlink.expose(api, port1);
  const errors = new EventTarget();
  const isError = (type: string) => type === 'error' || type === 'messageerror';
  const w: FakeSweepWorker = {
    terminated: false,
    calls: 0,
    hang: false,
    throwNext: null,
    postMessage: (message: unknown, transfer?: Transferable[]) =>
      port2.postMessage(message, (transfer ?? []) as Transferable[]),
    addEventListener: (type: string, listener: EventListenerOrEventListenerObject) =>
      (isError(type) ? errors : port2).addEventListener(type, listener),
    removeEventListener: (type: string, listener: EventListenerOrEventListenerObject) =>
      (isError(type) ? errors : port2).removeEventListener(type, listener),
    start: () => port2.start(),
    terminate() {
      w.terminated = true;
      port1.close();
      port2.close();
    },
    crash(message: string) {
      errors.dispatchEvent(Object.assign(new Event('error'), { message }));
    },
  };
  return w;
}

/** Resolves when `test` holds, polling every few milliseconds (fails after `ms`). */
export async function until(test: () => boolean, ms = 5000): Promise<void> {
  const start = Date.now();
  while (!test()) {
    if (Date.now() - start > ms) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 2));
  }
}
