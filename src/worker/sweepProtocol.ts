import type { SweepPoint } from '../sweep/plan';

/** A sweep worker's API (exposed with Comlink): one call runs one point, all its replications. */
export interface SweepWorkerApi<S, R> {
  runPoint(spec: S, point: SweepPoint): R;
}
