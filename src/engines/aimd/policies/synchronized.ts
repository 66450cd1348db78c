import type { AimdSimulation } from '../simulation';
import type { LossPolicy } from './index';

/** Synchronized (ALL): every flow is cut at every congestion event; O(N) per event by nature. */
export class Synchronized implements LossPolicy {
  constructor(private readonly sim: AimdSimulation) {}

  rebuild(): void {}

  congestion(T: number): number {
    for (let i = 0; i < this.sim.n; i++) this.sim.cutFlow(i, T);
    return T;
  }
}
