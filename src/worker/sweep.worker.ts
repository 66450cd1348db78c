import * as Comlink from 'comlink';
import { runPoint } from '../sweep/run';
import type { SweepWorkerApi } from './sweepProtocol';

/**
 * A sweep worker: a point at a time, with the same pure `runPoint` as the CLI's threads. A point
 * runs to its end in one call; the pool cancels by terminating the worker, the only way to stop a
 * synchronous computation promptly.
 */
export function createSweepWorkerApi(): SweepWorkerApi {
  return { runPoint };
}

// Only inside a worker: importing this module in Node (tests) or on the main thread does nothing.
if (typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope) {
  Comlink.expose(createSweepWorkerApi());
}
