import { Xoshiro128 } from '../../common/rng';
import { SmmAccumulator, summarizeBasis, type BasisStats } from './smmStatistics';

/**
 * The stochastic matrix model of Sec. 4 (eqs. (16)-(18)) with the loss model of Assumption 2.
 *
 * Units (Sec. 4.1): windows Wᵢ in packets, RTTs Tᵢ in seconds, rates xᵢ = Wᵢ/T̂ᵢ and the capacity
 * C in packets per second. xᵢ[k] is flow i's rate just before the k-th congestion event, and
 * Σᵢ xᵢ[k] = C (6). Here T̂ᵢ = T̃ᵢ = Tᵢ, as in the paper's Matlab runs (γ from (15) with the Tᵢ).
 *
 * α and β in the model (Sec. 4.2): the chain holds for algorithms whose α(t) is common to all flows
 * (TCP-Illinois: the queueing delay is shared) and whose β is a constant β̂: for TCP-Illinois
 * β̂ = β_max, since dₐ ≥ d₃ at a congestion event. α(t) then drops out of (14)-(16): the chain
 * x[k+1] = A[k]x[k] does not depend on it. It only sets the clock between events; for time averages
 * we take α constant, so the paths are linear, dxᵢ/dt = α/Tᵢ², and the time averages do not depend
 * on the value of α either (it scales every inter-event time alike).
 *
 * Assumption 2 / (23)-(24): at each event M packets are dropped, M uniform on {1, …, M_max},
 * each owned by flow i with probability xᵢ[k]/C independently (multinomial); a flow that loses
 * ≥ 1 packet backs off once: Dᵢ[k] = 1. Then (16):
 *   xᵢ[k+1] = xᵢ[k](1 − β̂Dᵢ[k]) + γᵢ β̂ Σⱼ Dⱼ[k]xⱼ[k],   γᵢ = Tᵢ⁻² / Σⱼ Tⱼ⁻²,
 * and the time to the next event is Δ = β̂ Σⱼ Dⱼxⱼ[k] / (α Σⱼ Tⱼ⁻²).
 *
 * Random draws per event, in this order: one nextDouble for M, then one per dropped packet,
 * mapped to a flow by inverting the cumulative rates (first i with x₁+…+xᵢ > u·Σx).
 */

export const CONGESTION_LEVELS = ['light', 'medium', 'heavy'] as const;
export type CongestionLevel = (typeof CONGESTION_LEVELS)[number];

export interface SmmParams {
  /** Tᵢ, ms */
  rttsMs: number[];
  /** C, packets per second */
  capacity: number;
  /** M uniform on {1..⌈N/2⌉} (light), {1..N} (medium), {1..2N} (heavy): Sec. 4.5 */
  congestion: CongestionLevel;
  /** when set, overrides `congestion`: M uniform on {1..mMax} */
  mMax?: number | null;
  /** β̂, the fraction of the window REMOVED at a back-off (β_max for TCP-Illinois) */
  betaRemoved: number;
  /** window increase per RTT between events (constant); sets the time scale only */
  alpha: number;
  /** rates just before event 0, summing to C; default equal windows */
  x0?: number[] | null;
  seed: number;
  /** events measured, after the warm-up */
  events: number;
  warmup: number;
  /** batches for the error estimates (≥ 2) */
  batches: number;
}

/** 60/80/100/120 ms (Sec. 6.2), C = 100 Mb/s in 1000-byte packets, β̂ = β_max = ½. */
export const SMM_DEFAULTS: Readonly<SmmParams> = Object.freeze({
  rttsMs: [60, 80, 100, 120],
  capacity: 12500,
  congestion: 'light',
  mMax: null,
  betaRemoved: 0.5,
  alpha: 1,
  x0: null,
  seed: 1,
  events: 100_000,
  warmup: 1_000,
  batches: 32,
});

export interface SmmResult {
  n: number;
  mMax: number;
  gamma: number[];
  /** the paper's x̄ᵢ, Std(xᵢ), x̄ᵢ/xᵢ*, μ: averages over congestion events (Figs. 2-7) */
  atEvents: BasisStats;
  /** the same statistics as exact time averages over the linear paths */
  overTime: BasisStats;
  /** time average of Σxᵢ/C */
  utilization: number;
  /** mean time between congestion events, s */
  meanInterEventTime: number;
  /** mean number of packets dropped per event (M̂ of (25)) */
  meanDropped: number;
  /** fraction of events in which k flows backed off, k = 1..N (synchronization) */
  flowsCut: number[];
  /** fraction of events in which flow i backed off (qᵢ averaged over events) */
  backoffRate: number[];
  /** Tᵢ²·avg(xᵢDᵢ): (20) says T̂ᵢT̃ᵢE[xᵢqᵢ] is the same for all flows */
  theorem43: number[];
  /** rates just before the next event, to continue a run */
  finalRates: number[];
}

const isInt = (v: unknown): v is number => Number.isInteger(v);
function need(ok: boolean, field: string, rule: string, value: unknown): void {
  if (!ok) throw new RangeError(`${field} must be ${rule} (got ${String(value)})`);
}

export function mMaxFor(level: CongestionLevel, n: number): number {
  return level === 'light' ? Math.ceil(n / 2) : level === 'medium' ? n : 2 * n;
}

