import { describe, expect, it } from 'vitest';
import {
  maxMinFair,
  proportionalFair,
  weightedProportionalFair,
  type FairnessNetwork,
} from '../../../../src/engines/models/fairness';

/** Links c1 = 10, c2 = 5; flow A over both (weight 1), B on link 1 (weight 2), C on link 2 (weight 1). */
const TWO_LINKS: FairnessNetwork = {
  links: [
    { id: 'l1', capacityMbps: 10 },
    { id: 'l2', capacityMbps: 5 },
  ],
  flows: [
    { id: 'A', links: [0, 1], weight: 1 },
    { id: 'B', links: [0], weight: 2 },
    { id: 'C', links: [1], weight: 1 },
  ],
};

describe('weighted proportional fairness on two links, solved by hand', () => {
  /**
   * KKT: x_A = 1/(p1 + p2), x_B = 2/p1, x_C = 1/p2. B alone on the rest of link 1 and C on link 2
   * could always grow, so both links are full: x_A + x_B = 10, x_A + x_C = 5. With a = x_A:
   * p1 = 2/(10 - a), p2 = 1/(5 - a), and 1/a = 2/(10 - a) + 1/(5 - a), i.e.
   * (10 - a)(5 - a) = 2a(5 - a) + a(10 - a)  =>  50 - 15a + a^2 = 20a - 3a^2  =>  4a^2 - 35a + 50 = 0,
   * a = (35 - sqrt(1225 - 800))/8 = (35 - 5 sqrt 17)/8 = 1.798059 (the other root, 6.95, exceeds 5).
   * x_B = 10 - a = 8.201941, x_C = 5 - a = 3.201941, p1 = 2/8.201941 = 0.243845,
   * p2 = 1/3.201941 = 0.312311; check p1 + p2 = 0.556155 = 1/a. Revenue p1 c1 + p2 c2 = 4 = sum N.
   */
  it('matches the root of 4a^2 - 35a + 50 = 0', () => {
    const a = (35 - 5 * Math.sqrt(17)) / 8;
    const r = weightedProportionalFair(TWO_LINKS);
    expect(r.rates[0]).toBeCloseTo(a, 13);
    expect(r.rates[1]).toBeCloseTo(10 - a, 13);
    expect(r.rates[2]).toBeCloseTo(5 - a, 13);
    expect(r.prices[0]).toBeCloseTo(2 / (10 - a), 13);
    expect(r.prices[1]).toBeCloseTo(1 / (5 - a), 13);
    expect(r.prices[0] * 10 + r.prices[1] * 5).toBeCloseTo(4, 13);
    expect(r.active).toEqual([true, true]);
    expect(r.pricesUnique).toBe(true);
    expect(r.polished).toBe(true);
    expect(r.kkt.max).toBeLessThan(1e-14);
  });

  /**
   * All weights 1: 1/a = 1/(10 - a) + 1/(5 - a)  =>  50 - 15a + a^2 = 15a - 2a^2  =>
   * 3a^2 - 30a + 50 = 0, a = (30 - sqrt 300)/6 = 5 - 5/sqrt 3 = 2.113249; x_B = 7.886751,
   * x_C = 2.886751.
   */
  it('proportional (weights 1): 3a^2 - 30a + 50 = 0', () => {
    const a = 5 - 5 / Math.sqrt(3);
    const r = proportionalFair(TWO_LINKS);
    expect(r.rates[0]).toBeCloseTo(a, 13);
    expect(r.rates[1]).toBeCloseTo(10 - a, 13);
    expect(r.rates[2]).toBeCloseTo(5 - a, 13);
    expect(r.kkt.max).toBeLessThan(1e-14);
  });

  /**
   * Progressive filling: all three rise together; link 2 (A and C) fills at t = 5/2, link 1 (A and
   * B) would at 10/2 = 5. A and C freeze at 2.5; B continues alone to 10 - 2.5 = 7.5.
   */
  it('max-min: (2.5, 7.5, 2.5), link 2 filling first', () => {
    const r = maxMinFair(TWO_LINKS);
    expect(r.rates).toEqual([2.5, 7.5, 2.5]);
    expect(r.levels).toEqual([2.5, 7.5]);
    expect(r.bottleneck).toEqual([1, 0, 1]);
    expect(r.loads).toEqual([10, 5]);
  });

  /**
   * Weighted max-min (speeds 1, 2, 1): link 2 fills at t = 5/2, link 1 at 10/3 = 3.33; so A = C = 2.5,
   * then B = 10 - 2.5 = 7.5 again (here weights only change which level B stops at, not its rate).
   */
  it('weighted max-min on the same network', () => {
    const r = maxMinFair(TWO_LINKS, { weighted: true });
    expect(r.rates).toEqual([2.5, 7.5, 2.5]);
    expect(r.levels).toEqual([2.5, 3.75]);
  });
});

