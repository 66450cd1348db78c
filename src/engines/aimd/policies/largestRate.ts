import { KineticTournament } from '../../common/kineticTournament';
import type { AimdSimulation } from '../simulation';
import { intercepts, type LossPolicy } from './index';

/**
 * Largest-rate: the flow with the largest rate at T (ties: lowest index). A kinetic tournament
 * tree keeps the maximum of the rate lines: O(log N) per event with equal slopes; with unequal
 * slopes the leader changes between events and each overtaking costs O(log N) when passed.
 */
export class LargestRate implements LossPolicy {
  readonly tree: KineticTournament;

  constructor(private readonly sim: AimdSimulation) {
    this.tree = new KineticTournament(sim.n);
  }

  rebuild(): void {
    this.tree.build(intercepts(this.sim), this.sim.eta, this.sim.t);
  }

  /** The flow with the largest rate at local time T. */
  leader(T: number): number {
    this.tree.advance(T);
    return this.tree.top();
  }

  /** Tells the tree that flow i's line changed. */
  moved(i: number): void {
    const sim = this.sim;
    this.tree.update(i, sim.r[i] - sim.eta[i] * sim.L[i], sim.eta[i]);
  }

  congestion(T: number): number {
    const i = this.leader(T);
    this.sim.cutFlow(i, T);
    this.moved(i);
    return T;
  }
}