/** Checks every field (RangeError naming it); returns M_max, the RTTs in s and x[0]. */
export function resolveSmm(p: SmmParams): { mMax: number; rtts: number[]; x0: number[] } {
  need(Array.isArray(p.rttsMs) && p.rttsMs.length >= 1, 'rttsMs', 'a non-empty array', p.rttsMs);
  p.rttsMs.forEach((t, i) =>
    need(Number.isFinite(t) && t > 0, `rttsMs[${i}]`, 'a finite number > 0', t),
  );
  need(
    Number.isFinite(p.capacity) && p.capacity > 0,
    'capacity',
    'a finite number > 0',
    p.capacity,
  );
  const n = p.rttsMs.length;
  let mMax: number;
  if (p.mMax !== undefined && p.mMax !== null) {
    need(isInt(p.mMax) && p.mMax >= 1, 'mMax', 'an integer >= 1', p.mMax);
    mMax = p.mMax;
  } else {
    need(
      CONGESTION_LEVELS.includes(p.congestion),
      'congestion',
      CONGESTION_LEVELS.join(', '),
      p.congestion,
    );
    mMax = mMaxFor(p.congestion, n);
  }
  need(p.betaRemoved > 0 && p.betaRemoved < 1, 'betaRemoved', 'in (0, 1)', p.betaRemoved);
  need(Number.isFinite(p.alpha) && p.alpha > 0, 'alpha', 'a finite number > 0', p.alpha);
  need(isInt(p.seed), 'seed', 'an integer', p.seed);
  need(isInt(p.batches) && p.batches >= 2, 'batches', 'an integer >= 2', p.batches);
  need(isInt(p.events) && p.events >= p.batches, 'events', 'an integer >= batches', p.events);
  need(isInt(p.warmup) && p.warmup >= 0, 'warmup', 'an integer >= 0', p.warmup);
  const rtts = p.rttsMs.map((t) => t / 1000);
  let x0: number[];
  if (p.x0 !== undefined && p.x0 !== null) {
    need(p.x0.length === n, 'x0', `an array of ${n} rates`, p.x0);
    p.x0.forEach((v, i) => need(Number.isFinite(v) && v >= 0, `x0[${i}]`, 'a finite rate >= 0', v));
    const s = p.x0.reduce((a, v) => a + v, 0);
    need(Math.abs(s - p.capacity) <= 1e-9 * p.capacity, 'x0', 'rates summing to capacity (6)', s);
    x0 = p.x0.slice();
  } else {
    const inv = rtts.map((t) => 1 / t);
    const sum = inv.reduce((a, v) => a + v, 0);
    x0 = inv.map((v) => (p.capacity * v) / sum);
  }
  return { mMax, rtts, x0 };
}

/** First i with cum[i] > u (the last flow if rounding leaves none). */
function owner(cum: Float64Array, u: number): number {
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid] > u) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Exact event-by-event simulation: O(N + M log N) per event. */
export function simulateSmm(p: SmmParams): SmmResult {
  const { mMax, rtts, x0 } = resolveSmm(p);
  const n = rtts.length;
  const beta = p.betaRemoved;
  const invT2 = rtts.map((t) => 1 / (t * t));
  const sumInvT2 = invT2.reduce((a, v) => a + v, 0);
  const gamma = invT2.map((v) => v / sumInvT2);
  const x = Float64Array.from(x0);
  const cum = new Float64Array(n);
  const stamp = new Float64Array(n).fill(-1);
  const cut = new Int32Array(n);
  const rng = new Xoshiro128(p.seed);
  const acc = new SmmAccumulator(n, p.batches, x0);
  const flowsCut = new Float64Array(n);
  const backoffs = new Float64Array(n);
  const xd = new Float64Array(n);
  let dropped = 0;
  let elapsed = 0;
  let aggIntegral = 0;
  const last = p.warmup + p.events;
  for (let k = 0; k < last; k++) {
    const measuring = k >= p.warmup;
    const b = measuring
      ? Math.min(p.batches - 1, Math.floor(((k - p.warmup) * p.batches) / p.events))
      : 0;
    if (measuring) acc.atEvent(b, x);
    const m = 1 + Math.floor(rng.nextDouble() * mMax);
    let total = 0;
    for (let i = 0; i < n; i++) cum[i] = total += x[i];
    let nc = 0;
    for (let j = 0; j < m; j++) {
      const i = owner(cum, rng.nextDouble() * total);
      if (stamp[i] !== k) {
        stamp[i] = k;
        cut[nc++] = i;
      }
    }
    let freed = 0;
    for (let j = 0; j < nc; j++) freed += beta * x[cut[j]];
    const dt = freed / (p.alpha * sumInvT2);
    if (measuring) {
      dropped += m;
      flowsCut[nc - 1]++;
      for (let j = 0; j < nc; j++) {
        backoffs[cut[j]]++;
        xd[cut[j]] += x[cut[j]];
      }
      acc.addTime(b, dt);
      elapsed += dt;
    }
    for (let j = 0; j < nc; j++) x[cut[j]] *= 1 - beta;
    let post = 0;
    for (let i = 0; i < n; i++) {
      const a = x[i];
      const z = a + gamma[i] * freed;
      if (measuring) acc.piece(b, i, a, z, dt);
      post += a;
      x[i] = z;
    }
    // the aggregate rises linearly from C − freed to C
    if (measuring) aggIntegral += (dt * (post + post + freed)) / 2;
  }
  const ev = p.events;
  return {
    n,
    mMax,
    gamma,
    atEvents: summarizeBasis(acc.events, rtts),
    overTime: summarizeBasis(acc.time, rtts),
    utilization: aggIntegral / (elapsed * p.capacity),
    meanInterEventTime: elapsed / ev,
    meanDropped: dropped / ev,
    flowsCut: Array.from(flowsCut, (v) => v / ev),
    backoffRate: Array.from(backoffs, (v) => v / ev),
    theorem43: Array.from(xd, (v, i) => (rtts[i] * rtts[i] * v) / ev),
    finalRates: Array.from(x),
  };
}
