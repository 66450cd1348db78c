import { exposeSweepWorker } from '../../../worker/sweepWorker';
import { runWindowPoint } from './windowComparison';

/** The window-level comparison's worker: one algorithm's rows per call (a sweep pool's point). */
exposeSweepWorker(runWindowPoint);
