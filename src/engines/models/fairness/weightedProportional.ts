import { newtonMinimise, ratesFromPrices, type DualProblem } from './dualNewton';
import { incidence, linkLoads, routePrices, type FairnessNetwork, type Incidence } from './network';

/**
 * Weighted proportional fairness (paper 004, Annex A; Kelly 1997): the unique x maximising
 * sum_i N_i log x_i subject to sum_{i uses l} x_i <= c_l. KKT: N_i / x_i = q_i = sum_{l on i} p_l,
 * p_l >= 0, loads <= c_l, and p_l (c_l - y_l) = 0. The p_l are the links' shadow prices.
 *
 * Method, and why: the problem has no finite combinatorial solution (already two links give a
 * quadratic, see the tests), so it is solved numerically in two stages.
 * 1. A dual log-barrier path: minimise D(p) - mu sum log p_l for mu = 1, 1e-1, ..., 1e-12 by
 *    damped Newton (dualNewton.ts). Each stage is strictly convex with bounded level sets, so it
 *    converges from any start, and at its minimiser x = N/q is strictly feasible with
 *    p_l (c_l - y_l) = mu exactly: a certified primal-dual pair with duality gap L mu. This is the
 *    "always converges" part. When prices are not unique (linearly dependent routes among the
 *    saturated links) it lands near the central path's limit, one valid choice among many, which
 *    rounding can move: `pricesUnique` says so, and the rates are unique in any case.
 * 2. An active-set polish: the links whose price dominates their slack are taken as saturated and
 *    the reduced dual (their prices only, the others 0) is solved by Newton to the rounding floor
 *    (KKT residuals ~1e-15). The active set is corrected if a price comes out negative or an
 *    unsaturated link overflows; the polished answer is kept only if its KKT residual is no worse
 *    than the barrier's. When weights or capacities span many decades a link's price and slack
 *    can both still be ~sqrt(mu) at mu = 1e-12; then the path goes on (to 1e-20 at most) and the
 *    polish is retried, until the residual is below 1e-14.
 * A second method on the same problem would be a projected-gradient or dual-ascent iteration;
 * both converge only linearly and to ~1e-8 in practice, which is why Newton is used on both stages.
 * Weights are scaled to sum to 1 and capacities to a largest of 1 inside, so the tolerances are
 * relative and scaling all weights by k changes the rates by nothing but rounding.
 */
export interface KktResiduals {
  /** max_i |N_i/x_i - q_i| / (N_i/x_i) */
  stationarity: number;
  /** max_l max(0, y_l - c_l) / c_l */
  primalFeasibility: number;
  /** max_l max(0, -p_l) c_l / sum N (prices relative to the total payment sum_l p_l c_l = sum N) */
  dualFeasibility: number;
  /** max_l p_l |c_l - y_l| / sum N */
  complementarity: number;
  /** the largest of the four */
  max: number;
}

export interface ProportionalAllocation {
  /** rates x_i, in the capacities' unit */
  rates: number[];
  /** link prices p_l (Lagrange multipliers), weight per unit rate */
  prices: number[];
  /** link loads y_l */
  loads: number[];
  /** which links are saturated with a positive price (the active constraints) */
  active: boolean[];
  /**
   * true when the saturated links' routes are linearly independent, so these prices are the only
   * ones; false when other prices may satisfy the KKT conditions too (e.g. two links carrying the
   * same flows at the same capacity share a price in any split). The rates are unique regardless.
   */
  pricesUnique: boolean;
  kkt: KktResiduals;
  /** whether the active-set polish succeeded (else the barrier's answer, gap ~1e-12 relative) */
  polished: boolean;
  newtonSteps: number;
}

const MU_START = 1;
const MU_END = 1e-12;
const MU_FACTOR = 0.1;
/** the further path of weightedProportionalFair: until the KKT residual is this small, or mu this */
const MU_EXTRA_UNTIL = 1e-14;
const MU_FLOOR = 1e-20;

