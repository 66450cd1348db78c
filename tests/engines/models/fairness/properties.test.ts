import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  maxMinFair,
  proportionalFair,
  weightedProportionalFair,
  type FairnessNetwork,
} from '../../../../src/engines/models/fairness';
import { feasiblePoint, loadsOf, networkArb } from './helpers';

const RUNS = { numRuns: 300 };
const relDiff = (a: number, b: number): number => Math.abs(a - b) / Math.max(Math.abs(b), 1e-300);
const zArb = fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), {
  minLength: 7,
  maxLength: 7,
});

describe('weighted proportional fairness on random small networks', () => {
  it('is feasible, and its KKT residual (recomputed here) is below 1e-9', () => {
    fc.assert(
      fc.property(networkArb, (net) => {
        const r = weightedProportionalFair(net);
        const y = loadsOf(net, r.rates);
        y.forEach((yl, l) =>
          expect(yl).toBeLessThanOrEqual(net.links[l].capacityMbps * (1 + 1e-12)),
        );
        expect(r.kkt.max).toBeLessThan(1e-9);
        let total = 0;
        net.flows.forEach((f, i) => {
          const w = f.weight ?? 1;
          total += w;
          expect(r.rates[i]).toBeGreaterThan(0);
          const q = f.links.reduce((s, l) => s + r.prices[l], 0);
          expect(relDiff(q, w / r.rates[i])).toBeLessThan(1e-9); // stationarity N_i/x_i = q_i
        });
        net.links.forEach((link, l) => {
          expect(r.prices[l]).toBeGreaterThanOrEqual(0);
          // complementary slackness, relative to the total payment
          expect((r.prices[l] * Math.abs(link.capacityMbps - y[l])) / total).toBeLessThan(1e-9);
        });
        // revenue sum_l p_l c_l equals sum_i N_i at the optimum (Kelly)
        const revenue = net.links.reduce((s, link, l) => s + r.prices[l] * link.capacityMbps, 0);
        expect(relDiff(revenue, total)).toBeLessThan(1e-9);
      }),
      RUNS,
    );
  });

  it("satisfies Annex A's definition: sum N (y - x)/x <= 0 for random feasible y", () => {
    fc.assert(
      fc.property(networkArb, zArb, fc.double({ min: 0, max: 1, noNaN: true }), (net, z, t) => {
        const r = weightedProportionalFair(net);
        // a random feasible point, and one on the segment towards x (near the optimum)
        const far = feasiblePoint(net, z.slice(0, net.flows.length));
        for (const y of [far, far.map((v, i) => t * v + (1 - t) * r.rates[i])]) {
          const s = net.flows.reduce(
            (acc, f, i) => acc + ((f.weight ?? 1) * (y[i] - r.rates[i])) / r.rates[i],
            0,
          );
          expect(s).toBeLessThanOrEqual(1e-9);
        }
      }),
      RUNS,
    );
  });

  it('equals proportional fairness when all weights are equal (to any common value)', () => {
    fc.assert(
      fc.property(networkArb, fc.double({ min: 0.01, max: 100, noNaN: true }), (net, k) => {
        const same: FairnessNetwork = {
          ...net,
          flows: net.flows.map((f) => ({ ...f, weight: k })),
        };
        const a = weightedProportionalFair(same);
        const b = proportionalFair(net);
        a.rates.forEach((x, i) => expect(relDiff(x, b.rates[i])).toBeLessThan(1e-12));
      }),
      RUNS,
    );
  });

  it('scaling every weight by k changes no rate, and scales the (unique) prices by k', () => {
    fc.assert(
      fc.property(networkArb, fc.double({ min: 0.001, max: 1000, noNaN: true }), (net, k) => {
        const scaled: FairnessNetwork = {
          ...net,
          flows: net.flows.map((f) => ({ ...f, weight: (f.weight ?? 1) * k })),
        };
        const a = weightedProportionalFair(net);
        const b = weightedProportionalFair(scaled);
        a.rates.forEach((x, i) => expect(relDiff(b.rates[i], x)).toBeLessThan(1e-12));
        expect(b.pricesUnique).toBe(a.pricesUnique);
        // with dependent saturated routes only the route sums q_i = N_i / x_i are determined
        if (!a.pricesUnique) return;
        const pMax = Math.max(...a.prices);
        a.prices.forEach((p, l) => expect(Math.abs(b.prices[l] / k - p) / pMax).toBeLessThan(1e-9));
      }),
      RUNS,
    );
  });

  it('scaling every capacity by k scales the rates by k', () => {
    fc.assert(
      fc.property(networkArb, fc.double({ min: 0.01, max: 100, noNaN: true }), (net, k) => {
        const scaled: FairnessNetwork = {
          ...net,
          links: net.links.map((l) => ({ ...l, capacityMbps: l.capacityMbps * k })),
        };
        const a = weightedProportionalFair(net);
        const b = weightedProportionalFair(scaled);
        a.rates.forEach((x, i) => expect(relDiff(b.rates[i], k * x)).toBeLessThan(1e-12));
      }),
      RUNS,
    );
  });
});

describe('max-min fairness on random small networks', () => {
  for (const weighted of [false, true])
    it(`${weighted ? 'weighted: ' : ''}feasible, with the bottleneck property`, () => {
      fc.assert(
        fc.property(networkArb, (net) => {
          const r = maxMinFair(net, { weighted });
          const y = loadsOf(net, r.rates);
          const norm = (i: number): number =>
            r.rates[i] / (weighted ? (net.flows[i].weight ?? 1) : 1);
          y.forEach((yl, l) =>
            expect(yl).toBeLessThanOrEqual(net.links[l].capacityMbps * (1 + 1e-12)),
          );
          net.flows.forEach((f, i) => {
            expect(r.rates[i]).toBeGreaterThan(0);
            // some link of i is saturated and no flow on it has a larger (normalised) rate
            const ok = f.links.some(
              (l) =>
                y[l] >= net.links[l].capacityMbps * (1 - 1e-12) &&
                net.flows.every((g, j) => !g.links.includes(l) || norm(j) <= norm(i) * (1 + 1e-12)),
            );
            expect(ok).toBe(true);
            expect(f.links).toContain(r.bottleneck[i]);
          });
        }),
        RUNS,
      );
    });

  it("satisfies Annex A's definition: y_r > x_r implies y_s < x_s <= x_r for some s", () => {
    fc.assert(
      fc.property(networkArb, zArb, (net, z) => {
        const x = maxMinFair(net).rates;
        const y = feasiblePoint(net, z.slice(0, net.flows.length));
        x.forEach((xr, r) => {
          if (!(y[r] > xr * (1 + 1e-9))) return;
          expect(x.some((xs, s) => y[s] < xs && xs <= xr * (1 + 1e-12))).toBe(true);
        });
      }),
      RUNS,
    );
  });

  it("maximises the smallest rate: its minimum is at least proportional fairness' minimum", () => {
    fc.assert(
      fc.property(networkArb, (net) => {
        const mm = Math.min(...maxMinFair(net).rates);
        const pf = Math.min(...proportionalFair(net).rates);
        expect(mm).toBeGreaterThanOrEqual(pf * (1 - 1e-12));
      }),
      RUNS,
    );
  });
});
