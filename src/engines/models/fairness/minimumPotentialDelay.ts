import { alphaFair, type AlphaFairAllocation } from './alphaFair';

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
 * Solved as α-fairness with weights w_r = a_r² (alphaFair.ts: a barrier path and an active-set
 * polish by Newton on the dual, with KKT residuals at the rounding floor). Links and routes are
 * 0-based.
 */
export function minimumPotentialDelayFair(
  capacities: readonly number[],
  routes: readonly (readonly number[])[],
  a: readonly number[],
): AlphaFairAllocation {
  if (a.length !== routes.length)
    throw new RangeError(
      `a: one rate scale per route is needed, got ${a.length} for ${routes.length}`,
    );
  a.forEach((v, r) => {
    if (!(Number.isFinite(v) && v > 0))
      throw new RangeError(`a[${r}]: must be a finite number > 0, got ${v}`);
  });
  return alphaFair(
    {
      links: capacities.map((c, l) => ({ id: `l${l}`, capacityMbps: c })),
      flows: routes.map((r, i) => ({ id: `r${i}`, links: [...r], weight: a[i] * a[i] })),
    },
    2,
  );
}
