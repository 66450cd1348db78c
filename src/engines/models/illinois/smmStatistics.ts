import { studentTQuantile } from '../../common/studentT';

/**
 * Statistics of the stochastic matrix model, in two bases:
 * - 'events': averages of xᵢ[k] over congestion events, as the paper computes x̄ᵢ and Std(xᵢ) for
 *   Figs. 2-7 (Remark 1: "the average of W and x is over their values at the congestion events");
 * - 'time': exact time averages over the linear paths between events (the open question of
 *   Remark 1), ∫x = Δ(a+b)/2 and ∫x² = Δ(a²+ab+b²)/3 on a piece from a to b of length Δ.
 * Errors come from batch means: the measured events are cut into B consecutive batches; each
 * statistic is a smooth function of ratio estimators (sums over durations), so its variance is
 * estimated by the delta method from the batches' residuals, half-width = t_{0.975,B−1}·√var.
 */

export interface LogLogFit {
  /** least-squares slope of log x̄ᵢ against log Tᵢ: −(1 + μ) by (27) */
  slope: number;
  intercept: number;
  /** μ = −slope − 1; (27) predicts μ ∈ [0, 1] */
  mu: number;
  muHalfWidth: number;
  r2: number;
}

export interface BasisStats {
  mean: number[];
  meanHalfWidth: number[];
  std: number[];
  stdHalfWidth: number[];
  /** xᵢ* = X̄·(1/Tᵢ)/Σⱼ(1/Tⱼ): equal windows (µ = 0 in (27)), X̄ = Σⱼ x̄ⱼ (= C at events) */
  xStar: number[];
  /** x̄ᵢ/xᵢ* */
  ratio: number[];
  ratioHalfWidth: number[];
  /** Std(xᵢ)/x̄ᵢ */
  cv: number[];
  cvHalfWidth: number[];
  /** null when all RTTs are equal (no slope to fit) */
  fit: LogLogFit | null;
}

/**
 * Per-batch sums: durations (events count 1 each), Σ(x − s) and Σ(x − s)² per flow, with a fixed
 * shift s per flow (the initial rates): variances are shift-invariant, and the shift keeps
 * E[x²] − E[x]² from cancelling catastrophically when Std(x) ≪ x̄ (N = 1 gives exactly 0).
 */
export class BatchSums {
  readonly duration: Float64Array;
  readonly sum: Float64Array;
  readonly square: Float64Array;

  constructor(
    readonly n: number,
    readonly batches: number,
    readonly shift: Float64Array,
  ) {
    this.duration = new Float64Array(batches);
    this.sum = new Float64Array(batches * n);
    this.square = new Float64Array(batches * n);
  }
}

/** Accumulates both bases; the simulation calls it once per measured event. */
export class SmmAccumulator {
  readonly events: BatchSums;
  readonly time: BatchSums;

  constructor(n: number, batches: number, shift: ArrayLike<number>) {
    this.events = new BatchSums(n, batches, Float64Array.from(shift));
    this.time = new BatchSums(n, batches, Float64Array.from(shift));
  }

  /** the rates just before a congestion event */
  atEvent(b: number, x: ArrayLike<number>): void {
    const e = this.events;
    const o = b * e.n;
    e.duration[b] += 1;
    for (let i = 0; i < e.n; i++) {
      const v = x[i] - e.shift[i];
      e.sum[o + i] += v;
      e.square[o + i] += v * v;
    }
  }

  /** one linear piece of flow i's path, from a to z over dt (dt added once per piece by addTime) */
  piece(b: number, i: number, a: number, z: number, dt: number): void {
    const t = this.time;
    const u = a - t.shift[i];
    const w = z - t.shift[i];
    t.sum[b * t.n + i] += (dt * (u + w)) / 2;
    t.square[b * t.n + i] += (dt * (u * u + u * w + w * w)) / 3;
  }

  addTime(b: number, dt: number): void {
    this.time.duration[b] += dt;
  }
}

/** Least squares of y on u, with the weights c_i = (u_i − ū)/Sxx that give slope = Σ c_i y_i. */
function fitWeights(u: number[]): { c: number[]; ubar: number } | null {
  const n = u.length;
  const ubar = u.reduce((s, v) => s + v, 0) / n;
  let sxx = 0;
  for (const v of u) sxx += (v - ubar) * (v - ubar);
  if (!(sxx > 1e-24 * Math.max(1, ubar * ubar))) return null;
  return { c: u.map((v) => (v - ubar) / sxx), ubar };
}

