import { SweepPool } from '../../../../worker/sweepPool';
import type { WorkerFactory } from '../../../../worker/runClient';
import { enumeratePoints } from '../sweep/plan';
import type { PointResult } from '../sweep/results';
import type { SweepSpec } from '../sweep/spec';

export const aimdSweepWorker: WorkerFactory = () =>
  new Worker(new URL('./sweep.worker.ts', import.meta.url), { type: 'module' });

/** A pool of the AIMD sweeps' workers (`size` of them; default: the machine's cores). */
export const aimdSweepPool = (
  size?: number,
  createWorker: WorkerFactory = aimdSweepWorker,
): SweepPool<SweepSpec, PointResult> =>
  new SweepPool<SweepSpec, PointResult>({ createWorker, points: enumeratePoints, size });
