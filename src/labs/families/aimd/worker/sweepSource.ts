import type { SweepSource } from '../../../kit/sweep/useSweep';
import { encodeSweepQuery } from '../sweep/codec';
import { sweepPointCount } from '../sweep/plan';
import type { PointResult } from '../sweep/results';
import type { SweepSpec } from '../sweep/spec';
import { aimdSweepPool } from './sweepPool';

/** The AIMD sweeps for the pages' useSweep: their pool, query and size. */
export const AIMD_SWEEP_SOURCE: SweepSource<SweepSpec, PointResult> = {
  pool: (size) => aimdSweepPool(size),
  query: encodeSweepQuery,
  total: sweepPointCount,
};
