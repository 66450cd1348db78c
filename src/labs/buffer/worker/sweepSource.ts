import { encodeSweepQuery } from '../../../sweep/codec';
import { enumeratePoints, pointCount } from '../../../sweep/plan';
import { SweepPool } from '../../../worker/sweepPool';
import type { SweepSource } from '../../kit/sweep/useSweep';
import { BUFFER_SWEEPS } from '../sweep/definition';
import type { BufferPointResult } from '../sweep/results';
import type { BufferSpec } from '../sweep/spec';

/** The lab's sweeps for useSweep: a pool of its workers, its query and its size. */
export const BUFFER_SWEEP_SOURCE: SweepSource<BufferSpec, BufferPointResult> = {
  pool: (size) =>
    new SweepPool<BufferSpec, BufferPointResult>({
      createWorker: () =>
        new Worker(new URL('./sweep.worker.ts', import.meta.url), { type: 'module' }),
      points: (s) => enumeratePoints(s, null),
      size,
    }),
  query: (s) => encodeSweepQuery(BUFFER_SWEEPS, s),
  total: (s) => pointCount(s, null),
};