export function summarizeBasis(s: BatchSums, rttsSec: number[]): BasisStats {
  const { n, batches: nb } = s;
  let total = 0;
  for (let b = 0; b < nb; b++) total += s.duration[b];
  if (!(total > 0)) throw new RangeError('the measured window has zero length');
  // shifted moments m₁' = E[x − s], m₂' = E[(x − s)²]
  const m1: number[] = [];
  const second: number[] = [];
  for (let i = 0; i < n; i++) {
    let si = 0;
    let qi = 0;
    for (let b = 0; b < nb; b++) {
      si += s.sum[b * n + i];
      qi += s.square[b * n + i];
    }
    m1.push(si / total);
    second.push(qi / total);
  }
  const mean = m1.map((m, i) => s.shift[i] + m);
  const std = m1.map((m, i) => Math.sqrt(Math.max(0, second[i] - m * m)));
  const xTotal = mean.reduce((a, v) => a + v, 0);
  const inv = rttsSec.map((t) => 1 / t);
  const invSum = inv.reduce((a, v) => a + v, 0);
  const xStar = inv.map((v) => (xTotal * v) / invSum);
  const ratio = mean.map((m, i) => m / xStar[i]);
  const cv = mean.map((m, i) => (m > 0 ? std[i] / m : 0));
  const logT = rttsSec.map(Math.log);
  const w = fitWeights(logT);
  const y = mean.map(Math.log);

  // Batch residuals (influence of batch b on each statistic, times its duration).
  const tq = nb > 1 ? studentTQuantile(0.975, nb - 1) : Infinity;
  const dbar = total / nb;
  const scale = nb > 1 ? 1 / ((nb - 1) * nb * dbar * dbar) : Infinity;
  const acc = { mean: new Float64Array(n), std: new Float64Array(n), ratio: new Float64Array(n) };
  const accCv = new Float64Array(n);
  let accMu = 0;
  const e = new Float64Array(n);
  for (let b = 0; b < nb; b++) {
    const d = s.duration[b];
    let eTot = 0;
    for (let i = 0; i < n; i++) {
      e[i] = s.sum[b * n + i] - m1[i] * d;
      eTot += e[i];
    }
    let rMu = 0;
    for (let i = 0; i < n; i++) {
      const f = s.square[b * n + i] - second[i] * d;
      const rStd = std[i] > 0 ? (f - 2 * m1[i] * e[i]) / (2 * std[i]) : 0;
      const rel = mean[i] > 0 ? e[i] / mean[i] : 0;
      acc.mean[i] += e[i] * e[i];
      acc.std[i] += rStd * rStd;
      const rRatio = ratio[i] * (rel - eTot / xTotal);
      acc.ratio[i] += rRatio * rRatio;
      const rCv = std[i] > 0 ? cv[i] * (rStd / std[i] - rel) : 0;
      accCv[i] += rCv * rCv;
      if (w) rMu -= w.c[i] * rel;
    }
    accMu += rMu * rMu;
  }
  const half = (ss: number): number => (nb > 1 ? tq * Math.sqrt(ss * scale) : Infinity);

  let fit: LogLogFit | null = null;
  if (w) {
    const slope = w.c.reduce((a, c, i) => a + c * y[i], 0);
    const ybar = y.reduce((a, v) => a + v, 0) / n;
    const intercept = ybar - slope * w.ubar;
    let ssRes = 0;
    let ssTot = 0;
    for (let i = 0; i < n; i++) {
      ssRes += (y[i] - intercept - slope * logT[i]) ** 2;
      ssTot += (y[i] - ybar) ** 2;
    }
    const mu = -slope - 1;
    fit = { slope, intercept, mu, muHalfWidth: half(accMu), r2: ssTot > 0 ? 1 - ssRes / ssTot : 1 };
  }
  return {
    mean,
    meanHalfWidth: Array.from(acc.mean, half),
    std,
    stdHalfWidth: Array.from(acc.std, half),
    xStar,
    ratio,
    ratioHalfWidth: Array.from(acc.ratio, half),
    cv,
    cvHalfWidth: Array.from(accCv, half),
    fit,
  };
}
