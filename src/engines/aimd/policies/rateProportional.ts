import { LinearFenwick } from '../../common/linearFenwick';
import type { AimdSimulation } from '../simulation';
import { intercepts, type LossPolicy } from './index';

/**
 * Rate-proportional: one flow, chosen with probability x_i(T) / c. The rates are lines in time, so
 * a Fenwick tree of their intercepts and slopes gives the cumulative rates at T and the draw in
 * O(log N); the cut flow's line is updated in O(log N).
 */
export class RateProportional implements LossPolicy {
  private readonly tree: LinearFenwick;

  constructor(private readonly sim: AimdSimulation) {
    this.tree = new LinearFenwick(sim.n);
  }

  rebuild(): void {
    this.tree.build(intercepts(this.sim), this.sim.eta);
  }

  congestion(T: number): number {
    const sim = this.sim;
    const u = sim.rng.nextDouble() * this.tree.total(T);
    const i = this.tree.search(u, T);
    const oldIntercept = sim.r[i] - sim.eta[i] * sim.L[i];
    sim.cutFlow(i, T);
    this.tree.add(i, sim.r[i] - sim.eta[i] * sim.L[i] - oldIntercept, 0);
    return T;
  }
}
