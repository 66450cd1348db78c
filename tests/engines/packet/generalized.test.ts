import { describe, expect, it } from 'vitest';
import { WindowState } from '../../../src/engines/packet/cc/congestionControl';
import { generalizedFactory } from '../../../src/engines/packet/cc/generalized';
import { createCc } from '../../../src/engines/packet/cc/registry';
import { Clock } from '../../../src/engines/packet/clock';
import type { CcSpec } from '../../../src/engines/packet/params';

/**
 * The generalized family of paper 002's eq. (12) per ACK and per loss, worked out by hand on one
 * source of two subflows: subflow 1 w₁ = 10, τ₁ = 0.1 s (x₁ = 100 packets/s); subflow 2 w₂ = 30,
 * τ₂ = 0.2 s (x₂ = 150 packets/s); both in congestion avoidance. Σx = 250, α₁ = 1.5, α₂ = 1.
 */
function source(): WindowState[] {
  const clock = new Clock();
  const g = [new WindowState(0, 20000, clock), new WindowState(1, 20000, clock)];
  for (const [w, cwnd, rtt] of [
    [g[0], 10, 0.1],
    [g[1], 30, 0.2],
  ] as const) {
    w.cwnd = cwnd;
    w.ssthresh = 2;
    w.rttSmoothed = rtt;
    w.rttSample = rtt;
    w.group = g;
  }
  return g;
}

/** Subflow k's increase for one ACK, and its window and ssthresh after one loss (fresh state). */
function rules(spec: CcSpec, k = 0) {
  const make = () => {
    const g = source();
    return { g, cc: g.map((w) => generalizedFactory(spec, w))[k] };
  };
  const a = make();
  const before = a.g[k].cwnd;
  a.cc.onAck(a.g[k], 1);
  const b = make();
  b.cc.onLoss(b.g[k], b.g[k].cwnd);
  return { increase: a.g[k].cwnd - before, cwnd: b.g[k].cwnd, ssthresh: b.g[k].ssthresh };
}

describe('the generalized family (β, n, η) of eq. (12), two subflows, by hand', () => {
  it('(0.2, ∞, 0.5) is Balia: eq. (1) per ACK and the decrease w(1 − (1 + α)/4)', () => {
    const spec = { name: 'generalized' }; // the defaults: β = 0.2, the max norm, η = 0.5
    // subflow 1: 100/(0.1 · 62500) × (2.5/2) × (5.5/5) = 0.022; subflow 2 (α = 1): 0.012
    expect(rules(spec).increase).toBeCloseTo(0.022, 14);
    expect(rules(spec, 1).increase).toBeCloseTo(0.012, 14);
    const g = source();
    const balia = g.map((w) => createCc({ name: 'balia', decrease: 'fluid' }, w));
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
    const spec = { name: 'generalized', beta: 0.5, n: 2, eta: 1 };
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
    const w = source()[0];
    expect(() => generalizedFactory({ name: 'generalized', beta: 1.5 }, w)).toThrow(/cc\.beta/);
    expect(() => generalizedFactory({ name: 'generalized', n: 1.5 }, w)).toThrow(/cc\.n/);
    expect(() => generalizedFactory({ name: 'generalized', eta: -1 }, w)).toThrow(/cc\.eta/);
  });
});
