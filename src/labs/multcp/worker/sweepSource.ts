import { encodeSweepQuery } from '../../../sweep/codec';
import { enumeratePoints, pointCount } from '../../../sweep/plan';
import { SweepPool } from '../../../worker/sweepPool';
import type { SweepSource } from '../../kit/sweep/useSweep';
import { runnableSpec, seriesOf } from '../packet/views';
import { MULTCP_DEFAULTS, type MultcpScenario } from '../scenario';
import { MULTCP_SWEEPS } from '../sweep/definition';
import type { MultcpPointResult } from '../sweep/results';

const runnable = (s: MultcpScenario) => runnableSpec(s, MULTCP_DEFAULTS);

/**
 * The packet views' sweeps for useSweep: a pool of the lab's workers, the experiment as it runs
 * (the view's axis filled in, the fields it does not read at their defaults) and its size.
 */
export const MULTCP_SWEEP_SOURCE: SweepSource<MultcpScenario, MultcpPointResult> = {
  pool: (size) =>
    new SweepPool<MultcpScenario, MultcpPointResult>({
      createWorker: () =>
        new Worker(new URL('./sweep.worker.ts', import.meta.url), { type: 'module' }),
      points: (s) => enumeratePoints(runnable(s), seriesOf(s)),
      size,
    }),
  query: (s) => encodeSweepQuery(MULTCP_SWEEPS, runnable(s)),
  total: (s) => pointCount(runnable(s), seriesOf(s)),
};
