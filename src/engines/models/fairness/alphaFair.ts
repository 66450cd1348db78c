import { newtonMinimise, ratesFromPrices, type DualProblem } from './dualNewton';
import { kktResiduals, type KktResiduals } from './kkt';
import { incidence, linkLoads, type FairnessNetwork, type Incidence } from './network';

/**
 * α-fairness (Mo & Walrand 2000): the unique x maximising sum_i w_i U_α(x_i) subject to
 * sum_{i uses l} x_i <= c_l, with U_α(x) = log x for α = 1 (weighted proportional fairness, paper
 * 004, Annex A; Kelly 1997) and x^(1-α) / (1-α) otherwise (α = 2: minimum potential delay,
 * Massoulié & Roberts 2002; α -> infinity approaches max-min). KKT: w_i / x_i^α = q_i =
 * sum_{l on i} p_l, p_l >= 0, loads <= c_l, and p_l (c_l - y_l) = 0 (kkt.ts). The p_l are the
 * links' shadow prices.
 *
 * Method, and why: the problem has no finite combinatorial solution (already two links give a
 * quadratic for α = 1, see the tests), so it is solved numerically in two stages.
 * 1. A dual log-barrier path: minimise D(p) - mu sum log p_l for mu = 1, 1e-1, ..., 1e-12 by
 *    damped Newton (dualNewton.ts). Each stage is strictly convex with bounded level sets, so it
 *    converges from any start, and at its minimiser x = (w/q)^(1/α) is strictly feasible with
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
 * A second method on the same problem is a projected-gradient or dual-ascent iteration, or
 * coordinate descent on the dual (one price at a time): all converge only linearly, and crawl when
 * two saturated links are coupled through a shared route (coordinate descent stalled at a residual
 * of 7e-6 after 500 sweeps on the network of the minimum potential delay tests), which is why
 * Newton, which sees the coupling in the Hessian, is used on both stages.
 * Weights are scaled to sum to 1 and capacities to a largest of 1 inside, so the tolerances are
 * relative and scaling all weights by k changes the rates by nothing but rounding.
 */
export interface AlphaFairAllocation {
  /** rates x_i, in the capacities' unit */
  rates: number[];
  /** link prices p_l (Lagrange multipliers): weight per (unit rate)^α */
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
  /** whether the KKT conditions hold to KKT_TOLERANCE within the solver's budget */
  converged: boolean;
  /** what was reached, or what was not (the budget is counted in Newton steps, not time) */
  message: string;
}

/** The largest KKT residual (relative) an allocation may keep and still be called a solution. */
export const KKT_TOLERANCE = 1e-9;

const MU_START = 1;
const MU_END = 1e-12;
const MU_FACTOR = 0.1;
/** the further path of alphaFair: until the KKT residual is this small, or mu this */
const MU_EXTRA_UNTIL = 1e-14;
const MU_FLOOR = 1e-20;

function normalise(inc: Incidence, alpha: number): { pb: DualProblem; wSum: number; cMax: number } {
  let wSum = 0;
  for (const w of inc.weight) wSum += w;
  let cMax = 0;
  for (const c of inc.cap) cMax = Math.max(cMax, c);
  const pb = {
    inc,
    w: inc.weight.map((w) => w / wSum),
    c: inc.cap.map((c) => c / cMax),
    alpha,
  };
  return { pb, wSum, cMax };
}

/**
 * The total payment P = sum_i w_i x_i^(1-α) of kkt.ts in normalised units, the revenue sum_l p_l c_l
 * at the optimum: exactly 1 for α = 1 (the weights sum to 1).
 */
function payment(pb: DualProblem, x: Float64Array): number {
  if (pb.alpha === 1) return 1;
  let total = 0;
  for (let i = 0; i < pb.inc.nF; i++) total += pb.w[i] * x[i] ** (1 - pb.alpha);
  return total;
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
 * A link starts active when its revenue share p_l c_l / P exceeds its relative slack s_l / c_l (on
 * the central path p_l s_l = mu, so one of the two vanishes with mu), and a flow left with no
 * active link gets its highest-priced one (it would be unbounded otherwise).
 */
function polish(pb: DualProblem, start: Float64Array): { p: Float64Array; steps: number } | null {
  const { inc, c } = pb;
  const x = new Float64Array(inc.nF);
  ratesFromPrices(pb, start, x);
  const y = linkLoads(inc, x);
  const pay = payment(pb, x);
  const active = Array.from(
    { length: inc.nL },
    (_, l) => (start[l] * c[l]) / pay > (c[l] - y[l]) / c[l],
  );
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
  // rates scale with the capacities and not with the weights, so q = w / x^α scales by wSum / cMax^α
  const rates = Array.from(x, (v) => v * cMax);
  const cPow = cMax ** pb.alpha;
  const prices = Array.from(pNorm, (v) => (v * wSum) / cPow);
  return { rates, prices, kkt: kktResiduals(inc, rates, prices, pb.alpha) };
}

/**
 * α-fairness with the flows' weights w_i (default 1) for any α > 0: 1 is weighted proportional
 * fairness (weightedProportional.ts), 2 minimum potential delay (minimumPotentialDelay.ts).
 */
export function alphaFair(net: FairnessNetwork, alpha: number): AlphaFairAllocation {
  if (!(Number.isFinite(alpha) && alpha > 0))
    throw new RangeError(`alpha: must be a finite number > 0, got ${alpha}`);
  const inc = incidence(net);
  const { pb, wSum, cMax } = normalise(inc, alpha);
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
  // the budget: the central path to MU_FLOOR (at most 200 Newton steps per barrier value) and
  // nL + 1 rounds of the active-set polish (at most 100 each)
  const converged = best.kkt.max <= KKT_TOLERANCE;
  return {
    ...best,
    loads,
    active: best.prices.map((q, l) => q > 0 && saturated[l]),
    pricesUnique: independentRoutes(inc, saturated),
    polished,
    newtonSteps: steps,
    converged,
    message: converged
      ? `KKT residual ${best.kkt.max.toExponential(1)} after ${steps} Newton steps`
      : `the KKT conditions were not met within the budget (the barrier path to mu = ${MU_FLOOR} and the active-set polish, ${steps} Newton steps): largest residual ${best.kkt.max.toExponential(2)}`,
  };
}
