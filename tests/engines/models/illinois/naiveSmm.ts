import { Xoshiro128 } from '../../../../src/engines/common/rng';
import type { SmmParams } from '../../../../src/engines/models/illinois';

/**
 * A deliberately plain second implementation of the stochastic matrix model, for the tests:
 * per event it draws M and the owners of the dropped packets (same draws, same order as the
 * engine: one nextDouble for M, then one per packet, owner = first i whose running sum of rates
 * exceeds u·Σx, found by a linear scan), builds the dense N×N matrix
 *   A = diag(1 − β̂D₁, …, 1 − β̂D_N) + γ·β̂(D₁, …, D_N)     (18)
 * and multiplies x[k+1] = A x[k] (17). The time between events is the aggregate's rise
 * Σx[k+1] − Σ(after the cut) over the aggregate slope αΣTⱼ⁻². Plain sums, no batches.
 */
export interface NaiveSmmResult {
  eventMean: number[];
  eventStd: number[];
  timeMean: number[];
  timeStd: number[];
  flowsCut: number[];
  meanDropped: number;
  finalRates: number[];
}

export function naiveSmm(p: SmmParams): NaiveSmmResult {
  const n = p.rttsMs.length;
  const mMax =
    p.mMax ?? (p.congestion === 'light' ? Math.ceil(n / 2) : p.congestion === 'medium' ? n : 2 * n);
  const T = p.rttsMs.map((t) => t / 1000);
  const slope = T.reduce((s, t) => s + 1 / (t * t), 0);
  const gamma = T.map((t) => 1 / (t * t) / slope);
  let x = p.x0 ?? T.map((t) => (p.capacity * (1 / t)) / T.reduce((s, u) => s + 1 / u, 0));
  x = x.slice();
  const rng = new Xoshiro128(p.seed);
  const evS = new Array<number>(n).fill(0);
  const evQ = new Array<number>(n).fill(0);
  const tS = new Array<number>(n).fill(0);
  const tQ = new Array<number>(n).fill(0);
  const flowsCut = new Array<number>(n).fill(0);
  let dropped = 0;
  let time = 0;
  for (let k = 0; k < p.warmup + p.events; k++) {
    const measuring = k >= p.warmup;
    if (measuring) {
      for (let i = 0; i < n; i++) {
        evS[i] += x[i];
        evQ[i] += x[i] * x[i];
      }
    }
    const m = 1 + Math.floor(rng.nextDouble() * mMax);
    const total = x.reduce((s, v) => s + v, 0);
    const D = new Array<number>(n).fill(0);
    for (let j = 0; j < m; j++) {
      const u = rng.nextDouble() * total;
      let c = 0;
      let i = 0;
      for (; i < n; i++) {
        c += x[i];
        if (c > u) break;
      }
      D[Math.min(i, n - 1)] = 1;
    }
    const A: number[][] = [];
    for (let i = 0; i < n; i++) {
      A.push([]);
      for (let j = 0; j < n; j++) {
        A[i].push((i === j ? 1 - p.betaRemoved * D[i] : 0) + gamma[i] * p.betaRemoved * D[j]);
      }
    }
    const next = A.map((row) => row.reduce((s, a, j) => s + a * x[j], 0));
    const after = x.map((v, i) => v * (1 - p.betaRemoved * D[i]));
    const dt =
      (next.reduce((s, v) => s + v, 0) - after.reduce((s, v) => s + v, 0)) / (p.alpha * slope);
    if (measuring) {
      dropped += m;
      flowsCut[D.reduce((s, d) => s + d, 0) - 1]++;
      time += dt;
      for (let i = 0; i < n; i++) {
        const a = after[i];
        const z = next[i];
        tS[i] += (dt * (a + z)) / 2;
        tQ[i] += (dt * (a * a + a * z + z * z)) / 3;
      }
    }
    x = next;
  }
  const ev = p.events;
  const eventMean = evS.map((s) => s / ev);
  const timeMean = tS.map((s) => s / time);
  return {
    eventMean,
    eventStd: evQ.map((q, i) => Math.sqrt(Math.max(0, q / ev - eventMean[i] ** 2))),
    timeMean,
    timeStd: tQ.map((q, i) => Math.sqrt(Math.max(0, q / time - timeMean[i] ** 2))),
    flowsCut: flowsCut.map((c) => c / ev),
    meanDropped: dropped / ev,
    finalRates: x,
  };
}
