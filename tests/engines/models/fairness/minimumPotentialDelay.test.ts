import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minimumPotentialDelayFair } from '../../../../src/engines/models/fairness';
import { feasiblePoint, networkArb } from './helpers';

/** Σ −a_r²/x_r, the objective the allocation maximises. */
const utility = (a: readonly number[], x: readonly number[]): number =>
  a.reduce((s, ar, i) => s - (ar * ar) / x[i], 0);

describe('minimum potential delay fairness (α = 2), solved by hand', () => {
  it('one link: rates in proportion to the weights', () => {
    const a = minimumPotentialDelayFair([12], [[0], [0], [0]], [1, 2, 3]);
    [2, 4, 6].forEach((x, i) => expect(a.rates[i]).toBeCloseTo(x, 9));
    expect(a.residual).toBeLessThan(1e-9);
  });

  it('the line network: the long route pays √(p1 + p2): 10/(1 + √2) against 10 √2/(1 + √2)', () => {
    // x₀ = 1/√(2p), x₁ = x₂ = 1/√p with x₀ + x₁ = 10: x₁ = √2 x₀
    const a = minimumPotentialDelayFair([10, 10], [[0, 1], [0], [1]], [1, 1, 1]);
    expect(a.rates[0]).toBeCloseTo(10 / (1 + Math.SQRT2), 9);
    expect(a.rates[1]).toBeCloseTo((10 * Math.SQRT2) / (1 + Math.SQRT2), 9);
    expect(a.prices[0]).toBeCloseTo(a.prices[1], 9);
  });
});

describe('minimum potential delay fairness on random networks', () => {
  it('is feasible, prices only full links, and no feasible point does better', () => {
    fc.assert(
      fc.property(
        networkArb,
        fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 7, maxLength: 7 }),
        (net, z) => {
          const caps = net.links.map((l) => l.capacityMbps);
          const routes = net.flows.map((f) => f.links);
          const a = net.flows.map((f) => f.weight ?? 1);
          const r = minimumPotentialDelayFair(caps, routes, a);
          expect(r.residual).toBeLessThan(1e-8);
          r.loads.forEach((y, l) => {
            expect(y).toBeLessThanOrEqual(caps[l] * (1 + 1e-9));
            if (r.prices[l] > 0) expect(y).toBeCloseTo(caps[l], 6);
          });
          const other = feasiblePoint(net, z.slice(0, net.flows.length));
          expect(utility(a, r.rates)).toBeGreaterThanOrEqual(
            utility(a, other) - 1e-9 * Math.abs(utility(a, other)),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
