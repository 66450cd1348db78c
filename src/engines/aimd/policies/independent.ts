import type { AimdSimulation } from '../simulation';
import type { LossPolicy } from './index';

/**
 * Independent subset (Baccelli-Hong): each flow is cut independently with probability p_i, and the
 * subset is drawn from that product law *conditioned on being non-empty* - exactly, by inversion,
 * not by re-drawing empty subsets.
 *
 * Flows with p_i = 1 are always cut; flows with 0 < p_i < 1 are kept in a list with prefix sums
 * P_k = sum_{j<k} log(1 - p_j). The next cut flow after position k is the first m with
 * P_{m+1} - P_{k+1} <= log U (a geometric-like skip), found by binary search: O(log N) per cut
 * flow, never O(N) per event. When no flow is certain, the first cut position is drawn from
 * P(first <= m | non-empty) = (1 - e^{P_{m+1}}) / (1 - e^{P_K}).
 */
export class Independent implements LossPolicy {
  private readonly certain: Int32Array;
  private readonly uncertain: Int32Array;
  private readonly logKeep: Float64Array; // prefix sums, length K + 1

  constructor(private readonly sim: AimdSimulation) {
    const p = sim.params.p;
    const certain: number[] = [];
    const uncertain: number[] = [];
    for (let i = 0; i < sim.n; i++) {
      if (p[i] >= 1) certain.push(i);
      else if (p[i] > 0) uncertain.push(i);
    }
    this.certain = Int32Array.from(certain);
    this.uncertain = Int32Array.from(uncertain);
    this.logKeep = new Float64Array(uncertain.length + 1);
    for (let k = 0; k < uncertain.length; k++) {
      this.logKeep[k + 1] = this.logKeep[k] + Math.log1p(-p[uncertain[k]]);
    }
  }

  rebuild(): void {}

  /** Smallest position m >= from with logKeep[m + 1] <= level, or -1. */
  private firstBelow(from: number, level: number): number {
    const K = this.uncertain.length;
    if (from >= K || this.logKeep[K] > level) return -1;
    let lo = from;
    let hi = K - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.logKeep[mid + 1] <= level) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  congestion(T: number): number {
    const sim = this.sim;
    const K = this.uncertain.length;
    for (let k = 0; k < this.certain.length; k++) sim.cutFlow(this.certain[k], T);
    let m: number;
    if (this.certain.length > 0) {
      m = this.firstBelow(0, Math.log(sim.rng.nextOpenDouble()));
    } else {
      const nonEmpty = -Math.expm1(this.logKeep[K]);
      m = this.firstBelow(0, Math.log1p(-sim.rng.nextDouble() * nonEmpty));
      if (m < 0) m = K - 1; // rounding at the very end of the range
    }
    while (m >= 0) {
      sim.cutFlow(this.uncertain[m], T);
      m = this.firstBelow(m + 1, this.logKeep[m + 1] + Math.log(sim.rng.nextOpenDouble()));
    }
    return T;
  }
}
