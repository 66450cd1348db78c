import type { AimdSimulation } from '../simulation';
import { LargestRate } from './largestRate';
import type { LossPolicy } from './index';

/**
 * Beatdown (paper 000, Sec. IV-B and Appendix E): once tagged, a flow is cut at every congestion
 * time until it is beaten down to zero; then the flow with the largest rate is tagged.
 *
 * The cuts accumulate: with x_0 the tagged flow's rate when tagged, the k-th cut finds it at
 * x_k = x_0 rho^k, rho = beta_i + (eta_i / eta_total)(1 - beta_i) (eq. 21), the k-th gap is
 * s_k = (1 - beta_i) x_k / eta_total, and the whole accumulation lasts
 * D = sum s_k = x_0 / (eta_total - eta_i): the time the other flows take to refill the x_0 it held.
 * Everything the statistics need is a geometric series and is summed here in closed form - the
 * exact sawtooth, not a linear interpolation between congestion points, and no epsilon cut-off.
 * One call handles one tagging: one "event" of this policy.
 *
 * With a single flow there is nobody to refill the link (eta_total - eta_i = 0): the flow is cut at
 * each congestion time like any lone AIMD flow, one cut per event.
 */
export class Beatdown implements LossPolicy {
  private readonly leader: LargestRate;

  constructor(private readonly sim: AimdSimulation) {
    this.leader = new LargestRate(sim);
  }

  rebuild(): void {
    this.leader.rebuild();
  }

  congestion(T: number): number {
    const sim = this.sim;
    const i = this.leader.leader(T);
    const others = sim.etaTotal - sim.eta[i];
    if (!(others > 0)) {
      sim.cutFlow(i, T);
      this.leader.moved(i);
      return T;
    }
    const x0 = sim.closePiece(i, T);
    const duration = x0 / others;
    if (sim.stats.measuring) {
      this.record(i, x0);
      sim.stats.signals[i]++;
    }
    if (sim.recording) sim.recorder.push(sim.eventsDone + 1, sim.absolute(T), i, x0, 0, duration);
    sim.r[i] = 0;
    sim.L[i] = T + duration;
    this.leader.moved(i);
    return T + duration;
  }

  /** Adds the closed-form integrals of one whole accumulation to the statistics. */
  private record(i: number, x0: number): void {
    const sim = this.sim;
    const stats = sim.stats;
    const c = sim.c;
    const beta = sim.beta[i];
    const etaTotal = sim.etaTotal;
    const rho = beta + (sim.eta[i] / etaTotal) * (1 - beta);
    const g1 = 1 / (1 - rho);
    const g2 = 1 / (1 - rho * rho);
    const g3 = 1 / (1 - rho * rho * rho);

    // Tagged flow: on gap k it rises from beta x_k to rho x_k in time s_k = (1 - beta) x_k / eta_total.
    const q = (1 - beta) / etaTotal;
    stats.flowIntegrals(
      i,
      ((beta + rho) / 2) * q * x0 * x0 * g2,
      ((beta * beta + beta * rho + rho * rho) / 3) * q * x0 * x0 * x0 * g3,
    );

    // Aggregate: on gap k it rises from c - e_k to c, e_k = (1 - beta) x_k, in time e_k / eta_total.
    const d = (1 - beta) * x0;
    const integral = (c * d * g1 - (d * d * g2) / 2) / etaTotal;
    const square = (c * c * d * g1 - c * d * d * g2 + (d * d * d * g3) / 3) / etaTotal;
    stats.aggregateIntegrals(integral, square, x0 / (etaTotal - sim.eta[i]));

    // Histograms: the teeth are recorded one by one while they reach outside the extreme bin the
    // accumulation converges to; the infinitely many that remain inside it are added as one mass.
    const agg = stats.aggregateHistogram;
    const topEdge = agg.edge(agg.bins - 1);
    let e = d;
    while (c - e < topEdge) {
      agg.addSegment(c - e, c, e / etaTotal);
      e *= rho;
    }
    agg.addMass(agg.bins - 1, (e / etaTotal) * g1);

    if (i === 0) {
      const h = stats.flow1Histogram;
      const bottomEdge = h.edge(1);
      let x = x0;
      while (rho * x >= bottomEdge) {
        h.addSegment(beta * x, rho * x, q * x);
        x *= rho;
      }
      h.addMass(0, q * x * g1);
    }
  }
}
