import type { WorkerFactory } from '../../../worker/runClient';
import { SweepPool } from '../../../worker/sweepPool';
import {
  windowPoints,
  type WindowComparisonResult,
  type WindowComparisonSpec,
} from './windowComparisonPlan';

const comparisonWorker: WorkerFactory = () =>
  new Worker(new URL('./comparison.worker.ts', import.meta.url), { type: 'module' });

/** The pool running the window-level comparison, one algorithm per worker at a time. */
export const windowComparisonPool = (
  size?: number,
  createWorker: WorkerFactory = comparisonWorker,
): SweepPool<WindowComparisonSpec, WindowComparisonResult> =>
  new SweepPool<WindowComparisonSpec, WindowComparisonResult>({
    createWorker,
    points: windowPoints,
    size,
  });
