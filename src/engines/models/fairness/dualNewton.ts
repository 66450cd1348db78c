import { choleskyFactor, choleskySolve } from '../../common/cholesky';
import type { Incidence } from './network';

/**
 * The dual of α-fairness (Mo & Walrand 2000) with weights w_i > 0,
 *   max sum_i w_i U_α(x_i)  s.t.  sum_{i uses l} x_i <= c_l,
 * U_α(x) = log x for α = 1 (weighted proportional fairness, Kelly 1997; paper 004, Annex A) and
 * x^(1-α) / (1-α) otherwise (α = 2: minimum potential delay, Massoulié & Roberts 2002), is
 *   min_{p >= 0} D(p) = sum_l c_l p_l - sum_i F_i(q_i)  (q_i = sum_{l on i} p_l),
 * F_i(q) = w_i log q for α = 1 and (α / (α-1)) w_i^(1/α) q^(1-1/α) otherwise: the concave conjugate
 * of the utility, so that F_i'(q) is the rate x_i = (w_i / q_i)^(1/α) at which flow i's marginal
 * utility w_i / x_i^α equals its route price. D is convex, with gradient c_l - y_l(p) (capacity
 * minus load) and Hessian R diag(x_i / (α q_i)) R^T (R the link-by-flow incidence; x_i^2 / w_i
 * for α = 1), singular only when the routes of the links in play are linearly dependent. This
 * file evaluates D (plus an optional log barrier -mu sum log p_l) over a chosen set of price
 * variables and minimises it by damped Newton steps. Everything is in the normalised units of
 * alphaFair.ts.
 */
export interface DualProblem {
  inc: Incidence;
  /** weights, normalised to sum to 1 */
  w: Float64Array;
  /** capacities, normalised to a largest of 1 */
  c: Float64Array;
  /** α > 0 */
  alpha: number;
}

/**
 * (w / q)^(1/α): w / q and Math.sqrt(w / q) for the two criteria the labs use, which are correctly
 * rounded where Math.pow need not be.
 */
function rateAt(w: number, q: number, alpha: number): number {
  if (alpha === 1) return w / q;
  if (alpha === 2) return Math.sqrt(w / q);
  return (w / q) ** (1 / alpha);
}

/** F_i(q) of the header: the part of D that flow i contributes, negated. */
function conjugate(w: number, q: number, alpha: number): number {
  if (alpha === 1) return w * Math.log(q);
  if (alpha === 2) return 2 * Math.sqrt(w * q);
  return (alpha / (alpha - 1)) * w ** (1 / alpha) * q ** (1 - 1 / alpha);
}

/**
 * x_i = (w_i / q_i)^(1/α) from the full price vector (and q_i into q when given); false when some
 * q_i <= 0 (outside D's domain).
 */
export function ratesFromPrices(
  pb: DualProblem,
  p: Float64Array,
  x: Float64Array,
  q?: Float64Array,
): boolean {
  const { inc, w, alpha } = pb;
  for (let i = 0; i < inc.nF; i++) {
    let qi = 0;
    for (let k = inc.linkPtr[i]; k < inc.linkPtr[i + 1]; k++) qi += p[inc.linkIdx[k]];
    if (!(qi > 0)) return false;
    x[i] = rateAt(w[i], qi, alpha);
    if (q) q[i] = qi;
  }
  return true;
}

/** D(p) - mu sum_{l in vars} log p_l; +Infinity outside the domain. Prices not in vars stay fixed. */
function objective(pb: DualProblem, p: Float64Array, vars: Int32Array, mu: number): number {
  const { inc, w, c, alpha } = pb;
  let f = 0;
  for (const l of vars) {
    if (mu > 0) {
      if (!(p[l] > 0)) return Infinity;
      f -= mu * Math.log(p[l]);
    }
    f += c[l] * p[l];
  }
  for (let i = 0; i < inc.nF; i++) {
    let q = 0;
    for (let k = inc.linkPtr[i]; k < inc.linkPtr[i + 1]; k++) q += p[inc.linkIdx[k]];
    if (!(q > 0)) return Infinity;
    f -= conjugate(w[i], q, alpha);
  }
  return f;
}

/**
 * Solves H d = g for a symmetric positive semidefinite H (n x n, row-major) by Cholesky, treating a
 * pivot at or below relTol times its diagonal as a linearly dependent row: that component of d is
 * 0. When g is consistent (in H's range) this is an exact solution, which is what the reduced dual
 * needs when two saturated links carry linearly dependent sets of flows (their prices are then not
 * unique, but the rates are).
 */
export function solvePsd(
  h: Float64Array,
  n: number,
  g: Float64Array,
  relTol: number,
): Float64Array {
  const L = new Float64Array(n * n);
  const dependent = choleskyFactor(h, L, n, relTol);
  const z = new Float64Array(n);
  choleskySolve(L, n, g, z, dependent);
  return z;
}

export interface NewtonOutcome {
  steps: number;
  /** largest |gradient component| / capacity over vars at the end */
  gradient: number;
  /** squared Newton decrement g^T H^-1 g at the last iterate */
  decrement: number;
}

export interface NewtonTolerances {
  /** stop when g^T H^-1 g <= decrement * mu (barrier stages; mu > 0) */
  decrement: number;
  /** stop when every |gradient component| <= this times the link's capacity */
  gradient: number;
  maxSteps: number;
}

