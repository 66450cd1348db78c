import * as Comlink from 'comlink';
import type { LiveTypes, LiveWorkerApi } from '../../src/worker/liveApi';
import type { WorkerHost } from '../../src/worker/runLoop';
import type { WorkerErrorReport, WorkerLike } from '../../src/worker/runClient';

/** A host with real timers whose clock can be made to fail (to provoke an error inside a tick). */
export function testHost(): WorkerHost & { failAfter: number } {
  const host = {
    failAfter: Infinity,
    now(): number {
      if (host.failAfter-- <= 0) throw new Error('clock broke');
      return performance.now();
    },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  return host;
}

/**
 * A lab's live API exposed with Comlink on one end of a MessageChannel: the same message path as
 * a real Worker (structured clone, transfers, proxied callbacks), in Node; a client's stand-in.
 */
export interface FakeWorker<Api> extends ChannelWorker {
  api: Api;
  host: ReturnType<typeof testHost>;
}

/** A Worker stand-in: `api` exposed with Comlink on a MessageChannel, with a crash button. */
export interface ChannelWorker extends WorkerLike {
  terminated: boolean;
  /** fires the worker's 'error' event, as a crash in the worker would */
  crash(message: string): void;
}

/** `api` behind a MessageChannel; `onTerminate` runs when the client terminates the worker. */
export function channelWorker(
  api: object,
  onTerminate: () => void = () => undefined,
): ChannelWorker {
  const { port1, port2 } = new MessageChannel();
  Comlink.expose(api, port1);
  const errors = new EventTarget();
  const isError = (type: string) => type === 'error' || type === 'messageerror';
  const w: ChannelWorker = {
    terminated: false,
    postMessage: (message: unknown, transfer?: Transferable[]) =>
      port2.postMessage(message, (transfer ?? []) as Transferable[]),
    addEventListener: (type: string, listener: EventListenerOrEventListenerObject) =>
      (isError(type) ? errors : port2).addEventListener(type, listener),
    removeEventListener: (type: string, listener: EventListenerOrEventListenerObject) =>
      (isError(type) ? errors : port2).removeEventListener(type, listener),
    start: () => port2.start(),
    terminate() {
      w.terminated = true;
      onTerminate();
      port1.close();
      port2.close();
    },
    crash(message: string) {
      errors.dispatchEvent(Object.assign(new Event('error'), { message }));
    },
  };
  return w;
}

export function fakeWorker<Api extends { cancel(): void }>(
  create: (host: WorkerHost) => Api,
): FakeWorker<Api> {
  const host = testHost();
  const api = create(host);
  return Object.assign(
    channelWorker(api, () => api.cancel()),
    { api, host },
  );
}

/** A lab's live API behind Comlink on a MessageChannel, with the frames and errors it sends. */
export function connectLive<T extends LiveTypes>(create: (host: WorkerHost) => LiveWorkerApi<T>) {
  const { port1, port2 } = new MessageChannel();
  const host = testHost();
  Comlink.expose(create(host), port1);
  const api = Comlink.wrap<LiveWorkerApi<T>>(port2);
  const frames: T['frame'][] = [];
  const errors: WorkerErrorReport[] = [];
  const onFrame = () => Comlink.proxy((f: T['frame']) => void frames.push(f));
  const onError = () => Comlink.proxy((e: WorkerErrorReport) => void errors.push(e));
  const close = async () => {
    await api.cancel();
    api[Comlink.releaseProxy]();
    port1.close();
    port2.close();
  };
  return { api, host, frames, errors, onFrame, onError, close };
}

/** Resolves when `test` holds, polling every few milliseconds (fails after `ms`). */
export async function until(test: () => boolean, ms = 5000): Promise<void> {
  const start = Date.now();
  while (!test()) {
    if (Date.now() - start > ms) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 2));
  }
}
