import { ClassTournament } from '../../common/classTournament';
import type { AimdSimulation } from '../simulation';
import { intercepts, type LossPolicy } from './index';

/**
 * Largest-rate: the flow with the largest rate at T (ties: lowest index). Flows with the same eta
 * never overtake each other between their cuts, so a plain tournament per eta class plus a kinetic
 * tournament over the class heads (ClassTournament) keeps the leader: O(log N) per event, and the
 * overtakings that cost certificates are only those between classes (none with one eta).
 */
export class LargestRate implements LossPolicy {
  readonly tree: ClassTournament;

  constructor(private readonly sim: AimdSimulation) {
    this.tree = new ClassTournament(sim.eta);
  }

  rebuild(): void {
    this.tree.build(intercepts(this.sim), this.sim.t);
  }

  /** The flow with the largest rate at local time T. */
  leader(T: number): number {
    return this.tree.top(T);
  }

  /** Tells the tree that flow i's line changed. */
  moved(i: number): void {
    const sim = this.sim;
    this.tree.intercepts[i] = sim.r[i] - sim.eta[i] * sim.L[i];
    this.tree.update(i);
  }

  congestion(T: number): number {
    const i = this.leader(T);
    this.sim.cutFlow(i, T);
    this.moved(i);
    return T;
  }

  /**
   * `count` events of sim.step() + congestion() + cutFlow() in one loop (see LossPolicy.runEvents
   * and EventLog). The only calls take no double but the tiny advance(), so none is boxed.
   */
  runEvents(count: number): void {
    const sim = this.sim;
    const { r, L, eta, beta, c, etaTotal, log } = sim;
    const { after: logAfter, gap, flow1From, flow1Reached, flow1Span } = log;
    const { flowIntegral, flowSquare, signals, measuring } = sim.stats;
    log.flow1Cuts = 0;
    const tree = this.tree;
    const a = tree.intercepts;
    let t = sim.t;
    let after = sim.after;
    for (let e = 0; e < count; e++) {
      let s = (c - after) / etaTotal;
      if (!(s > 0)) s = 0;
      const T = t + s;
      tree.advance(T);
      const i = tree.leader();
      // sim.cutFlow(i, T)
      const from = r[i];
      const ei = eta[i];
      const d = T - L[i];
      const before = from + ei * d;
      if (measuring) {
        // the rise for recordBatch; the flow's piece as stats.flowSegment adds it
        logAfter[e] = after;
        gap[e] = s;
        flowIntegral[i] += (d * (from + before)) / 2;
        flowSquare[i] += (d * (from * from + from * before + before * before)) / 3;
        signals[i]++;
        if (i === 0) {
          const k = log.flow1Cuts++;
          flow1From[k] = from;
          flow1Reached[k] = before;
          flow1Span[k] = d;
        }
      }
      const kept = beta[i] * before;
      r[i] = kept;
      L[i] = T;
      a[i] = kept - ei * T;
      tree.update(i);
      const cut = before - kept; // step() sums the cuts from 0: 0 + x = x here (x >= +0)
      t = T;
      after = c - cut;
      // Stored at every event, not once after the loop: V8 compiles this loop on-stack while the
      // first batch runs, and code after the loop that has not run yet would deopt at every exit.
      sim.t = t;
      sim.after = after;
      sim.cutTotal = cut;
    }
  }
}
