import type { SweepPoint } from '../sweep/plan';

/**
 * A sweep worker's API (exposed with Comlink): one call runs one point, all its replications.
 * `onPartial` (a Comlink proxy, when the page asks for one) receives the point's numbers so far
 * during a long point; runners that have none to give ignore it.
 */
export interface SweepWorkerApi<S, R> {
  runPoint(spec: S, point: SweepPoint, onPartial?: (partial: R) => void): R;
}