/** KKT residuals of (x, p) in the original units, as defined in KktResiduals. */
export function kktResiduals(
  inc: Incidence,
  x: ArrayLike<number>,
  p: ArrayLike<number>,
): KktResiduals {
  const y = linkLoads(inc, x);
  const q = routePrices(inc, p);
  let total = 0;
  for (let i = 0; i < inc.nF; i++) total += inc.weight[i];
  let st = 0;
  for (let i = 0; i < inc.nF; i++) {
    const m = inc.weight[i] / x[i];
    st = Math.max(st, x[i] > 0 ? Math.abs(m - q[i]) / m : Infinity);
  }
  let pf = 0;
  let df = 0;
  let cs = 0;
  for (let l = 0; l < inc.nL; l++) {
    const c = inc.cap[l];
    pf = Math.max(pf, (y[l] - c) / c);
    df = Math.max(df, (-p[l] * c) / total);
    cs = Math.max(cs, (Math.abs(p[l]) * Math.abs(c - y[l])) / total);
  }
  const r = { stationarity: st, primalFeasibility: pf, dualFeasibility: df, complementarity: cs };
  return { ...r, max: Math.max(st, pf, df, cs) };
}

function normalise(inc: Incidence): { pb: DualProblem; wSum: number; cMax: number } {
  let wSum = 0;
  for (const w of inc.weight) wSum += w;
  let cMax = 0;
  for (const c of inc.cap) cMax = Math.max(cMax, c);
  const pb = {
    inc,
    w: inc.weight.map((w) => w / wSum),
    c: inc.cap.map((c) => c / cMax),
  };
  return { pb, wSum, cMax };
}

/** Stage 1: the central path from mu = 1 down to muEnd, warm-started at p (in place). */
function barrierPath(pb: DualProblem, p: Float64Array, muStart: number, muEnd: number): number {
  const all = Int32Array.from({ length: pb.inc.nL }, (_, l) => l);
  let steps = 0;
  for (let mu = muStart; mu >= muEnd * 0.999; mu *= MU_FACTOR)
    steps += newtonMinimise(pb, p, all, mu, { decrement: 1e-9, gradient: 0, maxSteps: 200 }).steps;
  return steps;
}

/**
 * Stage 2: Newton on the reduced dual of the active links, the active set corrected until it is
 * consistent (at most nL + 1 rounds; each round adds or drops one link). null when it fails.
 * A link starts active when its revenue share p_l c_l exceeds its relative slack s_l / c_l (on the
 * central path p_l s_l = mu, so one of the two vanishes with mu), and a flow left with no active
 * link gets its highest-priced one (it would be unbounded otherwise).
 */
function polish(pb: DualProblem, start: Float64Array): { p: Float64Array; steps: number } | null {
  const { inc, c } = pb;
  const x = new Float64Array(inc.nF);
  ratesFromPrices(pb, start, x);
  const y = linkLoads(inc, x);
  const active = Array.from({ length: inc.nL }, (_, l) => start[l] * c[l] > (c[l] - y[l]) / c[l]);
  let steps = 0;
  for (let round = 0; round <= inc.nL; round++) {
    for (let i = 0; i < inc.nF; i++) {
      const route = inc.linkIdx.subarray(inc.linkPtr[i], inc.linkPtr[i + 1]);
      if (route.some((l) => active[l])) continue;
      active[route.reduce((top, l) => (start[l] > start[top] ? l : top), route[0])] = true;
    }
    const vars = Int32Array.from(active.flatMap((a, l) => (a ? [l] : [])));
    const p = new Float64Array(inc.nL);
    for (const l of vars) p[l] = start[l];
    steps += newtonMinimise(pb, p, vars, 0, { decrement: 0, gradient: 1e-15, maxSteps: 100 }).steps;
    ratesFromPrices(pb, p, x);
    const yy = linkLoads(inc, x);
    let scale = 0;
    for (const l of vars) scale = Math.max(scale, Math.abs(p[l]) * c[l]);
    // most negative price (beyond rounding), else most overloaded inactive link
    let worst = -1;
    let worstBy = 0;
    for (const l of vars) {
      const by = (-p[l] * c[l]) / scale;
      if (by > 1e-12 && by > worstBy) [worst, worstBy] = [l, by];
    }
    if (worst < 0)
      for (let l = 0; l < inc.nL; l++) {
        const by = (yy[l] - c[l]) / c[l];
        if (!active[l] && by > 1e-13 && by > worstBy) [worst, worstBy] = [l, by];
      }
    if (worst < 0) {
      for (const l of vars) p[l] = Math.max(p[l], 0); // rounding-level negatives of weakly active links
      return { p, steps };
    }
    active[worst] = !active[worst];
  }
  return null;
}

