import { describe, expect, it } from 'vitest';
import type { LabAlgorithm } from '../../../src/labs/mptcp/labAlgorithms';
import { CC_MODULES } from '../../../src/engines/packet/cc/registry';
import { ccSpecOf } from '../../../src/labs/mptcp/packet/setup';
import { MPTCP_SCHEMA, type MptcpScenario } from '../../../src/labs/mptcp/scenario';
import { decodeQuery } from '../../../src/scenario/codec';
import { ackAndLoss } from '../../engines/packet/twoSubflows';

/**
 * What each algorithm of the lab does per ACK and per loss at window level, through the lab's own
 * path (the scenario → ccSpecOf → the module a run builds), on one two-subflow state worked out by
 * hand: subflow 1 w₁ = 10, τ₁ = 0.1 s (x₁ = 100 packets/s); subflow 2 w₂ = 30, τ₂ = 0.2 s
 * (x₂ = 150 packets/s); both in congestion avoidance. Σw = 40, Σx = 250, α₁ = 150/100 = 1.5,
 * α₂ = 1. The engine's own modules have the same kind of test (tests/engines/packet/
 * multipathRules.test.ts, generalized.test.ts).
 */
function scenario(q: string): MptcpScenario {
  const d = decodeQuery(MPTCP_SCHEMA, `lab=mptcp&level=packet&${q}`);
  expect(d.problems).toEqual([]);
  return d.scenario;
}

/** Subflow k's increase for one ACK, and its window and ssthresh after one loss (fresh state). */
function rules(alg: LabAlgorithm, q = '', k = 0) {
  const spec = ccSpecOf(alg, scenario(`alg=${alg}${q}`));
  return ackAndLoss((w) => CC_MODULES[spec.name](spec, w), k);
}

describe('per ACK and per loss, each algorithm of the lab, two subflows, by hand', () => {
  it('EWTCP a/w_r, Coupled w_r/(Σw)², Semicoupled 1/Σw, Max (LIA) min(max w/τ² / (Σ w/τ)², 1/w_r); Reno’s halving', () => {
    expect(rules('ewtcp').increase).toBeCloseTo(1 / 10, 14); // a = 1
    expect(rules('ewtcp', '&a=0.5').increase).toBeCloseTo(0.5 / 10, 14);
    expect(rules('ewtcp', '', 1).increase).toBeCloseTo(1 / 30, 14);
    expect(rules('coupled').increase).toBeCloseTo(10 / 40 ** 2, 14); // 0.00625
    expect(rules('coupled', '', 1).increase).toBeCloseTo(30 / 40 ** 2, 14); // 0.01875
    expect(rules('semicoupled').increase).toBeCloseTo(1 / 40, 14);
    expect(rules('semicoupled', '', 1).increase).toBeCloseTo(1 / 40, 14);
    // w/τ²: 10/0.01 = 1000, 30/0.04 = 750; Σ w/τ = 100 + 150 = 250: 1000/62500 = 0.016 < 1/10
    expect(rules('max').increase).toBeCloseTo(0.016, 14);
    expect(rules('max', '', 1).increase).toBeCloseTo(Math.min(0.016, 1 / 30), 14);
    for (const alg of ['ewtcp', 'coupled', 'semicoupled', 'max'] as const)
      expect(rules(alg), alg).toMatchObject({ cwnd: 5, ssthresh: 5 });
  });

  it('Balia: eq. (1) x_r/(τ_r (Σx)²) (1+α_r)/2 (4+α_r)/5; per loss eq. (12)’s w(1 − (1+α)/4), eq. (2)’s w(1 − α/2), the kernel’s', () => {
    // subflow 1: 100/(0.1 · 62500) = 0.016, × (2.5/2) × (5.5/5) = 0.016 × 1.375 = 0.022
    // subflow 2 (α = 1): 150/(0.2 · 62500) = 0.012, × 1 × 1
    for (const [alg, q] of [
      ['balia', ''],
      ['balia', '&balia-decrease=paper'],
      ['balia', '&balia-decrease=kernel'],
      ['balia-window', ''],
      ['generalized', ''], // (β, n, η) = (0.2, ∞, 0.5): Balia
    ] as const) {
      expect(rules(alg, q).increase, `${alg}${q}`).toBeCloseTo(0.022, 14);
      expect(rules(alg, q, 1).increase, `${alg}${q}`).toBeCloseTo(0.012, 14);
    }
    expect(rules('balia')).toMatchObject({ cwnd: 10 * (1 - 2.5 / 4), ssthresh: 3 }); // 3.75
    expect(rules('generalized')).toMatchObject({ cwnd: 3.75, ssthresh: 3 });
    expect(rules('balia', '&balia-decrease=paper')).toMatchObject({ cwnd: 2.5, ssthresh: 2 });
    expect(rules('balia-window')).toMatchObject({ cwnd: 2.5, ssthresh: 2 });
    // the kernel: α as an integer quotient, ⌊1.5⌋ = 1: Reno's half
    expect(rules('balia', '&balia-decrease=kernel')).toMatchObject({ cwnd: 5, ssthresh: 5 });
    // the fastest subflow (α = 1) halves under every rule
    expect(rules('balia', '&balia-decrease=paper', 1).cwnd).toBe(15);
    expect(rules('generalized', '', 1).cwnd).toBe(15);
  });

  it('the generalized family: gbeta, gn, geta are the module’s keys (gn = 0 for the max norm)', () => {
    // the module's own rules by hand: tests/engines/packet/generalized.test.ts
    const spec = (q: string) => ccSpecOf('generalized', scenario(`alg=generalized${q}`));
    expect(spec('&gbeta=0.5&gn=2&geta=1')).toEqual({
      name: 'generalized',
      gbeta: 0.5,
      gn: 2,
      geta: 1,
    });
    expect(spec('')).toEqual({ name: 'generalized', gbeta: 0.2, gn: 0, geta: 0.5 });
    const q = '&gbeta=0.5&gn=2&geta=1';
    const norm = Math.sqrt(100 ** 2 + 150 ** 2);
    expect(rules('generalized', q).increase).toBeCloseTo(((50 + norm / 2) * 1.5) / 6250, 14);
    expect(rules('generalized', q)).toMatchObject({ cwnd: 2.5, ssthresh: 2 });
  });

  it('OLIA with no loss yet: l = 0 ties both into B, M = {2} (w = 30), α₁ = 1/(2·1), α₂ = −1/(2·1)', () => {
    // (w_r/τ_r²)/(Σ w/τ)² + α_r/w_r: 1000/62500 + 0.5/10 = 0.066; 750/62500 − 0.5/30 = −0.00467
    const o1 = rules('olia');
    expect(o1.increase).toBeCloseTo(0.016 + 0.5 / 10, 14);
    expect(rules('olia', '', 1).increase).toBeCloseTo(0.012 - 0.5 / 30, 14);
    expect(o1).toMatchObject({ cwnd: 5, ssthresh: 5 });
  });
});
