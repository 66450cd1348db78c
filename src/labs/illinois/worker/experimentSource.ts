import { encodeQuery } from '../../../scenario/codec';
import { enumeratePoints, pointCount } from '../../../sweep/plan';
import { SweepPool } from '../../../worker/sweepPool';
import type { SweepSource } from '../../kit/sweep/useSweep';
import { EXPERIMENT_SCHEMA } from '../experiments/definition';
import { seriesOf, type ExperimentJob } from '../experiments/job';
import type { ExperimentPointResult } from '../experiments/run';

/**
 * What a packet view's numbers depend on: the job's canonical query without the parameters of
 * the model views (d_m, the curves' points, the SMM's basis, the lossy models' p_d and BDP), so
 * that changing one of those does not restart the packet runs.
 */
export function experimentKey(job: ExperimentJob): string {
  const quiet: Partial<ExperimentJob> = {
    dm: EXPERIMENT_SCHEMA.defaults.dm,
    overlay: false,
    points: EXPERIMENT_SCHEMA.defaults.points,
    basis: 'events',
    pd: EXPERIMENT_SCHEMA.defaults.pd,
    bdp: EXPERIMENT_SCHEMA.defaults.bdp,
    congestion: 'medium',
    events: EXPERIMENT_SCHEMA.defaults.events,
    warmup: EXPERIMENT_SCHEMA.defaults.warmup,
  };
  return encodeQuery(EXPERIMENT_SCHEMA, { ...job, ...quiet });
}

/** useSweep's options: long points report their numbers so far (drawn within a second or two). */
export const PARTIAL = { partial: true } as const;

/** The packet views' sweeps for useSweep: a pool of their workers, keyed by experimentKey. */
export const EXPERIMENT_SOURCE: SweepSource<ExperimentJob, ExperimentPointResult> = {
  pool: (size) =>
    new SweepPool<ExperimentJob, ExperimentPointResult>({
      createWorker: () =>
        new Worker(new URL('./experiment.worker.ts', import.meta.url), { type: 'module' }),
      points: (s) => enumeratePoints(s, seriesOf(s)),
      size,
    }),
  query: experimentKey,
  total: (s) => pointCount(s, seriesOf(s)),
};