/** Whether the chosen links' rows of the link-by-flow incidence matrix are linearly independent. */
function independentRoutes(inc: Incidence, chosen: boolean[]): boolean {
  const rows: Float64Array[] = [];
  chosen.forEach((ch, l) => {
    if (!ch) return;
    const r = new Float64Array(inc.nF);
    for (let k = inc.flowPtr[l]; k < inc.flowPtr[l + 1]; k++) r[inc.flowIdx[k]] = 1;
    rows.push(r);
  });
  // Gaussian elimination with partial pivoting; entries are small rationals, so 1e-9 is safe
  let rank = 0;
  for (let col = 0; col < inc.nF && rank < rows.length; col++) {
    let piv = rank;
    for (let r = rank + 1; r < rows.length; r++)
      if (Math.abs(rows[r][col]) > Math.abs(rows[piv][col])) piv = r;
    if (Math.abs(rows[piv][col]) < 1e-9) continue;
    [rows[rank], rows[piv]] = [rows[piv], rows[rank]];
    for (let r = rank + 1; r < rows.length; r++) {
      const f = rows[r][col] / rows[rank][col];
      if (f !== 0) for (let k = col; k < inc.nF; k++) rows[r][k] -= f * rows[rank][k];
    }
    rank++;
  }
  return rank === rows.length;
}

function allocationFrom(
  inc: Incidence,
  pb: DualProblem,
  pNorm: Float64Array,
  wSum: number,
  cMax: number,
): { rates: number[]; prices: number[]; kkt: KktResiduals } {
  const x = new Float64Array(inc.nF);
  ratesFromPrices(pb, pNorm, x);
  const rates = Array.from(x, (v) => v * cMax);
  const prices = Array.from(pNorm, (v) => (v * wSum) / cMax);
  return { rates, prices, kkt: kktResiduals(inc, rates, prices) };
}

/** Weighted proportional fairness with the flows' weights N_i (default 1). */
export function weightedProportionalFair(net: FairnessNetwork): ProportionalAllocation {
  const inc = incidence(net);
  const { pb, wSum, cMax } = normalise(inc);
  const p = new Float64Array(inc.nL).fill(1);
  let steps = barrierPath(pb, p, MU_START, MU_END);
  let best = allocationFrom(inc, pb, p, wSum, cMax);
  let polished = false;
  // When a link's price and slack are both still ~sqrt(mu) (weights or capacities spanning many
  // decades), the active set is ambiguous at MU_END: follow the path further and polish again.
  for (let mu = MU_END; ;) {
    const pol = polish(pb, p);
    if (pol) {
      steps += pol.steps;
      const cand = allocationFrom(inc, pb, pol.p, wSum, cMax);
      if (cand.kkt.max <= best.kkt.max) [best, polished] = [cand, true];
    }
    if (best.kkt.max <= MU_EXTRA_UNTIL || mu <= MU_FLOOR) break;
    mu *= MU_FACTOR;
    steps += barrierPath(pb, p, mu, mu);
    const bar = allocationFrom(inc, pb, p, wSum, cMax);
    if (bar.kkt.max < best.kkt.max) [best, polished] = [bar, false];
  }
  const loads = Array.from(linkLoads(inc, best.rates));
  const saturated = loads.map((y, l) => y >= inc.cap[l] * (1 - 1e-9));
  return {
    ...best,
    loads,
    active: best.prices.map((q, l) => q > 0 && saturated[l]),
    pricesUnique: independentRoutes(inc, saturated),
    polished,
    newtonSteps: steps,
  };
}

/** Proportional fairness (Annex A): every weight 1, whatever the flows say. */
export function proportionalFair(net: FairnessNetwork): ProportionalAllocation {
  return weightedProportionalFair({ ...net, flows: net.flows.map((f) => ({ ...f, weight: 1 })) });
}
