import type { AimdSimulation } from '../simulation';
import { Beatdown } from './beatdown';
import { Independent } from './independent';
import { LargestRate } from './largestRate';
import { RateIndependent } from './rateIndependent';
import { RateProportional } from './rateProportional';
import { Synchronized } from './synchronized';

/** What a loss policy does at a congestion time; the simulation does the bookkeeping. */
export interface LossPolicy {
  /** Rebuilds the policy's data structures from the simulation's flows (start, epoch change). */
  rebuild(): void;
  /**
   * Signals flows at congestion time T (local time) through `sim.cutFlow`, and returns the time at
   * which the event ends: T, or later for a beatdown tagging, which spans a whole accumulation.
   */
  congestion(T: number): number;
  /**
   * Optional batch loop: runs `count` events exactly as `count` calls of `sim.step()` would (same
   * operations, same order), leaving sim.t, sim.after and sim.cutTotal as they would, except for
   * part of the statistics: when measuring, event k's rise goes to entry k of sim.log and flow 1's
   * pieces to its flow-1 arrays (see EventLog), which the simulation records after the loop. The
   * simulation counts the events. Only called when no path is recorded and no epoch move or end of
   * warm-up falls inside the batch, so that measuring is fixed for its whole length.
   */
  runEvents?(count: number): void;
}

export function createPolicy(sim: AimdSimulation): LossPolicy {
  switch (sim.params.policy) {
    case 'rate-proportional':
      return new RateProportional(sim);
    case 'largest-rate':
      return new LargestRate(sim);
    case 'rate-independent':
      return new RateIndependent(sim);
    case 'beatdown':
      return new Beatdown(sim);
    case 'synchronized':
      return new Synchronized(sim);
    case 'independent':
      return new Independent(sim);
  }
}

/** Intercepts a_i = r_i - eta_i L_i of the flows' lines x_i(t) = a_i + eta_i t (local time). */
export function intercepts(sim: AimdSimulation): Float64Array {
  const a = new Float64Array(sim.n);
  for (let i = 0; i < sim.n; i++) a[i] = sim.r[i] - sim.eta[i] * sim.L[i];
  return a;
}
