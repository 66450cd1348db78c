import { AliasTable } from '../../common/aliasTable';
import type { AimdSimulation } from '../simulation';
import type { LossPolicy } from './index';

/** Rate-independent: one flow, chosen with fixed probabilities w_i / sum(w): O(1) by the alias method. */
export class RateIndependent implements LossPolicy {
  private readonly table: AliasTable;

  constructor(private readonly sim: AimdSimulation) {
    this.table = new AliasTable(sim.params.weights);
  }

  rebuild(): void {}

  congestion(T: number): number {
    this.sim.cutFlow(this.table.sample(this.sim.rng.nextDouble()), T);
    return T;
  }
}
