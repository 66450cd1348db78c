import type { WorkerFactory } from '../../../worker/runClient';
import { SweepPool } from '../../../worker/sweepPool';
import { enumeratePoints } from '../../../sweep/plan';
import type { DumbbellPointResult } from '../sweep/results';
import { dumbbellSeries, type DumbbellSpec } from '../sweep/spec';

export const dumbbellSweepWorker: WorkerFactory = () =>
  new Worker(new URL('./sweep.worker.ts', import.meta.url), { type: 'module' });

/** A pool of the Dumbbell sweeps' workers (`size` of them; default: the machine's cores). */
export const dumbbellSweepPool = (
  size?: number,
  createWorker: WorkerFactory = dumbbellSweepWorker,
): SweepPool<DumbbellSpec, DumbbellPointResult> =>
  new SweepPool<DumbbellSpec, DumbbellPointResult>({
    createWorker,
    points: (s) => enumeratePoints(s, dumbbellSeries(s)),
    size,
  });
