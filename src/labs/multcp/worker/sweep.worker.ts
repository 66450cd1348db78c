import { exposeSweepWorker } from '../../../worker/sweepWorker';
import { runPoint } from '../sweep/run';

/** The MulTCP lab's packet experiments: one point (its replications) at a time. */
exposeSweepWorker(runPoint);
