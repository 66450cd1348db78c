import { describe, expect, it } from 'vitest';
import {
  WindowState,
  type CongestionControl,
} from '../../../src/engines/packet/cc/congestionControl';
import { createCc } from '../../../src/engines/packet/cc/registry';
import { Clock } from '../../../src/engines/packet/clock';
import type { CcSpec } from '../../../src/engines/packet/params';

/**
 * The MP-TCP modules' per-ACK increases and per-loss decreases on a source with two subflows,
 * against the formulas of paper 002 (Sec. II-B, eqs. (1)-(2)), RFC 6356 and the multipath kernel,
 * worked out by hand here. Subflow 1: w = 10, rtt = 0.1 s (x = 100 packets/s); subflow 2: w = 20
 * or 30, rtt = 0.2 s. Both in congestion avoidance (cwnd >= ssthresh).
 */
function source(w1: number, r1: number, w2: number, r2: number): WindowState[] {
  const clock = new Clock();
  const g = [new WindowState(0, 20000, clock), new WindowState(1, 20000, clock)];
  const set = (w: WindowState, cwnd: number, rtt: number) => {
    w.cwnd = cwnd;
    w.ssthresh = 2;
    w.rttSmoothed = rtt;
    w.rttSample = rtt;
    w.group = g;
  };
  set(g[0], w1, r1);
  set(g[1], w2, r2);
  return g;
}

/** Modules for both subflows (built after the group is complete, as buildSenders does). */
const modules = (spec: CcSpec, g: WindowState[]): CongestionControl[] =>
  g.map((w) => createCc(spec, w));

/** The increase one ACK gives subflow k (its window restored afterwards). */
function increase(cc: CongestionControl, w: WindowState): number {
  const before = w.cwnd;
  cc.onAck(w, 1);
  const inc = w.cwnd - before;
  w.cwnd = before;
  return inc;
}

describe('MP-TCP increases per ACK, two subflows, by hand', () => {
  it('lia = max: min(max_k(w_k/rtt_k^2) / (sum_k w_k/rtt_k)^2, 1/w_r)', () => {
    const g = source(10, 0.1, 20, 0.2);
    // w/rtt^2: 10/0.01 = 1000, 20/0.04 = 500; sum w/rtt = 100 + 100 = 200
    // RFC 6356: a = sum(w) max / (sum)^2 = 30 * 1000 / 40000 = 0.75; a / sum(w) = 0.025
    for (const name of ['lia', 'max']) {
      const [c1, c2] = modules({ name }, g);
      expect(increase(c1, g[0])).toBeCloseTo(Math.min(0.75 / 30, 1 / 10), 14); // 0.025
      expect(increase(c2, g[1])).toBeCloseTo(Math.min(0.025, 1 / 20), 14);
    }
    // the 1/w_r cap binds for a large window: w1 = 60 -> 60/0.01 = 6000, sum = 600 + 100
    const h = source(60, 0.1, 20, 0.2);
    const [d1] = modules({ name: 'lia' }, h);
    expect(increase(d1, h[0])).toBeCloseTo(Math.min(6000 / 700 ** 2, 1 / 60), 14); // 1/60
  });

  it('coupled: w_r / (sum w)^2; semicoupled: 1 / sum w; ewtcp: a / w_r', () => {
    const g = source(10, 0.1, 20, 0.2);
    const [c1, c2] = modules({ name: 'coupled' }, g);
    expect(increase(c1, g[0])).toBeCloseTo(10 / 900, 14);
    expect(increase(c2, g[1])).toBeCloseTo(20 / 900, 14);
    const [s1, s2] = modules({ name: 'semicoupled' }, g);
    expect(increase(s1, g[0])).toBeCloseTo(1 / 30, 14);
    expect(increase(s2, g[1])).toBeCloseTo(1 / 30, 14);
    const [e1, e2] = modules({ name: 'ewtcp', a: 0.5 }, g);
    expect(increase(e1, g[0])).toBeCloseTo(0.05, 14);
    expect(increase(e2, g[1])).toBeCloseTo(0.025, 14);
  });

  it('balia, eq. (1): x_r / (tau_r (sum x)^2) (1 + alpha_r)/2 (4 + alpha_r)/5', () => {
    // x1 = 10/0.1 = 100, x2 = 30/0.2 = 150, sum 250; alpha_1 = 1.5, alpha_2 = 1
    const g = source(10, 0.1, 30, 0.2);
    const [b1, b2] = modules({ name: 'balia' }, g);
    expect(increase(b1, g[0])).toBeCloseTo((100 / (0.1 * 62500)) * (2.5 / 2) * (5.5 / 5), 14); // 0.022
    expect(increase(b2, g[1])).toBeCloseTo(150 / (0.2 * 62500), 14); // 0.012
    const out = new Float64Array(1);
    b1.internals?.(out, 0);
    expect(out[0]).toBeCloseTo(1.5, 14);
  });

  it('olia: (w_r/rtt_r^2)/(sum w/rtt)^2 + alpha_r/w_r, alpha from M (max w) and B (max l/rtt^2)', () => {
    const g = source(10, 0.1, 30, 0.2);
    const [o1, o2] = modules({ name: 'olia' }, g);
    // subflow 1: losses at ACK 0 (start) and 100, now at 300 -> l1 = max(200, 100) = 200
    g[0].highestAck = 100;
    o1.onLoss(g[0], 10);
    g[0].cwnd = 10;
    g[0].highestAck = 300;
    // subflow 2: a loss at 50, now at 150 -> l2 = max(100, 50) = 100
    g[1].highestAck = 50;
    o2.onLoss(g[1], 30);
    g[1].cwnd = 30;
    g[1].highestAck = 150;
    increase(o2, g[1]); // publishes l2
    // l/rtt^2: 200/0.01 = 20000 (best: B = {1}), 100/0.04 = 2500; M = {2} (w = 30): B\M = {1}
    // alpha_1 = 1/(2 * 1), alpha_2 = -1/(2 * 1); sum w/rtt = 100 + 150 = 250
    expect(increase(o1, g[0])).toBeCloseTo(10 / 0.01 / 250 ** 2 + 0.5 / 10, 14); // 0.066
    expect(increase(o2, g[1])).toBeCloseTo(30 / 0.04 / 250 ** 2 - 0.5 / 30, 14);
    // equal windows: M holds both, B\M is empty, alpha = 0 (LIA's first term alone)
    g[1].cwnd = 10;
    expect(increase(o1, g[0])).toBeCloseTo(10 / 0.01 / 150 ** 2, 14);
  });
});

