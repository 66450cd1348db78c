import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alphaFair, type FairnessNetwork } from '../../../../src/engines/models/fairness';
import { alphaKkt, feasiblePoint, networkArb } from './helpers';

const relDiff = (a: number, b: number): number => Math.abs(a - b) / Math.abs(b);
/** as in minimumPotentialDelay.test.ts: the rounding floor (~1e-15) with room for the recomputation */
const KKT_TOL = 1e-12;
const VI_TOL = 1.2e-11;
const ALPHAS = [0.5, 1, 2, 3, 8];

describe('α-fairness, solved by hand for several α', () => {
  it.each(ALPHAS)(
    'one link, α = %s: x_i = c w_i^(1/α) / Σ w^(1/α), p = (Σ w^(1/α) / c)^α',
    (alpha) => {
      const w = [1, 2, 5];
      const net: FairnessNetwork = {
        links: [{ id: 'l', capacityMbps: 12 }],
        flows: w.map((weight, i) => ({ id: `f${i}`, links: [0], weight })),
      };
      const r = alphaFair(net, alpha);
      const sum = w.reduce((s, v) => s + v ** (1 / alpha), 0);
      w.forEach((v, i) =>
        expect(relDiff(r.rates[i], (12 * v ** (1 / alpha)) / sum)).toBeLessThan(1e-13),
      );
      expect(relDiff(r.prices[0], (sum / 12) ** alpha)).toBeLessThan(1e-13);
      expect(r.kkt.max).toBeLessThan(KKT_TOL);
      // within its budget, and says so: what a page shows as "exact"
      expect(r.converged).toBe(true);
      expect(r.message).toMatch(/^KKT residual \S+ after \d+ Newton steps$/);
      expect(r.newtonSteps).toBeLessThan(13 * 200 + 8 * 200 + 2 * 100);
    },
  );

  it.each(ALPHAS)('the line network, α = %s: the long flow gets c / (1 + 2^(1/α))', (alpha) => {
    // x₀ = (1/(2p))^(1/α), x₁ = x₂ = (1/p)^(1/α): x₁ = 2^(1/α) x₀ and x₀ + x₁ = c
    const net: FairnessNetwork = {
      links: [
        { id: 'a', capacityMbps: 10 },
        { id: 'b', capacityMbps: 10 },
      ],
      flows: [
        { id: 'long', links: [0, 1] },
        { id: 's1', links: [0] },
        { id: 's2', links: [1] },
      ],
    };
    const r = alphaFair(net, alpha);
    const x0 = 10 / (1 + 2 ** (1 / alpha));
    expect(relDiff(r.rates[0], x0)).toBeLessThan(1e-13);
    expect(relDiff(r.rates[1], 10 - x0)).toBeLessThan(1e-13);
    expect(relDiff(r.rates[2], 10 - x0)).toBeLessThan(1e-13);
    r.prices.forEach((p) => expect(relDiff(p, (10 - x0) ** -alpha)).toBeLessThan(1e-13));
  });

  it('rejects α that is not finite and > 0', () => {
    const net: FairnessNetwork = {
      links: [{ id: 'l', capacityMbps: 1 }],
      flows: [{ id: 'f', links: [0] }],
    };
    for (const alpha of [0, -1, NaN, Infinity])
      expect(() => alphaFair(net, alpha)).toThrow(/alpha/);
  });
});

describe('α-fairness on random networks (α = 0.5 and 3; 1 and 2 in their own tests)', () => {
  it.each([0.5, 3])(
    'α = %s: KKT conditions recomputed here, and the first-order sum <= 0',
    (alpha) => {
      fc.assert(
        fc.property(
          networkArb,
          fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 7, maxLength: 7 }),
          (net, z) => {
            const r = alphaFair(net, alpha);
            expect(r.kkt.max).toBeLessThan(KKT_TOL);
            const k = alphaKkt(
              net,
              r.rates,
              r.prices,
              alpha,
              feasiblePoint(net, z.slice(0, net.flows.length)),
            );
            expect(Math.max(k.stationarity, k.primal, k.dual, k.slackness)).toBeLessThan(KKT_TOL);
            expect(k.vi).toBeLessThanOrEqual(VI_TOL * k.scale);
          },
        ),
        { numRuns: 100 },
      );
    },
  );
});
