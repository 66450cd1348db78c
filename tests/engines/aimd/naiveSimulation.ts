import { AliasTable } from '../../../src/engines/common/aliasTable';
import { Xoshiro128 } from '../../../src/engines/common/rng';
import type { AimdParams } from '../../../src/engines/aimd/params';

/**
 * A second, deliberately naive implementation of the AIMD model, for tests: every rate is stored
 * explicitly and moved at every congestion event (O(N) per event), the victim is found by a linear
 * scan, beatdown is a plain loop of individual cuts until the tagged rate is negligible, and the
 * statistics integrate every flow's linear piece between consecutive congestion times, with the
 * histogram computed by brute-force overlap of each piece with each bin.
 *
 * It draws the same random numbers as the engine for rate-proportional (one uniform scaled by the
 * total rate) and rate-independent (the same alias table), so the two paths coincide event by event.
 */
export interface NaiveResult {
  utilization: number;
  aggregateSecondMoment: number;
  throughput: number[];
  secondMoment: number[];
  signals: number[];
  aggregateHistogram: number[];
  flow1Histogram: number[];
  measuredTime: number;
  rates: number[];
}

export function naiveRun(p: AimdParams, opts: { beatdownCutoff?: number } = {}): NaiveResult {
  const { n, c, beta, eta, bins } = p;
  // Relative to c: below about 1e-15 c the naive loop stalls on rounding, as any naive loop must.
  const cutoff = opts.beatdownCutoff ?? 1e-12;
  const x = Array.from(p.x0);
  const rng = new Xoshiro128(p.seed);
  const alias = new AliasTable(p.weights);
  const etaTotal = eta.reduce((s, v) => s + v, 0);
  const I1 = new Array(n).fill(0);
  const I2 = new Array(n).fill(0);
  const sig = new Array(n).fill(0);
  const aggHist = new Array(bins).fill(0);
  const flowHist = new Array(bins).fill(0);
  let A1 = 0;
  let A2 = 0;
  let T = 0;
  let measuring = p.warmup === 0;

  const histAdd = (h: number[], u: number, w: number, s: number) => {
    const lo = Math.min(u, w);
    const hi = Math.max(u, w);
    const width = c / bins;
    if (hi - lo <= 1e-300) {
      h[Math.min(bins - 1, Math.floor(lo / width))] += s;
      return;
    }
    for (let b = 0; b < bins; b++) {
      const overlap = Math.min(hi, (b + 1) * width) - Math.max(lo, b * width);
      if (overlap > 0) h[b] += (s * overlap) / (hi - lo);
    }
  };
  /** All flows grow for time s (no cut), recorded when measuring. */
  const grow = (s: number) => {
    if (s <= 0) return;
    let agg0 = 0;
    for (let i = 0; i < n; i++) agg0 += x[i];
    for (let i = 0; i < n; i++) {
      const u = x[i];
      const w = u + eta[i] * s;
      if (measuring) {
        I1[i] += (s * (u + w)) / 2;
        I2[i] += (s * (u * u + u * w + w * w)) / 3;
        if (i === 0) histAdd(flowHist, u, w, s);
      }
      x[i] = w;
    }
    if (measuring) {
      const agg1 = agg0 + etaTotal * s;
      A1 += (s * (agg0 + agg1)) / 2;
      A2 += (s * (agg0 * agg0 + agg0 * agg1 + agg1 * agg1)) / 3;
      histAdd(aggHist, agg0, agg1, s);
    }
    T += s;
  };
  const toCongestion = () => grow((c - x.reduce((s, v) => s + v, 0)) / etaTotal);
  const argmax = () => {
    let best = 0;
    for (let i = 1; i < n; i++) if (x[i] > x[best]) best = i;
    return best;
  };

  let startTime = 0;
  for (let e = 1; e <= p.events; e++) {
    toCongestion();
    const cut: number[] = [];
    if (p.policy === 'rate-proportional') {
      let u = rng.nextDouble() * x.reduce((s, v) => s + v, 0);
      let i = 0;
      while (i < n - 1 && u >= x[i]) u -= x[i++];
      cut.push(i);
    } else if (p.policy === 'largest-rate') cut.push(argmax());
    else if (p.policy === 'rate-independent') cut.push(alias.sample(rng.nextDouble()));
    else if (p.policy === 'synchronized') for (let i = 0; i < n; i++) cut.push(i);
    else if (p.policy === 'beatdown') {
      const i = argmax();
      if (n === 1) cut.push(i);
      else {
        if (measuring) sig[i]++;
        // The naive loop: cut the tagged flow at every congestion time until it is negligible
        // (what is left of it, of order cutoff, is the error of this method).
        while (x[i] > cutoff * c) {
          x[i] *= beta[i];
          toCongestion();
        }
      }
    } else throw new Error(`naiveRun does not draw the same numbers for ${p.policy}`);
    for (const i of cut) {
      if (measuring) sig[i]++;
      x[i] *= beta[i];
    }
    if (e === p.warmup) {
      measuring = true;
      startTime = T;
    }
  }
  const t = T - startTime;
  return {
    utilization: A1 / (c * t),
    aggregateSecondMoment: A2 / (c * c * t),
    throughput: I1.map((v) => v / (c * t)),
    secondMoment: I2.map((v) => v / (c * c * t)),
    signals: sig,
    aggregateHistogram: aggHist.map((v) => v / t),
    flow1Histogram: flowHist.map((v) => v / t),
    measuredTime: t,
    rates: x,
  };
}