/**
 * Minimises D(p) - mu sum log p_l over p[vars] (the other prices fixed) by Newton steps with a
 * fraction-to-the-boundary rule (mu > 0 keeps p > 0) and an Armijo backtracking line search: the
 * objective is convex and, with mu > 0, strictly convex with bounded level sets, so damped Newton
 * converges from any interior point. Also stops at the rounding floor: three steps in a row that
 * do not shrink the gradient.
 */
export function newtonMinimise(
  pb: DualProblem,
  p: Float64Array,
  vars: Int32Array,
  mu: number,
  tol: NewtonTolerances,
): NewtonOutcome {
  const { inc, c } = pb;
  const n = vars.length;
  const pos = new Int32Array(inc.nL).fill(-1);
  vars.forEach((l, a) => (pos[l] = a));
  const x = new Float64Array(inc.nF);
  const q = new Float64Array(inc.nF);
  const g = new Float64Array(n);
  const h = new Float64Array(n * n);
  const trial = new Float64Array(p.length);
  const rd = new Float64Array(inc.nF);
  /** fills x, q and g at pp; returns max_l |g_l| / c_l (relative to each link's capacity) */
  const gradientAt = (pp: Float64Array): number => {
    ratesFromPrices(pb, pp, x, q);
    let worst = 0;
    vars.forEach((l, a) => {
      let y = 0;
      for (let k = inc.flowPtr[l]; k < inc.flowPtr[l + 1]; k++) y += x[inc.flowIdx[k]];
      g[a] = c[l] - y - (mu > 0 ? mu / pp[l] : 0);
      worst = Math.max(worst, Math.abs(g[a]) / c[l]);
    });
    return worst;
  };
  let gradient = gradientAt(p);
  let best = gradient;
  let stalled = 0;
  let decrement = Infinity;
  let steps = 0;
  for (; steps < tol.maxSteps && gradient > tol.gradient && stalled < 3; steps++) {
    h.fill(0);
    for (let i = 0; i < inc.nF; i++) {
      // -F_i''(q_i) = x_i / (α q_i), for α = 1 in its original form x_i^2 / w_i (x_i = w_i / q_i)
      const di = pb.alpha === 1 ? (x[i] * x[i]) / pb.w[i] : x[i] / (pb.alpha * q[i]);
      for (let k1 = inc.linkPtr[i]; k1 < inc.linkPtr[i + 1]; k1++) {
        const a = pos[inc.linkIdx[k1]];
        if (a < 0) continue;
        for (let k2 = inc.linkPtr[i]; k2 < inc.linkPtr[i + 1]; k2++) {
          const b = pos[inc.linkIdx[k2]];
          if (b >= 0) h[a * n + b] += di;
        }
      }
    }
    if (mu > 0) vars.forEach((l, a) => (h[a * n + a] += mu / (p[l] * p[l])));
    // d = H^-1 grad; the Newton step is -d. Without a barrier H may be singular (dependent routes).
    const d = solvePsd(h, n, g, mu > 0 ? 0 : 1e-13);
    let slope = 0;
    for (let a = 0; a < n; a++) slope -= g[a] * d[a];
    decrement = -slope;
    if (mu > 0 && decrement <= tol.decrement * mu) break;
    // the longest step that keeps every q_i > 0 (and every p_l > 0 under a barrier), with margin
    let t = 1;
    rd.fill(0);
    vars.forEach((l, a) => {
      for (let k = inc.flowPtr[l]; k < inc.flowPtr[l + 1]; k++) rd[inc.flowIdx[k]] += d[a];
      if (mu > 0 && d[a] > 0) t = Math.min(t, (0.99 * p[l]) / d[a]);
    });
    for (let i = 0; i < inc.nF; i++) {
      if (rd[i] <= 0) continue;
      t = Math.min(t, (0.99 * q[i]) / rd[i]);
    }
    const step = (tt: number): void => {
      trial.set(p);
      vars.forEach((l, a) => (trial[l] = p[l] - tt * d[a]));
    };
    // Armijo on the objective while it can resolve the predicted decrease. Near the minimiser
    // (rounding ~1e-16 |D| hides it) the directional derivative at the end of the step,
    // -g(trial).d, decides instead (it comes from c - y, without cancellation): the step is kept
    // when that slope is at most half the initial one in size (the curvature condition of strong
    // Wolfe). A full Newton step lands past the line minimum by O(error^2) and passes; a step
    // that overshoots far is halved. The stall counter ends the loop at the rounding floor.
    const f0 = objective(pb, p, vars, mu);
    let accepted = false;
    if (-slope > 1e-10 * (1 + Math.abs(f0)))
      for (let back = 0; back < 60 && !accepted; back++) {
        step(t);
        accepted = objective(pb, trial, vars, mu) < f0 + 1e-4 * t * slope;
        if (!accepted) t /= 2;
      }
    else
      for (let back = 0; back < 60 && !accepted; back++) {
        step(t);
        gradientAt(trial);
        let end = 0;
        for (let a = 0; a < n; a++) end -= g[a] * d[a];
        accepted = end <= -0.5 * slope;
        if (!accepted) t /= 2;
      }
    if (!accepted) {
      gradient = gradientAt(p);
      break;
    }
    p.set(trial);
    gradient = gradientAt(p);
    if (gradient < best) [best, stalled] = [gradient, 0];
    else stalled++;
  }
  return { steps, gradient, decrement };
}
