import * as Comlink from 'comlink';
import type { SweepPoint } from '../sweep/plan';
import type { SweepWorkerApi } from './sweepProtocol';

/**
 * What a lab's sweep worker entry does: expose its pure point runner (the same function the CLI's
 * threads and the tests call, so a point gives the same numbers wherever it runs). A point runs
 * to its end in one call; the pool cancels by terminating the worker, the only way to stop a
 * synchronous computation promptly.
 */
export function sweepWorkerApi<S, R>(
  runPoint: (spec: S, point: SweepPoint, onPartial?: (partial: R) => void) => R,
): SweepWorkerApi<S, R> {
  return { runPoint };
}

/** Exposes the runner inside a worker; importing the entry in Node (tests) does nothing. */
export function exposeSweepWorker<S, R>(
  runPoint: (spec: S, point: SweepPoint, onPartial?: (partial: R) => void) => R,
): void {
  if (typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope)
    Comlink.expose(sweepWorkerApi(runPoint));
}
