import { exposeSweepWorker } from '../../../worker/sweepWorker';
import { runPoint } from '../sweep/run';

/** The buffer-aware sweeps' worker: the models and the packet engine, a point at a time. */
exposeSweepWorker(runPoint);
