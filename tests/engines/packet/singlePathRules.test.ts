import { describe, expect, it } from 'vitest';
import {
  WindowState,
  type CongestionControl,
} from '../../../src/engines/packet/cc/congestionControl';
import { CubicCc } from '../../../src/engines/packet/cc/cubic';
import { hstcpDecrease, hstcpIncrease } from '../../../src/engines/packet/cc/highspeed';
import { createCc } from '../../../src/engines/packet/cc/registry';
import { Clock } from '../../../src/engines/packet/clock';
import type { CcSpec } from '../../../src/engines/packet/params';

/** One flow's window state, in congestion avoidance unless `ssthresh` says otherwise. */
function flow(cwnd: number, ssthresh = 2, clock = new Clock()): WindowState {
  const w = new WindowState(0, 20000, clock);
  w.cwnd = cwnd;
  w.ssthresh = ssthresh;
  w.group = [w];
  return w;
}

const make = (spec: CcSpec, w: WindowState): CongestionControl => createCc(spec, w);

function increase(cc: CongestionControl, w: WindowState): number {
  const before = w.cwnd;
  cc.onAck(w, 1);
  const inc = w.cwnd - before;
  w.cwnd = before;
  return inc;
}

describe('HighSpeed TCP against RFC 3649 Appendix B', () => {
  it('a(w) and b(w) at tabulated windows, Reno at and below Low_Window = 38', () => {
    // RFC 3649 Appendix B rows: (38, 1, 0.50), (118, 2, 0.44), (1058, 8, 0.33), (10661, 30, 0.21)
    for (const [w, a, b] of [
      [38, 1, 0.5],
      [118, 2, 0.44],
      [1058, 8, 0.33],
      [10661, 30, 0.21],
    ]) {
      expect(hstcpIncrease(w)).toBe(a);
      expect(hstcpDecrease(w)).toBe(b);
      const s = flow(w);
      const cc = make({ name: 'highspeed' }, s);
      expect(increase(cc, s)).toBeCloseTo(a / w, 9);
      cc.onLoss(s, w);
      expect(s.cwnd).toBeCloseTo(w * (1 - b), 12);
      expect(s.ssthresh).toBe(Math.trunc(w * (1 - b)));
    }
    // between rows, the row above (Linux's hstcp_aimd_vals lookup): w = 100 uses (118, 2, 0.44)
    expect(hstcpIncrease(100)).toBe(2);
    expect(hstcpDecrease(100)).toBe(0.44);
    expect(hstcpIncrease(20)).toBe(1);
    expect(hstcpDecrease(20)).toBe(0.5);
  });

  it('slow start is +1 per ACK; a timeout sets ssthresh from b(w)', () => {
    const s = flow(10, 100);
    const cc = make({ name: 'highspeed' }, s);
    expect(increase(cc, s)).toBe(1);
    cc.onTimeout(s, 1058);
    expect(s.ssthresh).toBe(Math.trunc(1058 * 0.67));
  });
});

describe('CUBIC against RFC 9438', () => {
  it('W(t) = C (t - K)^3 + W_max with K = cbrt((W_max - cwnd_epoch)/C), C = 0.4, beta = 0.7', () => {
    const clock = new Clock();
    clock.now = 10;
    const s = flow(100, 2, clock);
    s.rttSmoothed = 0.1;
    const cc = make({ name: 'cubic' }, s) as CubicCc;
    cc.onLoss(s, 100); // W_max = 100, cwnd = ssthresh = 70
    expect(s.cwnd).toBeCloseTo(70, 12);
    expect(s.ssthresh).toBe(70);
    cc.onAck(s); // the congestion-avoidance stage starts now (t = 0)
    const K = Math.cbrt((100 - 70) / 0.4); // 4.2172 s
    expect(cc.k).toBeCloseTo(K, 12);
    for (const t of [0, 1, K, 6, 10]) expect(cc.wCubic(t)).toBeCloseTo(0.4 * (t - K) ** 3 + 100, 9);
    expect(cc.wCubic(0)).toBeCloseTo(70, 9);
    expect(cc.wCubic(K)).toBeCloseTo(100, 9);
    // an ACK at t = 2 s: target = W(t + RTT) (within [cwnd, 1.5 cwnd]), cwnd += (target - cwnd)/cwnd
    clock.now = 12;
    s.cwnd = 80;
    const target = 0.4 * (2.1 - K) ** 3 + 100;
    const before = s.cwnd;
    cc.onAck(s);
    expect(s.cwnd).toBeCloseTo(before + (target - before) / before, 12);
  });

  it('fast convergence: a loss below W_max sets W_max = W (1 + beta)/2', () => {
    const s = flow(100);
    s.rttSmoothed = 0.1;
    const cc = make({ name: 'cubic' }, s) as CubicCc;
    cc.onLoss(s, 100);
    expect(cc.wMax).toBe(100);
    cc.onLoss(s, 90);
    expect(cc.wMax).toBeCloseTo((90 * 1.7) / 2, 12); // 76.5
    expect(s.cwnd).toBeCloseTo(63, 12);
    const off = make({ name: 'cubic', cfast: 0 }, flow(100)) as CubicCc;
    const t = flow(100);
    off.onLoss(t, 100);
    off.onLoss(t, 90);
    expect(off.wMax).toBe(90);
  });

  it('the Reno-friendly region: W_est grows by 3(1 - beta)/(1 + beta) per RTT and cwnd follows it', () => {
    // a small window right after a loss, t tiny: W_cubic(t) < W_est from the first ACKs on
    const clock = new Clock();
    clock.now = 1;
    const s = flow(20, 2, clock);
    s.rttSmoothed = 0.01;
    const cc = make({ name: 'cubic' }, s) as CubicCc;
    cc.onLoss(s, 20); // W_max = 20, cwnd = 14
    const alpha = (3 * 0.3) / 1.7;
    cc.onAck(s); // epoch: W_est = 14, then += alpha / 14
    expect(s.cwnd).toBeCloseTo(Math.max(14 + alpha / 14, 14 + (cc.wCubic(0.01) - 14) / 14), 12);
  });
});

