import { LinearFenwick } from '../../common/linearFenwick';
import { BATCH_EVENTS } from '../eventLog';
import type { AimdSimulation } from '../simulation';
import { intercepts, type LossPolicy } from './index';

/**
 * Rate-proportional: one flow, chosen with probability x_i(T) / c. The rates are lines in time, so
 * a Fenwick tree of their intercepts and slopes gives the cumulative rates at T and the draw in
 * O(log N); the cut flow's line is updated in O(log N).
 */
export class RateProportional implements LossPolicy {
  private readonly tree: LinearFenwick;
  /** the uniforms of one batch (runEvents) */
  private readonly uniform = new Float64Array(BATCH_EVENTS);

  constructor(private readonly sim: AimdSimulation) {
    this.tree = new LinearFenwick(sim.n);
  }

  rebuild(): void {
    this.tree.build(intercepts(this.sim), this.sim.eta);
  }

  congestion(T: number): number {
    const sim = this.sim;
    const i = this.tree.draw(sim.rng.nextDouble(), T);
    const oldIntercept = sim.r[i] - sim.eta[i] * sim.L[i];
    sim.cutFlow(i, T);
    this.tree.addIntercept(i, sim.r[i] - sim.eta[i] * sim.L[i] - oldIntercept);
    return T;
  }

  /**
   * `count` events of sim.step() + congestion() + cutFlow() in one loop (see LossPolicy.runEvents
   * and EventLog): the batch's uniforms are drawn first (the same stream: nothing else draws in
   * between), and the tree's draw and addIntercept are written out on its arrays, so that the loop
   * calls nothing and no double is boxed. Same operations in the same order as the methods.
   */
  runEvents(count: number): void {
    const sim = this.sim;
    const { r, L, eta, beta, c, etaTotal, log } = sim;
    const { after: logAfter, gap, flow1From, flow1Reached, flow1Span } = log;
    const { flowIntegral, flowSquare, signals, measuring } = sim.stats;
    log.flow1Cuts = 0;
    const uniform = this.uniform;
    sim.rng.fillDoubles(uniform, count);
    const { a, b, n, topBit } = this.tree;
    let t = sim.t;
    let after = sim.after;
    for (let e = 0; e < count; e++) {
      let s = (c - after) / etaTotal;
      if (!(s > 0)) s = 0;
      const T = t + s;
      // tree.draw(uniform[e], T)
      let total = 0;
      for (let k = n; k > 0; k -= k & -k) total += a[k] + b[k] * T;
      let pos = 0;
      let rest = uniform[e] * total;
      for (let step = topBit; step > 0; step >>= 1) {
        const k = pos + step;
        if (k <= n) {
          const w = a[k] + b[k] * T;
          if (w <= rest) {
            pos = k;
            rest -= w;
          }
        }
      }
      const i = pos < n ? pos : n - 1;
      // sim.cutFlow(i, T)
      const from = r[i];
      const Li = L[i];
      const ei = eta[i];
      const d = T - Li;
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
      // tree.addIntercept(i, new intercept - old intercept)
      const da = kept - ei * T - (from - ei * Li);
      for (let k = i + 1; k <= n; k += k & -k) a[k] += da;
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
