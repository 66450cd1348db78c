import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minimumPotentialDelayFair } from '../../../../src/engines/models/fairness';
import { alphaKkt, feasiblePoint, networkArb } from './helpers';

/** Σ −a_r²/x_r, the objective the allocation maximises. */
const utility = (a: readonly number[], x: readonly number[]): number =>
  a.reduce((s, ar, i) => s - (ar * ar) / x[i], 0);
const relDiff = (a: number, b: number): number => Math.abs(a - b) / Math.abs(b);

/**
 * The solver stops at the rounding floor (KKT residuals ~1e-15 relative, alphaFair.ts), so every
 * relative KKT condition recomputed here holds to 1e-12. The first-order sum Σ m_r (z_r − x_r)
 * (m_r = a_r²/x_r² the marginal utility) is then at most (stationarity + L (slackness + dual))
 * times Σ m_r (x_r + z_r), L ≤ 5 links: 1.1e-11 of it, plus the sums' own rounding.
 */
const KKT_TOL = 1e-12;
const VI_TOL = 1.2e-11;

describe('minimum potential delay fairness (α = 2), solved by hand', () => {
  it('one link: rates in proportion to the weights, price (Σ a / c)²', () => {
    const a = minimumPotentialDelayFair([12], [[0], [0], [0]], [1, 2, 3]);
    [2, 4, 6].forEach((x, i) => expect(a.rates[i]).toBeCloseTo(x, 13));
    expect(a.prices[0]).toBeCloseTo(0.25, 14);
    expect(a.kkt.max).toBeLessThan(KKT_TOL);
  });

  it('the line network: the long route pays √(p1 + p2): 10/(1 + √2) against 10 √2/(1 + √2)', () => {
    // x₀ = 1/√(2p), x₁ = x₂ = 1/√p with x₀ + x₁ = 10: x₁ = √2 x₀, and p = 1/x₁²
    const a = minimumPotentialDelayFair([10, 10], [[0, 1], [0], [1]], [1, 1, 1]);
    const x1 = (10 * Math.SQRT2) / (1 + Math.SQRT2);
    expect(a.rates[0]).toBeCloseTo(10 / (1 + Math.SQRT2), 13);
    expect(a.rates[1]).toBeCloseTo(x1, 13);
    expect(a.rates[2]).toBeCloseTo(x1, 13);
    a.prices.forEach((p) => expect(relDiff(p, 1 / (x1 * x1))).toBeLessThan(1e-13));
    expect(a.kkt.max).toBeLessThan(KKT_TOL);
  });

  it('two full links coupled through a shared route (where coordinate descent crawled)', () => {
    // Links 0, 3 (capacity 2) and 4 (0.1) are full, 1 and 2 are not (p₁ = p₂ = 0). Routes 0 and 1
    // are alike (a = 1, one full 2-link and link 4 each), so x₀ = x₁ = u and p₀ = p₃ = s; then
    // x₃ = 2 − u = 1/√(2s), x₂ = 0.1 − 2u = 0.1/√p₄ and 1/u² = s + p₄, i.e.
    // f(u) = 1/u² − 1/(2 (2 − u)²) − 0.01/(0.1 − 2u)² = 0, f decreasing on (0, 0.05) from +∞ to −∞:
    // one root, found here by bisection to adjacent doubles.
    const f = (u: number): number =>
      1 / u ** 2 - 1 / (2 * (2 - u) ** 2) - 0.01 / (0.1 - 2 * u) ** 2;
    let [lo, hi] = [1e-9, 0.05 - 1e-12];
    for (let mid = (lo + hi) / 2; mid > lo && mid < hi; mid = (lo + hi) / 2)
      if (f(mid) > 0) lo = mid;
      else hi = mid;
    const u = lo;
    const caps = [2, 0.1, 1, 2, 0.1];
    const routes = [
      [0, 4],
      [3, 4, 1],
      [2, 4],
      [0, 3],
    ];
    const r = minimumPotentialDelayFair(caps, routes, [1, 1, 0.1, 1]);
    [u, u, 0.1 - 2 * u, 2 - u].forEach((x, i) =>
      expect(relDiff(r.rates[i], x)).toBeLessThan(1e-13),
    );
    const s = 1 / (2 * (2 - u) ** 2);
    const p4 = 0.01 / (0.1 - 2 * u) ** 2;
    expect(r.prices[1]).toBe(0);
    expect(r.prices[2]).toBe(0);
    // a price is fixed only to the rounding of the route prices it is part of: p₀ ≈ 0.13 sits in
    // q₀ = p₀ + p₄ ≈ 441, so it is compared relative to that (and p₀ + p₃ = q₃ on its own)
    [s, s, p4].forEach((p, k) =>
      expect(Math.abs(r.prices[[0, 3, 4][k]] - p) / (s + p4)).toBeLessThan(1e-13),
    );
    expect(relDiff(r.prices[0] + r.prices[3], 2 * s)).toBeLessThan(1e-13);
    expect(r.active).toEqual([true, false, false, true, true]);
    expect(r.kkt.max).toBeLessThan(KKT_TOL);
  });

  it('rejects rate scales that are not finite and > 0, and a missing one', () => {
    expect(() => minimumPotentialDelayFair([1], [[0]], [-1])).toThrow(/a\[0\]/);
    expect(() => minimumPotentialDelayFair([1], [[0], [0]], [1])).toThrow(/one rate scale/);
  });
});

describe('minimum potential delay fairness on random networks', () => {
  it('meets its KKT conditions (recomputed here), and no feasible point does better', () => {
    fc.assert(
      fc.property(
        networkArb,
        fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 7, maxLength: 7 }),
        (net, z) => {
          const caps = net.links.map((l) => l.capacityMbps);
          const routes = net.flows.map((f) => f.links);
          const a = net.flows.map((f) => f.weight ?? 1);
          const r = minimumPotentialDelayFair(caps, routes, a);
          expect(r.kkt.max).toBeLessThan(KKT_TOL);
          const squared = { ...net, flows: net.flows.map((f, i) => ({ ...f, weight: a[i] ** 2 })) };
          const other = feasiblePoint(net, z.slice(0, net.flows.length));
          const k = alphaKkt(squared, r.rates, r.prices, 2, other);
          expect(Math.max(k.stationarity, k.primal, k.dual, k.slackness)).toBeLessThan(KKT_TOL);
          expect(k.vi).toBeLessThanOrEqual(VI_TOL * k.scale);
          // concavity: U(z) <= U(x) + Σ m (z - x)
          const [ux, uz] = [utility(a, r.rates), utility(a, other)];
          expect(ux).toBeGreaterThanOrEqual(uz - VI_TOL * k.scale - 1e-15 * (-ux - uz));
        },
      ),
      { numRuns: 200 },
    );
  });
});