describe('Vegas (paper 003 Sec. 6.4, eq. (32)): one decision per round from BaseRTT', () => {
  /** A round of `acks` ACKs with RTT `rtt`: its first ACK ends the previous round (the decision). */
  function round(cc: CongestionControl, w: WindowState, rtt: number, acks: number): void {
    w.round++;
    for (let i = 0; i < acks; i++) {
      w.rttSample = rtt;
      w.rttSamples++;
      cc.onAck(w, 1);
    }
  }
  const diffOf = (cc: CongestionControl) => {
    const out = new Float64Array(2);
    cc.internals?.(out, 0);
    return out;
  };

  it('diff = W (1 - BaseRTT/RTT): +1 per RTT below alpha, hold between, -1 at once above beta', () => {
    const w = flow(20);
    const cc = make({ name: 'vegas', valpha: 1, vbeta: 3 }, w);
    round(cc, w, 0.1, 20); // BaseRTT = 0.1
    expect(w.cwnd).toBe(20);
    round(cc, w, 0.11, 20); // decision on the 0.1 round: diff = 0 < alpha, +1/20 per ACK
    expect(w.cwnd).toBeCloseTo(21, 1);
    w.cwnd = 20;
    // decision on the 0.11 round: diff = 20 (1 - 0.1/0.11) = 1.82, between alpha and beta: hold
    round(cc, w, 0.125, 20);
    expect(diffOf(cc)[0]).toBeCloseTo(20 * (1 - 0.1 / 0.11), 12);
    expect(diffOf(cc)[1]).toBe(0.1);
    expect(w.cwnd).toBe(20);
    // decision on the 0.125 round: diff = 20 * 0.2 = 4 > beta: one packet less at once, no loss
    round(cc, w, 0.102, 20);
    expect(w.cwnd).toBe(19);
    // decision on the 0.102 round: diff = 19 (1 - 0.1/0.102) = 0.37 < alpha: +1/19 per ACK
    round(cc, w, 0.1, 1);
    expect(diffOf(cc)[0]).toBeCloseTo(19 * (1 - 0.1 / 0.102), 12);
    expect(w.cwnd).toBeCloseTo(19 + 1 / 19, 12);
  });

  it('gamma sets alpha = beta = gamma (paper 003); slow start grows every other round, ends when diff > gamma', () => {
    const w = flow(8, 1000);
    const cc = make({ name: 'vegas', gamma: 2 }, w);
    round(cc, w, 0.1, 8); // +1 per ACK
    expect(w.cwnd).toBe(16);
    round(cc, w, 0.15, 16); // decision: diff = 0; this round does not grow
    expect(w.cwnd).toBe(16);
    round(cc, w, 0.15, 1); // decision: diff = 16 (1 - 0.1/0.15) = 5.3 > 2: leave slow start
    expect(w.ssthresh).toBe(2);
    expect(w.cwnd).toBe(16 - 16 / 8);
  });
});

describe('MulTCP(N), paper 004 Sec. 4.1, by hand', () => {
  it('N = 2: CA adds 2/cwnd, a loss keeps 3/4, slow start adds 2 per ACK below w_2 = 6.541', () => {
    const w = flow(40);
    const cc = make({ name: 'multcp', weight: 2 }, w);
    expect(increase(cc, w)).toBeCloseTo(2 / 40, 12);
    cc.onLoss(w, 40);
    expect(w.cwnd).toBe(30);
    expect(w.ssthresh).toBe(30);
    cc.onTimeout(w, 41);
    expect(w.ssthresh).toBe(Math.trunc(41 * 0.75)); // 30
    // w_2 = 3^(log 2 / (log 3 - log 2)) = 6.5410
    const wN = Math.pow(3, Math.log(2) / (Math.log(3) - Math.log(2)));
    expect(wN).toBeCloseTo(6.541, 3);
    const ss = flow(6, 1000);
    expect(increase(cc, ss)).toBe(2);
    ss.cwnd = 6.6;
    expect(increase(cc, ss)).toBe(1);
    // in slow start a loss halves, and ssthresh is int(cwnd) at least 2
    cc.onLoss(ss, 6.6);
    expect(ss.cwnd).toBeCloseTo(3.3, 12);
    expect(ss.ssthresh).toBe(3);
  });

  it('N = 4: CA adds 4/cwnd, a loss keeps 7/8, slow start adds 2 below w_4 = 42.78', () => {
    const w = flow(40);
    const cc = make({ name: 'multcp', weight: 4 }, w);
    expect(increase(cc, w)).toBeCloseTo(4 / 40, 12);
    cc.onLoss(w, 40);
    expect(w.cwnd).toBe(35);
    expect(w.ssthresh).toBe(35);
    const ss = flow(42, 1000);
    expect(increase(cc, ss)).toBe(2);
    ss.cwnd = 43;
    expect(increase(cc, ss)).toBe(1);
    expect(() => make({ name: 'multcp', weight: 0.5 }, w)).toThrow(/cc\.weight/);
  });
});
