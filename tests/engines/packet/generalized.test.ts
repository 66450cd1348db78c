import { describe, expect, it } from 'vitest';
import { createCc } from '../../../src/engines/packet/cc/registry';
import type { CcSpec } from '../../../src/engines/packet/params';
import { ackAndLoss, twoSubflows } from './twoSubflows';

/**
 * The generalized family of paper 002's eq. (12) per ACK and per loss, worked out by hand on
 * twoSubflows()'s source: x₁ = 100, x₂ = 150 packets/s, Σx = 250, α₁ = 1.5, α₂ = 1.
 */
const rules = (spec: CcSpec, k = 0) => ackAndLoss((w) => createCc(spec, w), k);

describe('the generalized family (β, n, η) of eq. (12), two subflows, by hand', () => {
  it('(0.2, ∞, 0.5) is Balia: eq. (1) per ACK and the decrease w(1 − (1 + α)/4)', () => {
    const spec = { name: 'generalized' }; // the defaults: β = 0.2, the max norm, η = 0.5
    // subflow 1: 100/(0.1 · 62500) × (2.5/2) × (5.5/5) = 0.022; subflow 2 (α = 1): 0.012
    expect(rules(spec).increase).toBeCloseTo(0.022, 14);
    expect(rules(spec, 1).increase).toBeCloseTo(0.012, 14);
    const g = twoSubflows();
    const balia = g.map((w) => createCc({ name: 'balia', 'balia-decrease': 'fluid' }, w));
    const before = g[0].cwnd;
    balia[0].onAck(g[0], 1);
    expect(rules(spec).increase).toBeCloseTo(g[0].cwnd - before, 15);
    expect(rules(spec)).toMatchObject({ cwnd: 10 * (1 - 2.5 / 4), ssthresh: 3 }); // 3.75
    expect(rules(spec, 1).cwnd).toBe(15); // the fastest subflow (α = 1) halves
  });

  it('(0.5, 2, 1): ((1 − β) x_r + β‖x‖₂)(1 + η(α_r − 1)) / (τ_r (Σx)²), D = (w/2)(1 + η(α − 1))', () => {
    // ‖x‖₂ = √(100² + 150²) = 180.2776
    // subflow 1: (50 + 90.1388) × 1.5 / (0.1 × 62500) = 210.2082 / 6250 = 0.0336333
    // subflow 2: (75 + 90.1388) × 1 / (0.2 × 62500) = 165.1388 / 12500 = 0.0132111
    const spec = { name: 'generalized', gbeta: 0.5, gn: 2, geta: 1 };
    const norm = Math.sqrt(100 ** 2 + 150 ** 2);
    expect(rules(spec).increase).toBeCloseTo(((50 + norm / 2) * 1.5) / 6250, 14);
    expect(rules(spec).increase).toBeCloseTo(0.0336333, 7);
    expect(rules(spec, 1).increase).toBeCloseTo((75 + norm / 2) / 12500, 14);
    expect(rules(spec, 1).increase).toBeCloseTo(0.0132111, 7);
    // per loss: 5 × 1.5 = 7.5 removed, w = 2.5; subflow 2 halves to 15
    expect(rules(spec)).toMatchObject({ cwnd: 2.5, ssthresh: 2 });
    expect(rules(spec, 1)).toMatchObject({ cwnd: 15, ssthresh: 15 });
  });

  it('names a bad parameter: β outside [0, 1], n neither 0 nor a positive integer, η < 0', () => {
    const w = twoSubflows()[0];
    expect(() => createCc({ name: 'generalized', gbeta: 1.5 }, w)).toThrow(/cc\.gbeta/);
    expect(() => createCc({ name: 'generalized', gn: 1.5 }, w)).toThrow(/cc\.gn/);
    expect(() => createCc({ name: 'generalized', geta: -1 }, w)).toThrow(/cc\.geta/);
  });
});
