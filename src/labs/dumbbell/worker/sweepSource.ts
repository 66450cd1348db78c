import { encodeSweepQuery } from '../../../sweep/codec';
import { pointCount } from '../../../sweep/plan';
import type { SweepSource } from '../../kit/sweep/useSweep';
import { DUMBBELL_SWEEPS } from '../sweep/definition';
import type { DumbbellPointResult } from '../sweep/results';
import { dumbbellSeries, type DumbbellSpec } from '../sweep/spec';
import { dumbbellSweepPool } from './sweepPool';

/** The Dumbbell sweeps for the pages' useSweep: their pool, query and size. */
export const DUMBBELL_SWEEP_SOURCE: SweepSource<DumbbellSpec, DumbbellPointResult> = {
  pool: (size) => dumbbellSweepPool(size),
  query: (s) => encodeSweepQuery(DUMBBELL_SWEEPS, s),
  total: (s) => pointCount(s, dumbbellSeries(s)),
};
