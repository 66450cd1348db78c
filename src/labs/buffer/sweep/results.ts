import type { PerModel } from '../../../engines/models/parallelTcp';
import type { Estimate } from '../../../sweep/aggregate';

/** One point of a buffer-aware sweep: the models, and the packet engine on the same setup. */
export interface BufferPointResult {
  index: number;
  coords: number[];
  /** the buffer used at this point, packets (q, or floor(B T) for q=bdp) */
  q: number;
  /** the models' aggregate throughput, Mbit/s on the wire; null outside their domain */
  models: PerModel | null;
  /** why the models do not apply here (null when they do) */
  modelNote: string | null;
  /** Theorem 1 of paper 000 (beta = 1/2), Mbit/s */
  theorem1: number;
  /** the simulation's aggregate throughput, Mbit/s (mean over replications, 95 % interval) */
  simulated: Estimate | null;
  /** (model - simulated) / simulated, per model; null without a simulation or a model value */
  errors: { hacker: number | null; wu: number | null; chan: number | null } | null;
  runs: { seed: number; utilization: number }[];
}
