import { describe, expect, it } from 'vitest';
import {
  alphaCurve,
  betaRemovedCurve,
  LINUX_PRESET,
  linuxAlphaFixed,
  linuxBetaFixed,
  linuxFixedParams,
  PAPER_PRESET,
} from '../../../src/engines/models/illinois';
import { WindowState } from '../../../src/engines/packet/cc/congestionControl';
import type { IllinoisCc } from '../../../src/engines/packet/cc/illinois';
import { createCc } from '../../../src/engines/packet/cc/registry';
import { Clock } from '../../../src/engines/packet/clock';
import { PacketSimulation } from '../../../src/engines/packet/simulation';

/**
 * TCP-Illinois on the packet engine (paper 003). A scripted sequence of per-ACK RTTs drives the
 * module through the sender's interface (highest ACK, highest sequence sent, one RTT sample per
 * ACK), window held at 20 packets in congestion avoidance: the α and β it ends up with after each
 * phase are those of eqs. (2)-(4) at the phase's delays, with the θ rule on the way back.
 */
class Script {
  readonly w: WindowState;
  readonly cc: IllinoisCc;

  constructor(variant: 'paper' | 'linux') {
    this.w = new WindowState(0, 20000, new Clock());
    this.w.group = [this.w];
    this.w.cwnd = 20;
    this.w.ssthresh = 2;
    this.w.highestAck = 0;
    this.cc = createCc({ name: 'illinois', ivariant: variant }, this.w) as IllinoisCc;
  }

  /** ACKs at RTT `rtt` until `rounds` rounds have ended (each round's samples all at `rtt`). */
  phase(rtt: number, rounds: number): void {
    const w = this.w;
    for (let ended = 0; ended < rounds;) {
      w.highestAck++;
      w.maxSeq = w.highestAck + 20;
      w.rttSample = rtt;
      w.rttSamples++;
      this.cc.onAck(w, 1);
      w.cwnd = 20;
      if (this.cc.state.cntRtt === 0) ended++;
    }
  }

  /** [d_a, d_m, α, β] as the module exposes them for traces */
  get values(): number[] {
    const out = new Float64Array(4);
    this.cc.internals(out, 0);
    return Array.from(out);
  }
}

describe('TCP-Illinois: alpha and beta after a scripted RTT sequence', () => {
  it('paper variant: eqs. (2)-(4) with T_min = 125 ms, T_max = 187.5 ms, and the theta rule', () => {
    const s = new Script('paper');
    const p = PAPER_PRESET;
    // binary fractions of a second, so that a round's mean RTT is exact (with 0.1 s, the mean of
    // 21 equal samples may exceed their minimum by 1e-17: d_a > eta1 d_m, alpha_min)
    s.phase(0.125, 3); // no queueing delay yet: d_m = 0, alpha_max, beta_min
    expect(s.values).toEqual([0, 0, 10, 0.125]);
    s.phase(0.1875, 2); // d_a = d_m = 62.5 ms: alpha_min, beta_max
    let [da, dm, alpha, beta] = s.values;
    expect(da).toBe(0.0625);
    expect(dm).toBe(0.0625);
    expect(alpha).toBeCloseTo(0.1, 12);
    expect(beta).toBeCloseTo(0.5, 12);
    s.phase(0.15625, 2); // d_a = 31.25 ms
    [da, dm, alpha, beta] = s.values;
    expect(da).toBe(0.03125);
    expect(dm).toBe(0.0625);
    // kappa1 = (d_m - d1) amin amax / (amax - amin) = 0.061875 * 1 / 9.9 = 0.00625,
    // kappa2 = (d_m - d1) amin / (amax - amin) - d1 = 0.000625 - 0.000625 = 0: alpha = 0.00625 / 0.03125
    expect(alpha).toBeCloseTo(0.2, 12);
    expect(alpha).toBeCloseTo(alphaCurve(p, 0.03125, 0.0625), 12);
    // d2 = 6.25 ms, d3 = 50 ms: beta = 1/8 + (1/2 - 1/8)(31.25 - 6.25)/(50 - 6.25)
    expect(beta).toBeCloseTo(0.125 + (0.375 * 25) / 43.75, 12);
    expect(beta).toBeCloseTo(betaRemovedCurve(p, 0.03125, 0.0625), 12);
    // back to no queueing: beta_min at once, alpha held for theta - 1 = 4 rounds, then alpha_max
    for (let k = 1; k <= 4; k++) {
      s.phase(0.125, 1);
      expect(s.values[2]).toBeCloseTo(0.2, 12);
      expect(s.values[3]).toBe(0.125);
    }
    s.phase(0.125, 1);
    expect(s.values[2]).toBe(10);
  });

  it("linux variant: the kernel's fixed-point alpha and beta (the model's linuxAlphaFixed, linuxBetaFixed)", () => {
    const s = new Script('linux');
    const fx = linuxFixedParams(LINUX_PRESET);
    s.phase(0.125, 3);
    s.phase(0.1875, 2);
    s.phase(0.15625, 2); // d_a = 31250 us, d_m = 62500 us, d1 = 625, d2 = 6250, d3 = 50000
    const [, , alpha, beta] = s.values;
    expect(alpha).toBe(linuxAlphaFixed(fx, 31250, 62500, 625) / 128);
    expect(beta).toBe(linuxBetaFixed(fx, 31250, 6250, 50000) / 64);
    // by hand: 61875 * 1280 / (61875 + floor(30625 * 1242 / 38)) = 74.5 -> 74/128
    expect(alpha).toBe(74 / 128);
  });

  it('a loss removes beta W; a bad parameter names its spec field', () => {
    const s = new Script('paper');
    s.phase(0.125, 3);
    s.phase(0.1875, 2);
    s.cc.onLoss(s.w, 40);
    expect(s.w.cwnd).toBeCloseTo(20, 12); // beta_max = 1/2 at d_a = d_m
    expect(s.w.ssthresh).toBe(20);
    const w = new WindowState(0, 20000, new Clock());
    expect(() => createCc({ name: 'illinois', amin: 20 }, w)).toThrow(
      /cc\.amin \(illinois\) must be <= amax \(10\), got 20/,
    );
    expect(() => createCc({ name: 'illinois', ivariant: 'bsd' }, w)).toThrow(/cc\.ivariant/);
  });
});

describe("TCP-Illinois on paper 003 Fig. 10's setup (C = 10 Mbit/s, Tp = 60 ms, B = 10..50)", () => {
  it("one flow: Illinois's time-average window exceeds Reno's at every buffer", () => {
    for (const buffer of [10, 20, 30, 40, 50]) {
      const run = (name: string) =>
        new PacketSimulation({
          n: 1,
          rtt: [0.06],
          capacity: 10e6,
          buffer,
          cc: { name },
          start: [0],
          duration: 200,
          warmup: 50,
          traceInterval: 0,
        }).run();
      const reno = run('reno');
      const illinois = run('illinois');
      // the concave curve spends more time near the top (paper 003 Sec. 6.1, Fig. 10)
      expect(illinois.flows[0].cwnd).toBeGreaterThan(1.05 * reno.flows[0].cwnd);
      expect(illinois.utilization).toBeGreaterThan(reno.utilization);
    }
  });
});
