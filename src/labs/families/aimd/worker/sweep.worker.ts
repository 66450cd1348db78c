import { exposeSweepWorker } from '../../../../worker/sweepWorker';
import { runPoint } from '../sweep/run';

/** The AIMD sweeps' worker: a point at a time, with the same pure runPoint as the CLI's threads. */
exposeSweepWorker(runPoint);
