import { linkLoads, routePrices, type Incidence } from './network';

/**
 * The KKT conditions of α-fairness (Mo & Walrand 2000) with weights w_i: the marginal utility
 * w_i / x_i^α equals the route price q_i = sum_{l on i} p_l, p_l >= 0, loads y_l <= c_l, and
 * p_l (c_l - y_l) = 0. Prices are measured against the total payment P = sum_i w_i x_i^(1-α),
 * which equals the revenue sum_l p_l c_l at the optimum (sum_i q_i x_i over the saturated links;
 * P = sum_i N_i for α = 1, Kelly 1997), so the residuals are relative and scale-free.
 */
export interface KktResiduals {
  /** max_i |w_i/x_i^α - q_i| / (w_i/x_i^α) */
  stationarity: number;
  /** max_l max(0, y_l - c_l) / c_l */
  primalFeasibility: number;
  /** max_l max(0, -p_l) c_l / P */
  dualFeasibility: number;
  /** max_l p_l |c_l - y_l| / P */
  complementarity: number;
  /** the largest of the four */
  max: number;
}

/** w / x^α, the marginal utility (x * x for α = 2: one rounding, not pow's). */
export function marginalUtility(w: number, x: number, alpha: number): number {
  if (alpha === 1) return w / x;
  if (alpha === 2) return w / (x * x);
  return w / x ** alpha;
}

/** KKT residuals of (x, p) in the original units, as defined in KktResiduals (α = 1 by default). */
export function kktResiduals(
  inc: Incidence,
  x: ArrayLike<number>,
  p: ArrayLike<number>,
  alpha = 1,
): KktResiduals {
  const y = linkLoads(inc, x);
  const q = routePrices(inc, p);
  let total = 0;
  // x^0 is exactly 1, so for α = 1 this is sum_i N_i
  for (let i = 0; i < inc.nF; i++) total += inc.weight[i] * x[i] ** (1 - alpha);
  let st = 0;
  for (let i = 0; i < inc.nF; i++) {
    const m = marginalUtility(inc.weight[i], x[i], alpha);
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
