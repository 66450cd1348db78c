import { exposeSweepWorker } from '../../../worker/sweepWorker';
import { runPoint } from '../experiments/run';

/** The packet views' worker: one point (its replications) of an experiment per call. */
exposeSweepWorker(runPoint);