describe('Annex A: on one link, x_i is proportional to N_i', () => {
  it('c = 12, weights 1, 2, 3: rates 2, 4, 6; the price is sum N / c = 1/2', () => {
    const net: FairnessNetwork = {
      links: [{ id: 'l', capacityMbps: 12 }],
      flows: [1, 2, 3].map((w, i) => ({ id: `f${i}`, links: [0], weight: w })),
    };
    const r = weightedProportionalFair(net);
    r.rates.forEach((x, i) => expect(x).toBeCloseTo([2, 4, 6][i], 13));
    expect(r.prices[0]).toBeCloseTo(0.5, 14);
    // max-min ignores the weights: 4 each
    expect(maxMinFair(net).rates).toEqual([4, 4, 4]);
  });
});

describe('Fig. 6: a small share of bottleneck 1 because bottleneck 2 limits the flow', () => {
  /**
   * Flow A crosses link 1 (c = 10, shared with B) and link 2 (c = 1, shared with C). However large
   * A's weight, link 2 caps it below 1: A's share of link 1 stays under 10 %, and the ratio of A's
   * to B's rate on link 1 does not reveal their weights (it would at a single bottleneck).
   */
  it('A with weight 4 vs B with weight 1 still gets < 10 % of link 1', () => {
    const net: FairnessNetwork = {
      links: [
        { id: 'bottleneck 1', capacityMbps: 10 },
        { id: 'bottleneck 2', capacityMbps: 1 },
      ],
      flows: [
        { id: 'A', links: [0, 1], weight: 4 },
        { id: 'B', links: [0], weight: 1 },
        { id: 'C', links: [1], weight: 1 },
      ],
    };
    const r = weightedProportionalFair(net);
    expect(r.rates[0] / 10).toBeLessThan(0.1);
    expect(r.rates[0] / r.rates[1]).toBeLessThan(0.1); // weights say 4
    expect(r.active).toEqual([true, true]);
    // A's weight only shows against C on link 2 when link 1 is almost free: p1 = 1/x_B is small
    expect(r.prices[0]).toBeLessThan(r.prices[1] / 10);
  });
});

describe('degenerate prices: two identical links carrying the same flows', () => {
  it('rates are unique (1 and 2 of 3), the prices only in sum (N / x = 1 on both flows)', () => {
    const net: FairnessNetwork = {
      links: [
        { id: 'a', capacityMbps: 3 },
        { id: 'b', capacityMbps: 3 },
      ],
      flows: [
        { id: 'x', links: [0, 1], weight: 1 },
        { id: 'y', links: [0, 1], weight: 2 },
      ],
    };
    const r = weightedProportionalFair(net);
    expect(r.rates[0]).toBeCloseTo(1, 14);
    expect(r.rates[1]).toBeCloseTo(2, 14);
    expect(r.prices[0] + r.prices[1]).toBeCloseTo(1, 14);
    expect(r.pricesUnique).toBe(false);
    expect(Math.min(...r.prices)).toBeGreaterThanOrEqual(0);
    expect(r.kkt.max).toBeLessThan(1e-14);
  });
});
