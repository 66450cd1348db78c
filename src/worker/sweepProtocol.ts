import type { SweepPoint } from '../sweep/plan';
import type { PointResult } from '../sweep/results';
import type { SweepSpec } from '../sweep/spec';

/** The sweep worker's API (exposed with Comlink): one call runs one point, all its replications. */
export interface SweepWorkerApi {
  runPoint(spec: SweepSpec, point: SweepPoint): PointResult;
}
