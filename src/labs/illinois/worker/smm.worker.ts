import { exposeSweepWorker } from '../../../worker/sweepWorker';
import { runSmmPoint } from './smmJob';

/** The SMM view's worker: one congestion level of the stochastic matrix model per call. */
exposeSweepWorker(runSmmPoint);
