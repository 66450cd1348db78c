import { SweepPool } from '../../../worker/sweepPool';
import type { SweepSource } from '../../kit/sweep/useSweep';
import { smmJobKey, smmPoints, type SmmJob, type SmmPointResult } from './smmJob';
import { workerCount } from '../../../worker/cores';

/** The three levels on a pool of at most three workers (fewer on a machine with fewer cores). */
export const SMM_SOURCE: SweepSource<SmmJob, SmmPointResult> = {
  pool: (size) =>
    new SweepPool<SmmJob, SmmPointResult>({
      createWorker: () =>
        new Worker(new URL('./smm.worker.ts', import.meta.url), { type: 'module' }),
      points: smmPoints,
      size: Math.min(3, size ?? workerCount()),
    }),
  query: (job) => smmJobKey(job.scenario),
  total: () => 3,
};
