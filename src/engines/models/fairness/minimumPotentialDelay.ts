/**
 * Weighted minimum potential delay fairness (Massoulié & Roberts 2002; α-fairness with α = 2, Mo &
 * Walrand 2000): the rates x_r maximising Σ_r −a_r²/x_r subject to Σ_{r ∋ l} x_r ≤ c_l. Its KKT
 * conditions give x_r = a_r / √(q_r) with q_r = Σ_{l ∈ r} p_l, p_l ≥ 0 and p_l = 0 where link l
 * is not full: the law x ∝ 1/√(loss) of a TCP sawtooth (Mathis et al. 1997; paper 004, Annex B:
 * MulTCP(N) sends gain(N) times one TCP's rate) turned into an allocation, with the route's loss
 * rate q_r about the sum of its links' (Kelly 2001). On one link the rates are in proportion to
 * a_r; a route over two busy links pays √(p₁ + p₂), not p₁ + p₂ as under weighted proportional
 * fairness (weightedProportional.ts), so long routes get more than there.
 *
 * Method: coordinate descent on the (convex) dual, each price by bisection on its link's load,
 * until no price moves by 1e-12 relative (at most 500 sweeps). Links and routes are 0-based.
 */
export interface PotentialDelayAllocation {
  rates: number[];
  prices: number[];
  loads: number[];
  /** largest relative violation of the conditions (capacity, complementary slackness) */
  residual: number;
}

/** Σ a_r/√(q_r) over the flows crossing link l, with p_l replaced by v. */
function load(l: number, v: number, p: number[], routes: number[][], a: number[]): number {
  let sum = 0;
  routes.forEach((r, i) => {
    if (!r.includes(l)) return;
    const q = r.reduce((acc, k) => acc + (k === l ? v : p[k]), 0);
    sum += q > 0 ? a[i] / Math.sqrt(q) : Infinity;
  });
  return sum;
}

/** The allocation for capacities c_l, routes (link indices) and rate scales a_r (see above). */
export function minimumPotentialDelayFair(
  capacities: readonly number[],
  routes: readonly (readonly number[])[],
  a: readonly number[],
): PotentialDelayAllocation {
  const rs = routes.map((r) => [...r]);
  const as = [...a];
  const total = as.reduce((s, v) => s + v, 0);
  const p = capacities.map((c) => (total / c) ** 2);
  for (let sweep = 0; sweep < 500; sweep++) {
    let change = 0;
    capacities.forEach((c, l) => {
      const old = p[l];
      if (load(l, 0, p, rs, as) <= c) p[l] = 0;
      else {
        let lo = 0;
        let hi = Math.max(old, 1e-300);
        while (load(l, hi, p, rs, as) > c) hi *= 2;
        for (let k = 0; k < 80; k++) {
          const mid = (lo + hi) / 2;
          if (load(l, mid, p, rs, as) > c) lo = mid;
          else hi = mid;
        }
        p[l] = hi;
      }
      change = Math.max(change, Math.abs(p[l] - old) / Math.max(p[l], old, 1e-300));
    });
    if (change < 1e-12) break;
  }
  const rates = rs.map((r, i) => as[i] / Math.sqrt(r.reduce((acc, k) => acc + p[k], 0)));
  const loads = capacities.map((_, l) =>
    rs.reduce((acc, r, i) => acc + (r.includes(l) ? rates[i] : 0), 0),
  );
  const residual = Math.max(
    ...capacities.map((c, l) =>
      p[l] > 0 ? Math.abs(loads[l] - c) / c : Math.max(0, (loads[l] - c) / c),
    ),
  );
  return { rates, prices: p, loads, residual };
}