describe('MP-TCP decreases per loss, two subflows, by hand', () => {
  it("reno's halving for ewtcp, coupled, semicoupled, lia, olia; the ssthresh floor of paper 002", () => {
    for (const name of ['ewtcp', 'coupled', 'semicoupled', 'lia', 'olia']) {
      const g = source(10, 0.1, 30, 0.2);
      const [c1] = modules({ name }, g);
      c1.onLoss(g[0], 9);
      expect(g[0].cwnd).toBe(4.5);
      expect(g[0].ssthresh).toBe(4);
      c1.onTimeout(g[0], 9);
      expect(g[0].ssthresh).toBe(4);
      // Sec. V: "the minimum ssthresh is set to 1 instead of 2 when more than 1 path is available"
      expect(g[0].minSsthresh).toBe(name === 'olia' ? 2 : 1);
    }
  });

  it('balia: paper eq. (2), the fluid-consistent rule and the kernel rule', () => {
    // x1 = 100, x2 = 150: alpha_1 = 1.5 (the kernel's integer quotient: 1)
    const dec = (decrease: string, w1: number) => {
      const g = source(w1, 0.1, 30, 0.2);
      const [b1] = modules({ name: 'balia', 'balia-decrease': decrease }, g);
      b1.onLoss(g[0], w1);
      return [g[0].cwnd, g[0].ssthresh];
    };
    expect(dec('paper', 10)).toEqual([10 * (1 - 1.5 / 2), 2]); // 2.5
    expect(dec('fluid', 10)).toEqual([10 * (1 - 2.5 / 4), 3]); // 3.75
    expect(dec('kernel', 10)).toEqual([10 - 5 * 1, 5]); // floor(1.5) = 1: Reno's half
    // x1 = 50 (w1 = 5): alpha_1 = 3
    expect(dec('paper', 5)).toEqual([1, 1]); // max(5 (1 - 1.5), 1)
    expect(dec('fluid', 5)).toEqual([1, 1]); // max(5 (1 - 1), 1)
    expect(dec('kernel', 5)).toEqual([5 - 2 * 1.5, 2]); // w - floor(w/2) min(3, 1.5)
    // the largest-rate subflow (alpha = 1) halves under every rule
    for (const decrease of ['paper', 'fluid', 'kernel']) {
      const g = source(10, 0.1, 30, 0.2);
      const [, b2] = modules({ name: 'balia', 'balia-decrease': decrease }, g);
      b2.onLoss(g[1], 30);
      expect(g[1].cwnd).toBe(15);
    }
  });

  it('a bad parameter is a RangeError naming it', () => {
    const g = source(10, 0.1, 30, 0.2);
    expect(() => createCc({ name: 'balia', 'balia-decrease': 'half' }, g[0])).toThrow(
      /cc\.balia-decrease/,
    );
    expect(() => createCc({ name: 'ewtcp', a: 0 }, g[0])).toThrow(/cc\.a/);
  });
});
